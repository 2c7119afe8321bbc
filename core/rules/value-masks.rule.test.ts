import { describe, expect, it } from 'vitest';
import { isMaskedText, maskValue, termLooksLike } from './value-masks.rule.ts';

// Issue 20 item 4: 'card numbers are masked for users without `transactions` («•••• 2696»)'; passports
// and phones of workers likewise for the groups docs/decisions.md names.
describe('maskValue', () => {
  it.each([
    ['card', '2202 2012 3456 2696', '•••• 2696'],
    ['card', '123', '••••'],
    ['phone', '+7 926 144-59-56', '+7 ••• •••-59-56'],
    ['phone', '8 (926) 144-59-56', '+7 ••• •••-59-56'],
    ['phone', '+380 44 123 45 67', '•••• 4567'],
    ['phone', '12', '••••'],
    ['passport', '4506', '••••'],
    ['passport', '123456', '•••• 56'],
    ['passport', 'FA 1234567', '•••• 67'],
  ] as const)('%s %s → %s', (kind, value, masked) => {
    expect(maskValue(kind, value)).toBe(masked);
    expect(isMaskedText(maskValue(kind, value))).toBe(true);
  });

  it('keeps empty values empty', () => {
    expect(maskValue('card', null)).toBeNull();
    expect(maskValue('phone', '')).toBe('');
  });
});

describe('termLooksLike', () => {
  it.each([
    ['phone', '926 144', true],
    ['phone', '+7 (926)', true],
    ['phone', '12', false],
    ['phone', 'Иванов', false],
    ['card', '2696', true],
    ['card', '26', false],
    ['passport', '4506', true],
    ['passport', 'FA12', true],
    ['passport', 'ул. Ленина 5', false],
    ['passport', '+7 926 144-59-56', false],
    ['passport', '4506 123456', true],
    ['passport', 'Петров', false],
  ] as const)('%s: «%s» → %s', (kind, term, looks) => {
    expect(termLooksLike[kind](term)).toBe(looks);
  });
});
