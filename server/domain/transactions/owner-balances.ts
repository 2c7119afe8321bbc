import { type Kysely, sql } from 'kysely';
import type { LedgerOwnerClass } from '../../../core/ledger/ledger-catalogue.ts';
import type { BalanceRow } from '../../../core/ledger/ledger-contract.ts';
import { ownerTables } from './transaction-owners.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * GET /api/transactions/balances: one row per asked id, in id order, with the owner's name (null
 * when no such owner exists) and the kept balance ("0.00" for an owner with no ledger rows).
 */
export async function ownerBalances(db: Kysely<DB>, cls: LedgerOwnerClass, ids: number[]): Promise<BalanceRow[]> {
  const { rows } = await sql<{
    owner_id: number;
    name: string | null;
    balance: string;
    last_payout_date: string | null;
  }>`
    select q.id as owner_id, o.name, coalesce(b.balance, 0)::numeric(16,2)::text as balance,
      b.last_payout_date::text as last_payout_date
    from unnest(${ids}::integer[]) as q(id)
    left join ${sql.table(ownerTables[cls])} o on o.id = q.id
    left join ledger_balances b on b.owner_class = ${cls} and b.owner_id = q.id
    order by q.id`.execute(db);
  return rows.map((r) => ({
    owner_class: cls,
    owner_id: Number(r.owner_id),
    name: r.name,
    balance: r.balance,
    last_payout_date: r.last_payout_date,
  }));
}
