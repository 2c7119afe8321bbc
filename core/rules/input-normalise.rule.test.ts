import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  type DigitsOptions,
  digitsOnly,
  type NumberBounds,
  normalisePhone,
} from './input-normalise.rule.ts';

describe('normalisePhone', () => {
  it.each([
    ['8 (916) 123-45-67', '79161234567'],
    ['+7 916 123 45 67', '79161234567'],
    ['9161234567', '79161234567'],
    ['(916)123-45-67', '79161234567'],
    ['79161234567', '79161234567'],
    ['89161234567', '79161234567'],
    ['8 800 555 35 35', '78005553535'],
    ['800 555 35 35', '78005553535'],
    ['123', '123'],
    ['', ''],
  ])(
    'spec "Phone input normalises pasted numbers to begin with 7 (leading 8 becomes 7; 10 digits get a 7 prefix)": %j → %j',
    (input, expected) => {
      expect(normalisePhone(input)).toBe(expected);
    },
  );
});

describe('clampNumber', () => {
  it.each<[number, NumberBounds, number]>([
    [5, { min: 1, max: 10 }, 5],
    [0, { min: 1, max: 10 }, 1],
    [11, { min: 1, max: 10 }, 10],
    [4.4, {}, 4],
    [4.5, {}, 5],
    [4.3, { step: 0.5 }, 4.5],
    [0.3, { step: 0.1 }, 0.3],
    [0.29, { step: 0.1 }, 0.3],
    [7, { min: 1, step: 5 }, 6],
    [100, { max: 42, step: 5 }, 42],
    [Number.NaN, { min: 3 }, 3],
    [Number.NaN, {}, 0],
    [-3, {}, -3],
  ])('spec "Number inputs: min, max, step default 1, value clamped": %s with %j → %s', (value, bounds, expected) => {
    expect(clampNumber(value, bounds)).toBe(expected);
  });
});

describe('digitsOnly', () => {
  it.each<[string, DigitsOptions, string]>([
    ['12a3', {}, '123'],
    ['-1 234', {}, '1234'],
    ['12.5', {}, '125'],
    ['12.5', { decimals: true }, '12,5'],
    ['1,2.5', { decimals: true }, '1,25'],
    ['12,', { decimals: true }, '12,'],
    [',', { decimals: true }, ','],
    ['150', { max: 100 }, '100'],
    ['0', { min: 1 }, '1'],
    ['5', { min: 1, max: 10 }, '5'],
    ['0,25', { decimals: true, min: 0.5 }, '0,5'],
    ['abc', { min: 1 }, ''],
  ])(
    'spec "Digit-only inputs strip non-digits (decimals optionally) and clamp": %j with %j → %j',
    (text, options, expected) => {
      expect(digitsOnly(text, options)).toBe(expected);
    },
  );
});
