import { applyDiscount, type DiscountInput } from './discount.rule.ts';
import { orderMoney, type PriceLine, placesAmount } from './order-cost.rule.ts';
import { billedWorkHours } from './work-time.rule.ts';

type Hours = string | number | null | undefined;

export interface OrderMoneyOrder extends DiscountInput {
  pure_time: Hours;
  trip_time: Hours;
  approx_work_time: Hours;
  /** The order's MKAD city's add_hour, raising the minimum billed time (commute.rule.ts); absent inside the ring road. */
  mkad_add_hour?: Hours;
}

export interface WorkerLine extends Omit<PriceLine, 'workers_amount'> {
  individual_id: number | null;
  workers_amount: number | null;
  /** The worker's own hours; the order's pure_time when empty. */
  pure_time: Hours;
}

/** The four computed amounts of spec 01 §3, in kopecks. */
export interface OrderTotals {
  total_revenue: bigint;
  total_profit: bigint;
  final_revenue: bigint;
  final_profit: bigint;
}

/**
 * Spec 01 §9: 'Minimum billed work time of an order: 4 hours (pure_time plus trip_time, or 4 if less)';
 * issue 13: 'an order beyond the ring road gets add_hour added to the minimum billed time'.
 */
export function plannedHours(o: OrderMoneyOrder): string {
  return billedWorkHours({
    pure_time: o.pure_time ?? o.approx_work_time,
    trip_time: o.trip_time,
    add_hour: o.mkad_add_hour,
  });
}

/** One worker's billed hours: his own pure time (else the order's, else the expected time) plus the trip. */
export function workerHours(o: OrderMoneyOrder, w: Pick<WorkerLine, 'pure_time'>): string {
  return billedWorkHours({
    pure_time: w.pure_time ?? o.pure_time ?? o.approx_work_time,
    trip_time: o.trip_time,
    add_hour: o.mkad_add_hour,
  });
}

export interface WorkerEarning {
  individual_id: number;
  revenue: bigint;
  cost: bigint;
}

/**
 * Spec 01 §9 'Cost and revenue = workers_amount × hourly rate × work time + the second fixed rate',
 * per worker row with an individual chosen: a place nobody took is neither billed nor paid.
 */
export function workerEarnings(o: OrderMoneyOrder, workers: readonly WorkerLine[]): WorkerEarning[] {
  return workers.flatMap((w) => {
    if (w.individual_id == null) return [];
    const hours = workerHours(o, w);
    const amount = w.workers_amount ?? 1;
    return [
      {
        individual_id: w.individual_id,
        revenue: placesAmount(amount, w.rate_client1, w.rate_client2, hours),
        cost: placesAmount(amount, w.rate_individual1, w.rate_individual2, hours),
      },
    ];
  });
}

/**
 * total_* is the plan: the price lines at the expected time. final_* is what the order earns: its
 * assigned workers, each at his billed time. Revenue carries the order's discount or surcharge
 * (discount.rule.ts); profit is that revenue less the workers' pay.
 */
export function orderTotals(o: OrderMoneyOrder, prices: readonly PriceLine[], workers: readonly WorkerLine[]) {
  const plan = orderMoney(prices, plannedHours(o));
  const total_revenue = applyDiscount(plan.revenue, o);
  const earned = workerEarnings(o, workers);
  const final_revenue = applyDiscount(
    earned.reduce((s, e) => s + e.revenue, 0n),
    o,
  );
  const cost = earned.reduce((s, e) => s + e.cost, 0n);
  return {
    total_revenue,
    total_profit: total_revenue - plan.cost,
    final_revenue,
    final_profit: final_revenue - cost,
  } satisfies OrderTotals;
}
