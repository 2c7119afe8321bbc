import { describe, expect, it } from 'vitest';
import { vatIncluded, vatLine } from './vat.rule.ts';

// Issue 12 item 4: 'the VAT line as configured' — «Без НДС» or «В том числе НДС 20%: …» in kopecks.
describe('vatIncluded: the VAT inside a gross total, computed in kopecks', () => {
  it.each<[bigint, number, bigint]>([
    [120000n, 20, 20000n],
    [123450n, 20, 20575n],
    [100n, 20, 17n], // 16,67 kopecks rounds to 17
    [1n, 20, 0n],
    [11000n, 10, 1000n],
    [-120000n, 20, -20000n],
  ])('%s kopecks at %s%% → %s', (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });
});

describe('vatLine', () => {
  it('says «Без НДС» when the entity has no rate', () => {
    expect(vatLine(123450n, null)).toBe('Без НДС');
    expect(vatLine(123450n, 0)).toBe('Без НДС');
  });
  it('names the rate and the VAT inside the total in money format', () => {
    expect(vatLine(123450n, 20)).toBe('В том числе НДС 20%: 205,75');
    expect(vatLine(12345600n, 20)).toBe('В том числе НДС 20%: 20 576,00');
  });
});
