import { addDays } from './schedule.rule.ts';

export type RefusePeriod = 'today' | 'week' | 'month';

/**
 * Spec 02 §4 'Refusers move between today, week and month lists': a worker is in the list of his
 * latest refusal's age, so he moves on as days pass. today: refused today; week: 1–6 days ago;
 * month: 7–29 days ago (docs/decisions.md «Issue 21: refusals»). Dates yyyy-MM-dd, inclusive.
 */
export function refusePeriodRange(period: RefusePeriod, today: string): { from: string; to: string } {
  if (period === 'today') return { from: today, to: today };
  if (period === 'week') return { from: addDays(today, -6), to: addDays(today, -1) };
  return { from: addDays(today, -29), to: addDays(today, -7) };
}

/** The list a refusal date puts a worker in, or null when it is 30 days old or more. */
export function refusePeriodOf(lastRefusedOn: string, today: string): RefusePeriod | null {
  for (const period of ['today', 'week', 'month'] as const) {
    const { from, to } = refusePeriodRange(period, today);
    if (lastRefusedOn >= from && lastRefusedOn <= to) return period;
  }
  return null;
}
