import { describe, expect, it } from 'vitest';
import { orderTotals, plannedHours, workerEarnings, workerHours } from './order-money.rule.ts';

const order = (o: Partial<Parameters<typeof orderTotals>[0]> = {}) => ({
  pure_time: null,
  trip_time: null,
  approx_work_time: null,
  has_discount: true,
  discount: null,
  ...o,
});
const rates = { rate_client1: '500', rate_client2: '0', rate_individual1: '300', rate_individual2: '0' };

describe('billed hours (spec 01 §9: "Minimum billed work time of an order: 4 hours (pure_time plus trip_time, or 4 if less)")', () => {
  it.each([
    [{}, '4'],
    [{ approx_work_time: '6' }, '6'],
    [{ pure_time: '3', trip_time: '0.5', approx_work_time: '8' }, '4'],
    [{ pure_time: '5.5', trip_time: '1' }, '6.5'],
  ])('plan of %j is %s h', (o, hours) => {
    expect(plannedHours(order(o))).toBe(hours);
  });

  it('a worker is billed his own pure time, else the order’s, plus the trip', () => {
    expect(workerHours(order({ pure_time: '6', trip_time: '1' }), { pure_time: '8' })).toBe('9');
    expect(workerHours(order({ pure_time: '6', trip_time: '1' }), { pure_time: null })).toBe('7');
    expect(workerHours(order({ pure_time: '2' }), { pure_time: null })).toBe('4');
  });
});

describe('orderTotals (spec 01 §3 "Computed: total_revenue, total_profit, final_revenue, final_profit")', () => {
  const prices = [{ workers_amount: 3, ...rates }];
  const worker = (individual_id: number | null, pure_time: string | null = null) => ({
    individual_id,
    workers_amount: 1,
    pure_time,
    ...rates,
  });

  it('plans from the price lines and counts only workers with an individual chosen', () => {
    const t = orderTotals(order({ pure_time: '5' }), prices, [worker(1), worker(2, '8'), worker(null)]);
    // Plan: 3 × 500 × 5 h = 7500 revenue, 3 × 300 × 5 = 4500 cost.
    expect(t.total_revenue).toBe(750_000n);
    expect(t.total_profit).toBe(300_000n);
    // Result: 500 × 5 + 500 × 8 = 6500 revenue; 300 × 13 = 3900 cost; the empty place earns nothing.
    expect(t.final_revenue).toBe(650_000n);
    expect(t.final_profit).toBe(260_000n);
  });

  it('takes the discount off the revenue and adds a surcharge (has_discount false), never the pay', () => {
    const less = orderTotals(order({ pure_time: '4', discount: '10' }), prices, [worker(1)]);
    expect(less.total_revenue).toBe(540_000n); // 6000 − 10 %
    expect(less.total_profit).toBe(180_000n); // 5400 − 3600
    const more = orderTotals(order({ pure_time: '4', discount: '10', has_discount: false }), prices, [worker(1)]);
    expect(more.final_revenue).toBe(220_000n); // 2000 + 10 %
    expect(more.final_profit).toBe(100_000n); // 2200 − 1200
  });

  it('adds the fixed second rate once per line (spec: "+ the second fixed rate")', () => {
    const [e] = workerEarnings(order(), [{ ...worker(7), rate_client2: '1000', rate_individual2: '250.50' }]);
    expect(e).toEqual({ individual_id: 7, revenue: 300_000n, cost: 145_050n });
  });
});
