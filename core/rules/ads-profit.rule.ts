import { type MoneyInput, toKopecks } from '../money.ts';

export interface AdsProfitInput {
  day_profit: MoneyInput;
  new_client_profit: MoneyInput;
  prev_month_revenue: MoneyInput;
  prev_month_profit: MoneyInput;
}

/** 0.14 as a fraction, so the whole formula stays in integers. */
const TAX_NUM = 14n;
const TAX_DEN = 100n;

/**
 * Spec: 'Ads taxed-profit: profit of day minus 0.14 × new-client profit × previous-month revenue ÷
 * previous-month profit, rounded down'. Kopecks in, kopecks out: the exact fraction is floored
 * once, towards minus infinity, so a loss never looks smaller than it is.
 *
 * The revenue ÷ profit ratio scales new-client profit up to revenue; it means nothing when the
 * previous month made no profit (division by zero, or a loss flipping the sign), so then the
 * result is null and the statistics show no figure instead of a made-up one.
 */
export function adsTaxedProfit(input: AdsProfitInput): bigint | null {
  const prevProfit = toKopecks(input.prev_month_profit);
  if (prevProfit <= 0n) return null;
  const den = TAX_DEN * prevProfit;
  const num =
    toKopecks(input.day_profit) * den -
    TAX_NUM * toKopecks(input.new_client_profit) * toKopecks(input.prev_month_revenue);
  // bigint division truncates towards zero; step down once more for negative inexact results.
  const q = num / den;
  return num % den !== 0n && num < 0n ? q - 1n : q;
}
