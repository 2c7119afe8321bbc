export interface DiscountInput {
  has_discount: boolean;
  /** Percent as stored: a magnitude, its meaning given by has_discount. */
  discount: number | null;
}

/**
 * Spec: 'Discount percent is shown positive when has_discount and negative as a surcharge
 * otherwise'. The stored sign is ignored so a value saved either way displays the same.
 */
export function displayedDiscount({ has_discount, discount }: DiscountInput): number {
  const percent = Math.abs(discount ?? 0);
  // `|| 0` turns -0 into 0 so a zero surcharge never prints as "-0".
  return (has_discount ? percent : -percent) || 0;
}
