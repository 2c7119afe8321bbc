import { describe, expect, it } from 'vitest';
import { type AdsProfitInput, adsTaxedProfit } from './ads-profit.rule.ts';

const SPEC =
  'spec "Ads taxed-profit: profit of day minus 0.14 × new-client profit × previous-month revenue ÷ previous-month profit, rounded down"';

describe('adsTaxedProfit', () => {
  it.each<[string, AdsProfitInput, bigint | null]>([
    // 10000 − 0.14 × 2000 × 1 000 000 ÷ 250 000 = 10000 − 1120 = 8880 roubles
    [
      'exact',
      { day_profit: '10000', new_client_profit: '2000', prev_month_revenue: '1000000', prev_month_profit: '250000' },
      888000n,
    ],
    // 100 − 0.14 × 10 × 1000 ÷ 300 = 100 − 4.6666… = 95.3333… → 95.33
    [
      'rounded down',
      { day_profit: '100', new_client_profit: '10', prev_month_revenue: '1000', prev_month_profit: '300' },
      9533n,
    ],
    // 1 − 0.14 × 10 × 1000 ÷ 300 = −3.6666… → −3.67 (down, not towards zero)
    [
      'negative rounds down',
      { day_profit: '1', new_client_profit: '10', prev_month_revenue: '1000', prev_month_profit: '300' },
      -367n,
    ],
    [
      'no new clients',
      { day_profit: '5000.55', new_client_profit: null, prev_month_revenue: '1000', prev_month_profit: '300' },
      500055n,
    ],
    [
      'zero previous-month profit: undefined',
      { day_profit: '100', new_client_profit: '10', prev_month_revenue: '1000', prev_month_profit: '0' },
      null,
    ],
    [
      'previous-month loss: undefined',
      { day_profit: '100', new_client_profit: '10', prev_month_revenue: '1000', prev_month_profit: '-50' },
      null,
    ],
    [
      'kopecks as bigint',
      { day_profit: 10000n, new_client_profit: 10000n, prev_month_revenue: 70000n, prev_month_profit: 14000n },
      3000n,
    ],
  ])(`${SPEC}: %s`, (_name, input, expected) => {
    expect(adsTaxedProfit(input)).toBe(expected);
  });
});
