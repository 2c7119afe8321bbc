import { officeToday } from '../format.ts';
import { readDate } from '../resources/fields/coerce.ts';
import type { Conflict } from '../actions/defs/schedule.actions.ts';

// Spec 02 §3 'Schedule (gantt item): start, end, work_time, brigade, territory, managers; default
// start 12:00 and default work time 1 hour; orders with status 1 or without status are skipped.'
export const DEFAULT_START_TIME = '12:00';
export const DEFAULT_WORK_HOURS = 1;

const DAY_MS = 86_400_000;

/** Today's date in Moscow (UTC+3 all year), the office's calendar whatever the machine's zone. */
export function moscowDate(now = new Date()): string {
  return officeToday(now);
}

/** 'yyyy-MM-dd' plus n days (calendar arithmetic in UTC, so no time zone moves a day). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Spec 01: 'Schedule day needs a start_date of 10 characters, otherwise it becomes today'. A
 * 10-character text that is no date is an error (undefined), not silently today.
 */
export function scheduleDate(startDate: string | undefined, today: string): string | undefined {
  if (startDate === undefined || startDate.length !== 10) return today;
  const iso = readDate(startDate);
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : undefined;
}

/** The four days the daily schedule offers (spec 02: 'yesterday, today, tomorrow, day after tomorrow'). */
export function scheduleDayChoices(today: string): { date: string; label: string }[] {
  return ['Вчера', 'Сегодня', 'Завтра', 'Послезавтра'].map((label, i) => ({ date: addDays(today, i - 1), label }));
}

/** Monday to Sunday of the week holding `date` (spec 01: 'week starts Monday'). */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/** Orders with no status or a preliminary one (0, 1) are not on the chart. */
export function onSchedule(status: number | null): boolean {
  return status !== null && status >= 2;
}

/** Minutes since 1970-01-01 of a wall-clock 'yyyy-MM-dd' and 'HH:mm' (no zone: all times are Moscow's). */
export function wallMinutes(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00Z`) / 60_000;
}

export function wallText(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16);
}

export interface BarTimes {
  start: string;
  end: string;
  work_time: number;
}

/** A bar's start and end: the order's date and time (default 12:00) plus its work time (default 1 h). */
export function barTimes(startDate: string, startTime: string | null, approxHours: number | null): BarTimes {
  const work = approxHours !== null && approxHours > 0 ? approxHours : DEFAULT_WORK_HOURS;
  const from = wallMinutes(startDate, (startTime ?? DEFAULT_START_TIME).slice(0, 5));
  return { start: wallText(from), end: wallText(from + Math.round(work * 60)), work_time: work };
}

/**
 * Issue 10 item 7: 'conflicts (one worker on two overlapping orders) are drawn'. Two bars overlap
 * when each starts before the other ends; one ending as the next starts is no conflict.
 */
export function findConflicts(bars: { order_id: number; start: string; end: string; workers: number[] }[]): Conflict[] {
  const byWorker = new Map<number, { order_id: number; start: string; end: string }[]>();
  for (const bar of bars)
    for (const w of new Set(bar.workers)) {
      const list = byWorker.get(w);
      if (list) list.push(bar);
      else byWorker.set(w, [bar]);
    }
  const out: Conflict[] = [];
  for (const [individual_id, list] of byWorker) {
    list.sort((a, b) => a.start.localeCompare(b.start) || a.order_id - b.order_id);
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length && list[j].start < list[i].end; j++)
        out.push({ individual_id, order_ids: [list[i].order_id, list[j].order_id] });
  }
  return out.sort((a, b) => a.individual_id - b.individual_id || a.order_ids[0] - b.order_ids[0]);
}
