import { describe, expect, it } from 'vitest';
import { refusePeriodOf, refusePeriodRange } from './refuse-period.rule.ts';

describe('refusers move between today, week and month lists (spec 02 §4)', () => {
  const today = '2026-11-26';
  it.each([
    ['2026-11-26', 'today'],
    ['2026-11-25', 'week'],
    ['2026-11-20', 'week'],
    ['2026-11-19', 'month'],
    ['2026-10-28', 'month'],
    ['2026-10-27', null],
  ])('last refusal %s → %s', (date, period) => {
    expect(refusePeriodOf(date, today)).toBe(period);
  });

  it('gives the ranges without gaps or overlaps', () => {
    expect(refusePeriodRange('week', today)).toEqual({ from: '2026-11-20', to: '2026-11-25' });
    expect(refusePeriodRange('month', today)).toEqual({ from: '2026-10-28', to: '2026-11-19' });
  });
});
