import { describe, expect, it } from 'vitest';
import { lineAmount, orderMoney, type PriceLine, placesAmount } from './order-cost.rule.ts';
import { billedWorkHours } from './work-time.rule.ts';

const SPEC = 'spec "Cost and revenue = workers_amount × hourly rate × work time + the second fixed rate"';

describe('lineAmount', () => {
  it.each([
    [2, '500', '1000', '4', 500000n],
    [3, '450.50', '0', '4.5', 608175n],
    [1, '333.33', null, '4.25', 141665n],
    [0, '500', '700', '4', 70000n],
    [5, 0, 0, '8', 0n],
    [1, 100n, 1n, '0.5', 51n],
  ])(`${SPEC}: %i × %s × %s h + %s → %s kopecks`, (workers, rate1, rate2, hours, expected) => {
    expect(lineAmount(workers, rate1, rate2, hours)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('rejects workers_amount %s', (workers) => {
    expect(() => lineAmount(workers, '100', '0', '4')).toThrow(RangeError);
  });
});

describe('placesAmount (issue 22 item 13: the second fixed rate for each worker)', () => {
  it('2 workers × 500 ₽/h × 5 h + 1 000 ₽ fixed each is 7 000 ₽, what the two assigned workers come to', () => {
    expect(placesAmount(2, '500', '1000', '5')).toBe(700000n);
    expect(placesAmount(1, '500', '1000', '5') * 2n).toBe(700000n);
    expect(placesAmount(0, '500', '1000', '5')).toBe(0n);
  });
});

describe('orderMoney', () => {
  const loaders: PriceLine = {
    workers_amount: 3,
    rate_client1: '600',
    rate_client2: '500',
    rate_individual1: '400',
    rate_individual2: '0',
  };
  const driver: PriceLine = {
    workers_amount: 1,
    rate_client1: '1200.50',
    rate_client2: null,
    rate_individual1: '900',
    rate_individual2: '300',
  };

  // The fixed rate counts for each worker of the line (issue 22 item 13): 3 × 600 × 4 + 3 × 500.
  it.each<[string, PriceLine[], string, bigint, bigint]>([
    ['one line, minimum 4 h', [loaders], billedWorkHours({ pure_time: 2, trip_time: 1 }), 870000n, 480000n],
    ['two lines, 4.5 h', [loaders, driver], '4.5', 960000n + 540225n, 540000n + 435000n],
    ['no lines', [], '4', 0n, 0n],
  ])(`${SPEC}: %s`, (_name, lines, hours, revenue, cost) => {
    expect(orderMoney(lines, hours)).toEqual({ revenue, cost, profit: revenue - cost });
  });

  it('profit is revenue minus cost and may be negative', () => {
    const loss = { ...loaders, rate_client1: '100', rate_client2: '0' };
    expect(orderMoney([loss], '4').profit).toBe(120000n - 480000n);
  });
});
