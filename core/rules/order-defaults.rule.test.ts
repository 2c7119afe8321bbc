import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_WORK_TYPES,
  MAX_MULTI_DATE_DAYS,
  newOrderDates,
  orderDays,
  passDateFor,
} from './order-defaults.rule.ts';

describe('new order defaults (spec 01 §9)', () => {
  it('"Default order date tomorrow"; "Pass date defaults to the day before start_date; pass time 16:00"', () => {
    expect(newOrderDates('2026-12-31')).toEqual({
      start_date: '2027-01-01',
      start_time: '09:00',
      pass_date: '2026-12-31',
      pass_time: '16:00',
    });
    expect(passDateFor('2027-03-01')).toBe('2027-02-28');
  });

  it('"Default new-order price work types: 48, 50, 51, 49, 54, 52"', () => {
    expect(DEFAULT_PRICE_WORK_TYPES).toEqual([48, 50, 51, 49, 54, 52]);
  });
});

describe('orderDays (DESIGN.md §8 "Multi-date orders create one order per day of each range")', () => {
  it('gives every day of every range once, in order', () => {
    expect(
      orderDays([
        ['30.12.2026', '01.01.2027'],
        ['05.01.2027', '05.01.2027'],
        ['31.12.2026', '31.12.2026'],
      ]),
    ).toEqual({
      ok: true,
      days: ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-05'],
    });
    expect(orderDays([['2027-02-01', '2027-02-02']])).toEqual({ ok: true, days: ['2027-02-01', '2027-02-02'] });
  });

  it.each([
    [[], 'Укажите хотя бы один период дат'],
    [null, 'Укажите хотя бы один период дат'],
    [[['31.02.2027', '01.03.2027']], 'Период 1: нужны две даты в виде дд.мм.гггг'],
    [[['01.03.2027', '02.03.2027'], 'вчера'], 'Период 2: нужны две даты в виде дд.мм.гггг'],
    [[['05.03.2027', '01.03.2027']], 'Период 1: дата начала позже даты окончания'],
    [[['01.01.2027', '31.12.2027']], `Не больше ${MAX_MULTI_DATE_DAYS} дней за одно сохранение`],
  ])('refuses %j: %s', (input, message) => {
    expect(orderDays(input)).toEqual({ ok: false, message });
  });
});
