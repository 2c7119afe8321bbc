import { describe, expect, it } from 'vitest';
import { monthPeriod, periodDays, periodText, readPeriod, shiftPeriod } from './report-period.ts';

// Issue 13 item 6: 'period pickers by keyboard'; `[` and `]` step a month, the field takes dd.MM.yyyy.
describe('report periods', () => {
  it.each([
    ['2026-11-23', 0, '2026-11-01', '2026-11-30'],
    ['2026-11-23', -1, '2026-10-01', '2026-10-31'],
    ['2026-01-15', -1, '2025-12-01', '2025-12-31'],
    ['2026-12-31', 1, '2027-01-01', '2027-01-31'],
    ['2028-01-31', 1, '2028-02-01', '2028-02-29'],
    ['2026-03-29', 0, '2026-03-01', '2026-03-31'],
  ])('month of %s shifted by %i is %s – %s', (day, delta, from, to) => {
    expect(monthPeriod(day, delta)).toEqual({ from, to });
  });

  it('steps from the month a custom period starts in', () => {
    expect(shiftPeriod({ from: '2026-11-10', to: '2026-12-05' }, 1)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('lists every day of the period, both ends included', () => {
    expect(periodDays({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodDays(monthPeriod('2026-10-05'))).toHaveLength(31);
  });

  it('reads typed dates and says in Russian what is wrong', () => {
    expect(readPeriod('01.11.2026', ' 15.11.2026 ')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(readPeriod('31.02.2026', '01.03.2026')).toBe('Дата «с»: нужна дата дд.мм.гггг, введено «31.02.2026»');
    expect(readPeriod('01.11.2026', 'завтра')).toBe('Дата «по»: нужна дата дд.мм.гггг, введено «завтра»');
    expect(readPeriod('10.11.2026', '09.11.2026')).toBe('Дата «по» раньше даты «с»');
    expect(readPeriod('01.01.2025', '01.01.2027')).toMatch(/длиннее года/);
    expect(periodText({ from: '2026-11-01', to: '2026-11-30' })).toBe('01.11.2026 – 30.11.2026');
  });
});
