import type { Kysely } from 'kysely';
import type { LedgerOwnerClass } from '../../../core/ledger/ledger-catalogue.ts';
import type { DB } from '../../db/db-types.ts';

/** The table of each owner class: a worker's three owner types all name an individual. */
export const ownerTables: Record<LedgerOwnerClass, 'individuals' | 'users' | 'contractors'> = {
  Individual: 'individuals',
  User: 'users',
  Contractor: 'contractors',
};

export async function ownerExists(db: Kysely<DB>, cls: LedgerOwnerClass, id: number): Promise<boolean> {
  const row = await db.selectFrom(ownerTables[cls]).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
