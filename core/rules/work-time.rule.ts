import { type Decimal, decimalToString, parseDecimal } from '../money.ts';

/** Spec: 'Minimum billed work time of an order: 4 hours'. */
export const MIN_BILLED_HOURS = 4;

export interface WorkTimeInput {
  pure_time: string | number | null | undefined;
  trip_time: string | number | null | undefined;
  /** Hours an order beyond the ring road adds to the minimum (its MKAD city's add_hour; commute.rule.ts). */
  add_hour?: string | number | null;
}

const hours = (v: string | number | null | undefined): Decimal =>
  v == null || v === '' ? parseDecimal(0) : parseDecimal(v);

/**
 * Billed hours as an exact decimal string ('4', '4.5', '7.25'): pure_time plus trip_time, or the
 * minimum if less: 4 hours, plus the MKAD city's add_hour for an order beyond the ring road. Added
 * in scaled integers so 0.1 + 0.2 hours is '0.3', and the string feeds `mulMoney` without a float
 * in between. A missing time counts as 0 (the minimum applies).
 */
export function billedWorkHours({ pure_time, trip_time, add_hour }: WorkTimeInput): string {
  const a = hours(pure_time);
  const b = hours(trip_time);
  const extra = hours(add_hour);
  const scale = Math.max(a.scale, b.scale, extra.scale);
  const lift = (d: Decimal) => d.value * 10n ** BigInt(scale - d.scale);
  const sum = lift(a) + lift(b);
  const minimum = BigInt(MIN_BILLED_HOURS) * 10n ** BigInt(scale) + lift(extra);
  const text = decimalToString({ value: sum < minimum ? minimum : sum, scale });
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
