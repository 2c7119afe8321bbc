import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_WORK_TYPES,
  defaultPassDate,
  followPassDate,
  MAX_MULTI_DATE_DAYS,
  newOrderDates,
  newOrderDefaults,
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

  it('reads a range typed as one text with a hyphen, an en dash or an em dash (issue 22 item 5)', () => {
    for (const text of ['01.03.2027-02.03.2027', '01.03.2027 – 02.03.2027', '01.03.2027 — 02.03.2027'])
      expect(orderDays([text])).toEqual({ ok: true, days: ['2027-03-01', '2027-03-02'] });
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

describe('newOrderDefaults', () => {
  it('spec 01 §2 "New orders default the date to tomorrow"; §9 "Pass date defaults to the day before start_date; pass time 16:00"', () => {
    const d = newOrderDefaults(new Date(2026, 11, 31, 23, 30));
    expect(d.start_date).toBe('2027-01-01');
    expect(d.pass_date).toBe('2026-12-31');
    expect(d.pass_time).toBe('16:00');
  });

  it('spec 01 §9 "Default new-order price work types: 48, 50, 51, 49, 54, 52", in that order', () => {
    expect(newOrderDefaults('2026-11-23').order_prices.map((p) => p.work_type_id)).toEqual([48, 50, 51, 49, 54, 52]);
    expect(newOrderDefaults('2026-11-23').order_prices.every((p) => p.workers_amount === 0)).toBe(true);
  });
});

describe('defaultPassDate / followPassDate', () => {
  it.each([
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    [null, null],
  ])('the day before %s is %s', (start, pass) => {
    expect(defaultPassDate(start)).toBe(pass);
  });

  it.each([
    // [pass_date, old start, new start, expected]
    ['2026-11-23', '2026-11-24', '2026-12-01', '2026-11-30'],
    [null, '2026-11-24', '2026-12-01', '2026-11-30'],
    ['2026-11-20', '2026-11-24', '2026-12-01', '2026-11-20'],
    ['2026-11-23', '2026-11-24', null, null],
  ])('pass %s, start %s → %s gives %s', (pass, from, to, expected) => {
    expect(followPassDate(pass, from, to)).toBe(expected);
  });
});
