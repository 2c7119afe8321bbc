import { describe, expect, it } from 'vitest';
import { defaultPassDate, followPassDate, newOrderDefaults } from './order-defaults.rule.ts';

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
