import { type Kysely, sql } from 'kysely';
import { toKopecks } from '../../../core/money.ts';
import { actStatus } from '../../../core/rules/act-status.rule.ts';
import type { DB } from '../../db/db-types.ts';

interface ActSums {
  id: number;
  amount: string | null;
  amount_orders: string;
  amount_accounts: string;
  amount_payments: string;
  stored_orders: string | null;
  stored_accounts: string | null;
  stored_payments: string | null;
  stored_status: number;
}

/**
 * Brings the kept columns of these acts in line with their orders, operations and accounts (spec 02
 * 'all kept by the server'), in the caller's transaction; call it after any write that can move
 * them: the act itself, an order's revenue or act_id, an account's payment or contractor.
 * - amount_orders: the final revenue of the orders whose act_id is the act;
 * - amount_accounts: the sum of its act_operations (spec 'sum of act_operations amounts');
 * - amount_payments: what was paid against its accounts, the sum of their payed_amount (docs/decisions.md);
 * - status: core/rules/act-status.rule.ts over those sums.
 * Sums stay SQL numeric; the status compares kopecks. Writes only rows whose values moved.
 */
export async function refreshActTotals(trx: Kysely<DB>, actIds: Iterable<unknown>): Promise<void> {
  const ids = [...new Set([...actIds].filter((id) => id !== null && id !== undefined).map(Number))];
  if (!ids.length) return;
  const { rows } = await sql<ActSums>`
    select a.id, a.amount::text as amount,
      (select coalesce(sum(o.final_revenue), 0) from orders o where o.act_id = a.id)::text as amount_orders,
      (select coalesce(sum(op.amount), 0) from act_operations op where op.act_id = a.id)::text as amount_accounts,
      (select coalesce(sum(ac.payed_amount), 0) from act_operations op join accounts ac on ac.id = op.account_id
        where op.act_id = a.id)::text as amount_payments,
      a.amount_orders::text as stored_orders, a.amount_accounts::text as stored_accounts,
      a.amount_payments::text as stored_payments, a.status as stored_status
    from acts a where a.id = any(${ids}::integer[])
    for update of a`.execute(trx);
  for (const r of rows) {
    const status = actStatus({
      amount: r.amount,
      amount_orders: r.amount_orders,
      act_operations: [{ amount: r.amount_accounts }],
      amount_payments: r.amount_payments,
    });
    const same = (stored: string | null, now: string) => stored !== null && toKopecks(stored) === toKopecks(now);
    if (
      same(r.stored_orders, r.amount_orders) &&
      same(r.stored_accounts, r.amount_accounts) &&
      same(r.stored_payments, r.amount_payments) &&
      Number(r.stored_status) === status
    )
      continue;
    await trx
      .updateTable('acts')
      .set({
        amount_orders: r.amount_orders,
        amount_accounts: r.amount_accounts,
        amount_payments: r.amount_payments,
        status,
      })
      .where('id', '=', r.id)
      .execute();
  }
}

/** The acts these accounts are attached to (through act_operations). */
export async function actsOfAccounts(trx: Kysely<DB>, accountIds: readonly number[]): Promise<number[]> {
  if (!accountIds.length) return [];
  const rows = await trx
    .selectFrom('act_operations')
    .select('act_id')
    .distinct()
    .where('account_id', 'in', accountIds)
    .execute();
  return rows.map((r) => Number(r.act_id));
}
