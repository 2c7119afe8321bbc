import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card-mask.rule.ts';

// Issue 13 item 3: 'card data masked except for users with `transactions`', shown like «•••• 1234».
describe('maskCardNumber', () => {
  it.each([
    ['4276 1234 5678 9012', '•••• 9012'],
    ['4276123456789012', '•••• 9012'],
    ['2200-7001-2345-6789', '•••• 6789'],
    ['123', '••••'],
    ['', ''],
    [null, null],
  ])('%s → %s', (input, masked) => {
    expect(maskCardNumber(input)).toBe(masked);
  });
});
