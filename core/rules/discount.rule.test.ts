import { describe, expect, it } from 'vitest';
import { applyDiscount, displayedDiscount } from './discount.rule.ts';

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

describe('applyDiscount', () => {
  it.each([
    // Spec 01 §3: 'discount (percent; a surcharge when has_discount is false)'.
    [100_000n, true, '10.00', 90_000n],
    [100_000n, false, '10.00', 110_000n],
    [100_000n, true, null, 100_000n],
    [100_000n, true, '100', 0n],
    [333n, true, '12.5', 291n], // 291.375 kopecks → 291
    [1_000n, false, '0.05', 1_001n], // 1000.5 → 1001, half away from zero
    [99_999n, true, '33.33', 66_669n], // 66669.3333 → 66669
  ])('%s kopecks, has_discount %s, discount %j → %s', (amount, has_discount, discount, expected) => {
    expect(applyDiscount(amount, { has_discount, discount })).toBe(expected);
  });
});
