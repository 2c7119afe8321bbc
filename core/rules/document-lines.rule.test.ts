import { describe, expect, it } from 'vitest';
import { documentLineProblems, linesTotal, productLineAmount } from './document-lines.rule.ts';

// Issue 24: 'an act's and an account's printed lines always sum to their stored amount (derive the
// amount from the lines, or refuse lines that disagree, with a Russian 422)'.
describe('productLineAmount: what one line bills', () => {
  it.each([
    [{ quantity: '2', price: '300.00', amount: null }, 60000n],
    [{ quantity: '2.5', price: '333.33', amount: null }, 83333n], // 833,325 → 833,33 (half away from zero)
    [{ quantity: null, price: '150', amount: '' }, 15000n],
    [{ quantity: '3', price: null, amount: '99.90' }, 9990n],
    [{ quantity: '1', price: null, amount: null }, null],
  ])('%o → %s kopecks', (line, kopecks) => {
    expect(productLineAmount(line)).toBe(kopecks);
  });
});

describe('documentLineProblems', () => {
  const lines = [
    { quantity: '2', price: '300.00', amount: null },
    { quantity: '1', price: '234.50', amount: '234.50' },
  ];
  it('accepts lines that add up to the amount, in any money form', () => {
    expect(linesTotal(lines)).toBe(83450n);
    expect(documentLineProblems('834.50', lines, 'счёта')).toEqual([]);
    expect(documentLineProblems('834,5', lines, 'счёта')).toEqual([]);
    expect(documentLineProblems(83450n, [], 'счёта')).toEqual([]);
  });
  it("refuses the issue's example: lines 2 × 300,00 on an account of 1 000,00", () => {
    expect(documentLineProblems('1000', [lines[0]], 'счёта')).toEqual([
      {
        index: null,
        field: null,
        message: 'в сумме 600,00, а сумма счёта 1 000,00: документ печатает строки, исправьте строки или сумму',
      },
    ]);
  });
  it('names a line without a sum and a line whose sum is not price × quantity, before the total', () => {
    expect(
      documentLineProblems(
        '1',
        [
          { quantity: '1', price: null, amount: null },
          { quantity: '2.500', price: '100', amount: '200' },
        ],
        'акта',
      ),
    ).toEqual([
      { index: 0, field: 'amount', message: 'укажите цену или сумму' },
      { index: 1, field: 'amount', message: 'не равна цене × количество: 2,5 × 100,00 = 250,00' },
    ]);
  });
});
