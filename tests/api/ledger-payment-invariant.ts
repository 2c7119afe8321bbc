import { type Kysely, sql } from 'kysely';
import type { DB } from '../../server/db/db-types.ts';

/**
 * Issue 20: 'every paid account, paid order and confirmed card payment has exactly its ledger rows'.
 * Client payments are ledger operation 1 on the contractor (server/domain/payments), net of their
 * reversals; a row naming both an account and its order (the demo's payment of an order's account)
 * counts for both. Answers one line per record whose rows disagree with its paid fields (compared as
 * numeric in SQL, never as floats); [] when all agree.
 */
export async function paymentLedgerMismatches(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ what: string; id: number; expected: string; posted: string }>`
    with paid as (
      select 'account' as what, a.id,
             case when a.payment_date is not null then coalesce(a.payed_amount, 0) else 0 end as expected,
             coalesce((select sum(t.amount) from transactions t
                       where t.account_id = a.id and t.operation_id = 1), 0) as posted
      from accounts a
      union all
      select 'order', o.id,
             (case when o.pp_paid_at is not null then coalesce(o.pp_amount, 0) else 0 end)
           + (case when o.payment_type <> 3 and o.p_paid_at is not null then coalesce(o.p_amount, 0) else 0 end)
           + (case when o.payment_type = 3 and o.p_confirmed then coalesce(o.p_amount, 0) else 0 end),
             coalesce((select sum(t.amount) from transactions t
                       where t.order_id = o.id and t.operation_id = 1), 0)
      from orders o
    )
    select what, id, expected::text, posted::text from paid where expected <> posted order by what, id`.execute(db);
  return rows.map((r) => `${r.what} ${r.id}: paid ${r.expected}, ledger ${r.posted}`);
}
