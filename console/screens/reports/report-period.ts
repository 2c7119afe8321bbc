import { formatDate, parseRuDate } from '../../../core/format.ts';

/** A report's period: two yyyy-MM-dd days, both included. */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
// Calendar arithmetic in UTC: a local Date would shift a day across a daylight-saving change.
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The whole calendar month `delta` months from the month of `day`. */
export function monthPeriod(day: string, delta = 0): Period {
  const d = utc(day);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + delta;
  return { from: iso(new Date(Date.UTC(year, month, 1))), to: iso(new Date(Date.UTC(year, month + 1, 0))) };
}

/** `[` and `]`: the month before or after the one the period starts in. */
export const shiftPeriod = (period: Period, delta: number): Period => monthPeriod(period.from, delta);

/** Every day of the period, in order (the chart's axis). */
export function periodDays({ from, to }: Period): string[] {
  const days: string[] = [];
  for (let d = utc(from); iso(d) <= to && days.length < 400; d = new Date(d.getTime() + 86_400_000)) days.push(iso(d));
  return days;
}

export const periodText = ({ from, to }: Period) => `${formatDate(from)} – ${formatDate(to)}`;

/** The two typed dates (dd.MM.yyyy) as a period, or the Russian reason they are not one. */
export function readPeriod(fromText: string, toText: string): Period | string {
  const from = parseRuDate(fromText);
  if (!from) return `Дата «с»: нужна дата дд.мм.гггг, введено «${fromText.trim()}»`;
  const to = parseRuDate(toText);
  if (!to) return `Дата «по»: нужна дата дд.мм.гггг, введено «${toText.trim()}»`;
  if (to < from) return 'Дата «по» раньше даты «с»';
  if (periodDays({ from, to }).length > 366) return 'Период длиннее года: выберите не больше 366 дней';
  return { from, to };
}
