import { describe, expect, it } from 'vitest';
import { paymentMethodCode } from './payment-method.rule.ts';

describe('paymentMethodCode', () => {
  it.each([
    [1, 0, 'ст'],
    [1, 500, 'ст'],
    [2, 500, 'к'],
    [3, 0, 'ф'],
    [3, 120, 'ф'],
    [3, 120.5, 'фп'],
    [3, null, 'ф'],
    [2, 121, 'к'],
    [null, 200, ''],
    [9, 0, ''],
  ])(
    "spec \"Payment method short codes: 1 'ст', 2 'к', 3 'ф' (or 'фп' when total work time over 120)\": method %j, %j h → %j",
    (payment_method_id, total_work_time, expected) => {
      expect(paymentMethodCode({ payment_method_id, total_work_time })).toBe(expected);
    },
  );
});
