import { describe, expect, it } from 'vitest';
import { countOf, nouns, plural } from './plural.ts';

// Issue 9, item 6: 'Russian plural agreement in every CLI message that prints a count
// («1 строка», «3 строки», «5 строк»)'.
describe('plural', () => {
  const cases: [number | bigint, string][] = [
    [0, 'строк'],
    [1, 'строка'],
    [2, 'строки'],
    [4, 'строки'],
    [5, 'строк'],
    [11, 'строк'],
    [12, 'строк'],
    [14, 'строк'],
    [21, 'строка'],
    [22, 'строки'],
    [25, 'строк'],
    [101, 'строка'],
    [111, 'строк'],
    [112, 'строк'],
    [1001, 'строка'],
    [-1, 'строка'],
    [-3, 'строки'],
    [-11, 'строк'],
    [1_000_000, 'строк'],
    [2_000_000_002, 'строки'],
    [123_456_789_012_345_678_901n, 'строка'],
    [1.5, 'строки'],
  ];
  it.each(cases)('%s → %s', (n, form) => {
    expect(plural(n, nouns.row)).toBe(form);
  });
});

describe('countOf', () => {
  it.each([
    [1, '1 запись'],
    [3, '3 записи'],
    [5, '5 записей'],
    [21, '21 запись'],
    [1234, '1 234 записи'],
    [-25, '-25 записей'],
    [1_000_000, '1 000 000 записей'],
  ])('%s → %s', (n, text) => {
    expect(countOf(n, nouns.record)).toBe(text);
  });
});
