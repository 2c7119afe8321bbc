import { describe, expect, it } from 'vitest';
import { cellFormats } from './cell-formats.ts';

const today = '2026-11-23';

describe('cell formats', () => {
  it('spec 01 §3 "age": the birth date with the full years', () => {
    expect(cellFormats.age.format('1990-03-12', {}, '12.03.1990', today)).toBe('12.03.1990 (36 лет)');
    expect(cellFormats.age.format('2004-12-01', {}, '01.12.2004', today)).toBe('01.12.2004 (21 год)');
    expect(cellFormats.age.format(null, {}, '', today)).toBe('');
  });

  it('spec 01 §9 "Beginner worker: applied less than 30 days ago"', () => {
    expect(cellFormats.beginner.format('2026-11-01', {}, '01.11.2026', today)).toBe('01.11.2026 · новичок');
    expect(cellFormats.beginner.format('2026-10-25', {}, '25.10.2026', today)).toBe('25.10.2026 · новичок');
    expect(cellFormats.beginner.format('2026-10-24', {}, '24.10.2026', today)).toBe('24.10.2026');
  });

  it.each([
    [1, null, 'ст'],
    [2, '300', 'к'],
    [3, '120', 'ф'],
    [3, '120.5', 'фп'],
  ])("spec 01 §9 payment method %j with %j hours reads '%s'", (method, hours, code) => {
    expect(cellFormats.paymentMethodCode.format(method, { total_work_time: hours }, '', today)).toBe(code);
  });

  it('a card active-until date reads as month and year', () => {
    expect(cellFormats.monthYear.format('2027-11-30', {}, '30.11.2027', today)).toBe('11.2027');
  });
});
