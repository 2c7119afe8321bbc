import { type Kysely, sql } from 'kysely';
import type { DB } from '../../server/db/db-types.ts';

/** A contractor of the demo data, for accounts and orders made by the payment tests. */
export async function someContractor(db: Kysely<DB>, offset = 0): Promise<{ id: number; name: string }> {
  const row = await db
    .selectFrom('contractors')
    .select(['id', 'name'])
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), name: String(row.name) };
}

/** `count` unpaid accounts of the contractor, amounts 100.10, 100.20, … (kopecks, so sums catch float drift), in SQL. */
export async function createAccounts(
  db: Kysely<DB>,
  contractorId: number,
  count: number,
  tag = 'PAY',
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into accounts (number, date, contractor_id, amount)
    select ${tag} || '-' || g, date '2026-11-01', ${contractorId}, 100 + g * 0.10
    from generate_series(1, ${count}) g
    returning id`.execute(db);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Demo orders handed out once each per test file, reset to unpaid stages with the given amounts;
 * only orders with no client payment in the ledger, so the tests' ledger rows are their own.
 */
export function orderPicker(db: Kysely<DB>) {
  const used: number[] = [0];
  return async (
    count: number,
    values: { payment_type: number; p_amount?: string | null; pp_amount?: string | null },
  ): Promise<number[]> => {
    const { rows } = await sql<{ id: number }>`
      update orders set payment_type = ${values.payment_type}, p_amount = ${values.p_amount ?? null},
        pp_amount = ${values.pp_amount ?? null}, p_paid_at = null, pp_paid_at = null, p_confirmed = false
      where id in (
        select o.id from orders o
        where o.id <> all(${used}::int[])
          and not exists (select 1 from transactions t where t.order_id = o.id and t.operation_id = 1)
        order by o.id desc limit ${count})
      returning id`.execute(db);
    const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    used.push(...ids);
    return ids;
  };
}

export interface LedgerRow {
  amount: string;
  owner_type: string;
  owner_id: number;
  operation_id: number;
  account_id: number | null;
  order_id: number | null;
  payment_date: string;
  user_id: number | null;
}

/** Client-payment ledger rows (operation 1) of the given accounts or orders. */
export async function paymentRows(db: Kysely<DB>, by: 'account_id' | 'order_id', ids: number[]): Promise<LedgerRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('transactions')
    .select(['amount', 'owner_type', 'owner_id', 'operation_id', 'account_id', 'order_id', 'payment_date', 'user_id'])
    .where(by, 'in', ids)
    .where('operation_id', '=', 1)
    .orderBy('id')
    .execute();
  return rows as LedgerRow[];
}
