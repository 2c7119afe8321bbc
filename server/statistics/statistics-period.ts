import { moscowDate } from '../../core/rules/schedule.rule.ts';

/** A calendar month as [from, to): its first day and the first day of the next, yyyy-MM-dd. */
export interface MonthRange {
  year: number;
  month: number;
  from: string;
  to: string;
}

/** (year, month) moved by `delta` months; month may run past 1–12. */
export function monthRange(year: number, month: number, delta = 0): MonthRange {
  const start = new Date(Date.UTC(year, month - 1 + delta, 1));
  const next = new Date(Date.UTC(year, month + delta, 1));
  return {
    year: start.getUTCFullYear(),
    month: start.getUTCMonth() + 1,
    from: start.toISOString().slice(0, 10),
    to: next.toISOString().slice(0, 10),
  };
}

/** The asked month, or this month in Moscow for what was not asked. */
export function askedMonth(q: { year: number | null; month: number | null }, today = moscowDate()): MonthRange {
  return monthRange(q.year ?? Number(today.slice(0, 4)), q.month ?? Number(today.slice(5, 7)));
}

/** Every day of a month, yyyy-MM-dd. */
export function daysOf(range: MonthRange): string[] {
  const out: string[] = [];
  for (
    let d = new Date(`${range.from}T00:00:00Z`);
    d.toISOString().slice(0, 10) < range.to;
    d.setUTCDate(d.getUTCDate() + 1)
  )
    out.push(d.toISOString().slice(0, 10));
  return out;
}

/** Statistics count formed and counted orders (status 2 and 3), never one the client cancelled. */
export const COUNTED_ORDERS = 'o.status >= 2 and o.client_canceled_at is null';
