import type { Kysely } from 'kysely';
import { orderMoney } from '../../../core/rules/order-cost.rule.ts';
import { billedWorkHours } from '../../../core/rules/work-time.rule.ts';

/**
 * The order's final amount (revenue over its assigned workers, or over its price lines when none
 * are assigned) at the billed time, in kopecks.
 */
export async function orderFinalAmount(db: Kysely<any>, order: Record<string, any>): Promise<bigint> {
  const hours = billedWorkHours({ pure_time: order.pure_time, trip_time: order.trip_time });
  let lines = await db.selectFrom('order_individuals').selectAll().where('order_id', '=', order.id).execute();
  if (lines.length === 0)
    lines = await db.selectFrom('order_prices').selectAll().where('order_id', '=', order.id).execute();
  return orderMoney(
    lines.map((l) => ({
      workers_amount: Number(l.workers_amount ?? 0),
      rate_client1: l.rate_client1,
      rate_client2: l.rate_client2,
      rate_individual1: l.rate_individual1,
      rate_individual2: l.rate_individual2,
    })),
    hours,
  ).revenue;
}
