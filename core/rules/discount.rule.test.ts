import { describe, expect, it } from 'vitest';
import { displayedDiscount } from './discount.rule.ts';

describe('displayedDiscount', () => {
  it.each([
    [true, 10, 10],
    [false, 10, -10],
    [true, -5, 5],
    [false, -5, -5],
    [false, 2.5, -2.5],
    [true, null, 0],
    [false, 0, 0],
  ])(
    'spec "Discount percent is shown positive when has_discount and negative as a surcharge otherwise": has_discount %s, discount %j → %s',
    (has_discount, discount, expected) => {
      expect(Object.is(displayedDiscount({ has_discount, discount }), expected)).toBe(true);
    },
  );
});
