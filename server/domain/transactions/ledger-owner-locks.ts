import { type Kysely, sql } from 'kysely';
import { type LedgerOwnerTypeName, ownerClass } from '../../../core/ledger/ledger-catalogue.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * Locks the balance rows of the owners a write is about to append to, in key order, in one
 * statement, BEFORE the insert takes its row ids (docs/decisions.md «Ledger»). Then every owner's
 * rows get their ids in the order their writers held its balance, so «the running sum up to a
 * nullify row is zero» holds in id order too (a writer that drew its id first but reached the
 * balance after a nullify would otherwise sit before it unseen); and since all writers lock the
 * same rows in the same order, two of them wait rather than deadlock. A missing row is created
 * (zero) so that a first write is locked as well. Lock a write's referenced order and account
 * (FOR KEY SHARE) before this: an order's close holds its order, then its owners' balances.
 */
export async function lockLedgerOwners(
  trx: Kysely<DB>,
  owners: readonly { owner_type: string; owner_id: number }[],
): Promise<void> {
  const keys = new Map<string, [string, number]>();
  for (const o of owners) {
    const cls = ownerClass(o.owner_type as LedgerOwnerTypeName);
    keys.set(`${cls}:${o.owner_id}`, [cls, Number(o.owner_id)]);
  }
  if (keys.size === 0) return;
  const list = [...keys.values()];
  await sql`
    insert into ledger_balances as b (owner_class, owner_id)
    select c, i from unnest(${list.map((k) => k[0])}::text[], ${list.map((k) => k[1])}::integer[]) as k(c, i)
    order by 1, 2
    on conflict (owner_class, owner_id) do update set balance = b.balance`.execute(trx);
}
