import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import type { DB } from '../db/db-types.ts';

export interface PeriodMoney {
  /** Decimal strings with two places ("1234.50"), summed as SQL numeric. */
  revenue: string;
  profit: string;
}

/**
 * Revenue and profit of the orders that start in [from, to] (yyyy-MM-dd), summed from the money the
 * order keeps (migration 0019, core/rules/order-money.rule.ts), so the figures carry its discount
 * or surcharge as the order, its act and its invoice do: final_* (the assigned workers) once anyone
 * is assigned, the plan total_* (the price lines) while nobody is. Raw new orders (status 0) and
 * orders the client cancelled are not money yet.
 */
export async function orderMoneyInPeriod(db: Kysely<DB>, from: string, to: string): Promise<PeriodMoney> {
  const assigned = sql`exists (select 1 from order_individuals i where i.order_id = o.id and i.individual_id is not null)`;
  const result = await sql<{ revenue: string; profit: string }>`
    select coalesce(sum(case when ${assigned} then o.final_revenue else o.total_revenue end), 0)::text as revenue,
           coalesce(sum(case when ${assigned} then o.final_profit else o.total_profit end), 0)::text as profit
    from orders o
    where o.start_date between ${from}::date and ${to}::date
      and o.status >= 1
      and o.client_canceled_at is null`.execute(db);
  const { revenue, profit } = result.rows[0];
  // numeric(14,2) sums print with two places already; through kopecks they read "1234.50" whatever the engine.
  return { revenue: kopecksToDecimalString(toKopecks(revenue)), profit: kopecksToDecimalString(toKopecks(profit)) };
}
