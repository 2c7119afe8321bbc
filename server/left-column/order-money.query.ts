import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { MIN_BILLED_HOURS } from '../../core/rules/work-time.rule.ts';

export interface PeriodMoney {
  /** Decimal strings with two places ("1234.50"), summed as SQL numeric. */
  revenue: string;
  profit: string;
}

/**
 * Revenue and profit of the orders that start in [from, to] (yyyy-MM-dd), by the order-cost rule
 * (core/rules/order-cost.rule.ts): per line workers × rate1 × billed hours, rounded to kopecks, plus
 * rate2; the assigned workers' lines, or the price lines while none are assigned (as the final
 * amount does). Billed hours are pure + trip time, at least MIN_BILLED_HOURS. Raw new orders
 * (status 0) and orders the client cancelled are not money yet.
 */
export async function orderMoneyInPeriod(db: Kysely<any>, from: string, to: string): Promise<PeriodMoney> {
  const hours = sql`greatest(coalesce(o.pure_time, 0) + coalesce(o.trip_time, 0), ${MIN_BILLED_HOURS})`;
  const line = (rate1: string, rate2: string) =>
    sql`round(coalesce(l.workers_amount, 0) * coalesce(${sql.ref(`l.${rate1}`)}, 0) * ${hours}, 2) + coalesce(${sql.ref(`l.${rate2}`)}, 0)`;
  const result = await sql<{ revenue: string; cost: string }>`
    with lines as (
      select i.order_id, i.workers_amount, i.rate_client1, i.rate_client2, i.rate_individual1, i.rate_individual2
      from order_individuals i
      union all
      select p.order_id, p.workers_amount, p.rate_client1, p.rate_client2, p.rate_individual1, p.rate_individual2
      from order_prices p
      where not exists (select 1 from order_individuals i where i.order_id = p.order_id)
    )
    select round(coalesce(sum(${line('rate_client1', 'rate_client2')}), 0), 2)::text as revenue,
           round(coalesce(sum(${line('rate_individual1', 'rate_individual2')}), 0), 2)::text as cost
    from orders o
    join lines l on l.order_id = o.id
    where o.start_date between ${from}::date and ${to}::date
      and o.status >= 1
      and o.client_canceled_at is null`.execute(db);
  const { revenue, cost } = result.rows[0];
  return { revenue, profit: kopecksToDecimalString(toKopecks(revenue) - toKopecks(cost)) };
}
