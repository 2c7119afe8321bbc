import { type Kysely, sql } from 'kysely';
import { type LedgerOwnerClass, type LedgerOwnerTypeName, ownerClass } from '../../../core/ledger/ledger-catalogue.ts';

/** The table of each owner class: a worker's three owner types all name an individual. */
export const ownerTables: Record<LedgerOwnerClass, 'individuals' | 'users' | 'contractors'> = {
  Individual: 'individuals',
  User: 'users',
  Contractor: 'contractors',
};

export async function ownerExists(db: Kysely<any>, cls: LedgerOwnerClass, id: number): Promise<boolean> {
  const row = await db.selectFrom(ownerTables[cls]).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Names of the owners of some ledger rows, keyed `class:id`: one query per owner class present
 * (issue 13: the list's owner_name), never one per row.
 */
export async function ownerNames(
  db: Kysely<any>,
  owners: readonly { owner_type: string; owner_id: number }[],
): Promise<Map<string, string>> {
  const ids = new Map<LedgerOwnerClass, Set<number>>();
  for (const o of owners) {
    const cls = ownerClass(o.owner_type as LedgerOwnerTypeName);
    if (!(cls in ownerTables)) continue;
    ids.set(cls, (ids.get(cls) ?? new Set()).add(Number(o.owner_id)));
  }
  const names = new Map<string, string>();
  for (const [cls, set] of ids) {
    const { rows } = await sql<{ id: number; name: string }>`
      select id, name from ${sql.table(ownerTables[cls])} where id = any(${[...set]}::integer[])`.execute(db);
    for (const r of rows) names.set(`${cls}:${Number(r.id)}`, String(r.name));
  }
  return names;
}

export const ownerKey = (ownerType: string, ownerId: number) =>
  `${ownerClass(ownerType as LedgerOwnerTypeName)}:${Number(ownerId)}`;
