import { addDays } from 'date-fns/addDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { isoDate, parseRuDate, toDate, tomorrow } from '../format.ts';
import { splitDateRange } from './date-range.rule.ts';

/** Spec 01 §9: 'Default new-order price work types: 48, 50, 51, 49, 54, 52', in this order. */
export const DEFAULT_PRICE_WORK_TYPES = [48, 50, 51, 49, 54, 52] as const;

/** Spec 01 §9: 'Work type 52 denotes driver work with an instrument type': its line always names a vehicle. */
export const DRIVER_WORK_TYPE = 52;

/** Spec 01 §9: 'pass time 16:00'. */
export const DEFAULT_PASS_TIME = '16:00';

/** Not in the spec: a new order's start time, the usual start of a working day (docs/decisions.md). */
export const DEFAULT_START_TIME = '09:00';

/** Spec 01 §9: 'Pass date defaults to the day before start_date'. */
export function passDateFor(start_date: string): string {
  return isoDate(addDays(toDate(start_date), -1));
}

/** Spec 01 §9: 'Default order date tomorrow' (`today` is the office's day, passed in). */
export function newOrderDates(today: string) {
  const start_date = tomorrow(today);
  return {
    start_date,
    start_time: DEFAULT_START_TIME,
    pass_date: passDateFor(start_date),
    pass_time: DEFAULT_PASS_TIME,
  };
}

/** At most this many days in one multi-date save: two months of daily orders. */
export const MAX_MULTI_DATE_DAYS = 62;

export type OrderDays = { ok: true; days: string[] } | { ok: false; message: string };

/** A calendar day given as dd.MM.yyyy (the spec's form) or yyyy-MM-dd (the wire's), as yyyy-MM-dd; null otherwise. */
export function parseDay(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? parseRuDate(v.split('-').reverse().join('.')) : parseRuDate(v);
}

/**
 * Spec 01 §5: 'A date-range entry is two parts in day.month.year form'; DESIGN.md §8 'Multi-date
 * orders create one order per day of each range'. The days in order, each once; an empty or
 * malformed list is refused (the spec's client 'does nothing' on an empty range, so the server
 * must not create a lone order instead).
 */
export function orderDays(start_dates: unknown): OrderDays {
  if (!Array.isArray(start_dates) || start_dates.length === 0)
    return { ok: false, message: 'Укажите хотя бы один период дат' };
  const days = new Set<string>();
  for (const [i, entry] of start_dates.entries()) {
    // A pair, or one typed range «01.12.2026-05.12.2026» (any of the three dashes, issue 22 item 5).
    const pair = Array.isArray(entry) ? entry : typeof entry === 'string' ? (splitDateRange(entry) ?? []) : [];
    const from = parseDay(pair[0]);
    const to = parseDay(pair[1] ?? pair[0]);
    if (pair.length < 1 || pair.length > 2 || !from || !to)
      return { ok: false, message: `Период ${i + 1}: нужны две даты в виде дд.мм.гггг` };
    if (from > to) return { ok: false, message: `Период ${i + 1}: дата начала позже даты окончания` };
    if ((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000 >= MAX_MULTI_DATE_DAYS)
      return { ok: false, message: `Не больше ${MAX_MULTI_DATE_DAYS} дней за одно сохранение` };
    for (const d of eachDayOfInterval({ start: toDate(from), end: toDate(to) })) days.add(isoDate(d));
    if (days.size > MAX_MULTI_DATE_DAYS)
      return { ok: false, message: `Не больше ${MAX_MULTI_DATE_DAYS} дней за одно сохранение` };
  }
  return { ok: true, days: [...days].sort() };
}

/** Spec 01 §9: 'Pass date defaults to the day before start_date'. */
export function defaultPassDate(start_date: string | null | undefined): string | null {
  return start_date ? passDateFor(start_date) : null;
}

export interface DefaultPriceLine {
  work_type_id: number;
  /** Zero: a default line offers the work type; the dispatcher says how many workers it needs. */
  workers_amount: number;
  instrument_types_amount: number;
}

export interface NewOrderDefaults {
  start_date: string;
  pass_date: string | null;
  pass_time: string;
  order_prices: DefaultPriceLine[];
}

/**
 * What a new order starts with (spec 01 §2 'New orders default the date to tomorrow', §9 pass date
 * and time, default price work types). The console prefills a new card with it and the server
 * fills the same on a create that leaves them out. `today` is passed in to keep this pure.
 */
export function newOrderDefaults(today: Date | string): NewOrderDefaults {
  const start_date = tomorrow(today);
  return {
    start_date,
    pass_date: defaultPassDate(start_date),
    pass_time: DEFAULT_PASS_TIME,
    order_prices: DEFAULT_PRICE_WORK_TYPES.map((work_type_id) => ({
      work_type_id,
      workers_amount: 0,
      instrument_types_amount: 0,
    })),
  };
}

/**
 * The pass date after the start date changes: it follows the new start while it still is the
 * default of the old one (or empty); a date the dispatcher chose stays.
 */
export function followPassDate(
  pass_date: string | null | undefined,
  old_start: string | null | undefined,
  new_start: string | null | undefined,
): string | null {
  const untouched = !pass_date || pass_date === defaultPassDate(old_start);
  return untouched ? defaultPassDate(new_start) : pass_date;
}
