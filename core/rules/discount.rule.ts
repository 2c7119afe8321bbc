import { decimalToString, mulMoney, parseDecimal } from '../money.ts';

export interface DiscountInput {
  has_discount: boolean;
  /** Percent as stored: a magnitude, its meaning given by has_discount. SQL numeric arrives as a string. */
  discount: number | string | null;
}

/**
 * Spec: 'Discount percent is shown positive when has_discount and negative as a surcharge
 * otherwise'. The stored sign is ignored so a value saved either way displays the same.
 */
export function displayedDiscount({ has_discount, discount }: DiscountInput): number {
  const percent = Math.abs(Number(discount ?? 0));
  // `|| 0` turns -0 into 0 so a zero surcharge never prints as "-0".
  return (has_discount ? percent : -percent) || 0;
}

/**
 * Spec 01 §3: 'discount (percent; a surcharge when has_discount is false)'. The amount in kopecks
 * after the discount (less) or the surcharge (more), rounded once, half away from zero. The factor
 * (100 − signed percent) / 100 is built as an exact decimal, never a float.
 */
export function applyDiscount(kopecks: bigint, input: DiscountInput): bigint {
  const signed = parseDecimal(displayedDiscount(input));
  const hundred = 100n * 10n ** BigInt(signed.scale);
  return mulMoney(kopecks, decimalToString({ value: hundred - signed.value, scale: signed.scale + 2 }));
}
