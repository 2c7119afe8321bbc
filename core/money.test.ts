import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRoubles,
  kopecksToDecimalString,
  MoneyParseError,
  mulMoney,
  parseDecimal,
  parseMoney,
  sumMoney,
} from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['1234.5', 123450n],
    ['1 234,50', 123450n],
    ['1\u00a0234,50', 123450n],
    ['-0,01', -1n],
    ['\u22125', -500n],
    ['+7', 700n],
    ['.5', 50n],
    ['12.', 1200n],
    ['1.005', 101n],
    ['-1.005', -101n],
    ['1.0049', 100n],
    [1234.5, 123450n],
    [1.005, 101n],
    [0.1 + 0.2, 30n],
    [1e21, 100000000000000000000000n],
    [1e-7, 0n],
    [-2.5e-3, 0n],
    [null, 0n],
    [undefined, 0n],
    ['  ', 0n],
  ])('spec "decimal separator comma, group separator space": %j → %s kopecks', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each(['abc', '1,234.50', '1e5', '12..3', '-', ',', '1-2', 'NaN'])('rejects garbage %j', (input) => {
    expect(() => parseMoney(input)).toThrow(MoneyParseError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects non-finite number %s', (input) => {
    expect(() => parseMoney(input)).toThrow(/Неверная сумма/);
  });
});

describe('kopecksToDecimalString', () => {
  it.each([
    [123450n, '1234.50'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [0n, '0.00'],
    [-100000n, '-1000.00'],
  ])('%s → %s', (k, expected) => {
    expect(kopecksToDecimalString(k)).toBe(expected);
  });

  it('round-trips through parseMoney for any kopecks', () => {
    fc.assert(fc.property(fc.bigInt(), (k) => parseMoney(kopecksToDecimalString(k)) === k));
  });
});

describe('sumMoney', () => {
  it('"money is never summed in floats": ten times 0.1 is exactly 1', () => {
    expect(sumMoney(Array(10).fill('0.1'))).toBe(100n);
  });

  it('mixes kopecks (bigint) and roubles (string, number, null)', () => {
    expect(sumMoney([150n, '2,50', 3, null])).toBe(150n + 250n + 300n);
  });

  it('is empty-safe', () => {
    expect(sumMoney([])).toBe(0n);
  });
});

describe('mulMoney', () => {
  it.each([
    [50000n, '4.5', 225000n],
    [33333n, 3, 99999n],
    [1n, '0.5', 1n],
    [-1n, '0.5', -1n],
    [1n, '0.49', 0n],
    [-3n, '0.5', -2n],
    [1000n, '1,25', 1250n],
    [99999n, 0.1, 10000n],
  ])('%s × %s → %s (half away from zero)', (k, factor, expected) => {
    expect(mulMoney(k, factor)).toBe(expected);
  });

  it('throws on a garbage factor', () => {
    expect(() => mulMoney(100n, 'четыре')).toThrow(MoneyParseError);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['4.50', { value: 450n, scale: 2 }],
    [0.25, { value: 25n, scale: 2 }],
    ['-3', { value: -3n, scale: 0 }],
  ])('%j → %o', (input, expected) => {
    expect(parseDecimal(input)).toEqual(expected);
  });
});

describe('formatRoubles', () => {
  it.each([
    [123450n, '1 234,50'],
    ['1234567.8', '1 234 567,80'],
    [-123450n, '-1 234,50'],
    [0n, '0,00'],
    [99n, '0,99'],
    [100000n, '1 000,00'],
    [null, '0,00'],
  ])('spec "decimal separator comma, group separator space": %s → %s', (v, expected) => {
    expect(formatRoubles(v)).toBe(expected);
  });

  it('uses a plain U+0020 space, not a no-break space', () => {
    expect(formatRoubles(100000n).charCodeAt(1)).toBe(0x20);
  });

  it('reads back through parseMoney', () => {
    fc.assert(fc.property(fc.bigInt(), (k) => parseMoney(formatRoubles(k)) === k));
  });
});
