// Per-function entry points: the date-fns barrel costs about a second at every CLI start.
import { addDays } from 'date-fns/addDays';
// lightFormat: numeric patterns need no locale, so the console's first bundle carries none.
import { lightFormat as format } from 'date-fns/lightFormat';
import { isValid } from 'date-fns/isValid';

export const ruMonths = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RU_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

// Builds a local date only when the parts name a real day: Date(2026, 1, 30) silently rolls over.
function calendarDate(year: number, month: number, day: number): Date | null {
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

/**
 * A Date from a Date, an ISO date 'yyyy-MM-dd' or an ISO timestamp. A date-only string becomes
 * local midnight: `new Date('2026-11-21')` is UTC midnight, which is the day before west of UTC.
 */
export function toDate(d: Date | string): Date {
  const iso = typeof d === 'string' ? ISO_DATE.exec(d) : null;
  const date = iso ? calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : new Date(d);
  if (!date || !isValid(date)) throw new RangeError(`Неверная дата: «${String(d)}»`);
  return date;
}

export function formatDate(d: Date | string): string {
  return format(toDate(d), 'dd.MM.yyyy');
}

/** Moscow: UTC+3 all year, no daylight saving (docs/decisions.md «Office clock»). */
const OFFICE_OFFSET_MS = 3 * 3600_000;

/**
 * A moment as the office's wall clock reads it: the Date whose UTC fields are Moscow's. Every time
 * a person sees is office time, whatever the zone of the browser or the machine (issue 23 item 9:
 * a chat notice said 13:53 in a browser on UTC when it was 16:53 in Moscow).
 */
function officeWall(d: Date): Date {
  return new Date(d.getTime() + OFFICE_OFFSET_MS);
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a moment on the office clock. */
export function formatOfficeTime(d: Date | string): string {
  const w = officeWall(toDate(d));
  return `${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`;
}

/** 'dd.MM.yyyy HH:mm' of a moment on the office clock; a bare date is that day at 00:00. */
export function formatDateTime(d: Date | string): string {
  if (typeof d === 'string' && ISO_DATE.test(d)) return `${formatDate(d)} 00:00`;
  const w = officeWall(toDate(d));
  return `${two(w.getUTCDate())}.${two(w.getUTCMonth() + 1)}.${w.getUTCFullYear()} ${formatOfficeTime(d)}`;
}

/** The office's today, 'yyyy-MM-dd', whatever the zone of the browser. */
export function officeToday(now = new Date()): string {
  return officeWall(now).toISOString().slice(0, 10);
}

/**
 * 'dd.MM.yyyy HH:mm' typed on the office clock → the moment (ISO, UTC), or null for no real moment.
 * The inverse of formatDateTime, so a typed time round-trips in any browser zone.
 */
export function parseOfficeDateTime(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\s+(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m || +m[4] > 23 || +m[5] > 59) return null;
  const wall = Date.UTC(+m[3], +m[2] - 1, +m[1], +m[4], +m[5]);
  const check = new Date(wall);
  if (check.getUTCDate() !== +m[1] || check.getUTCMonth() !== +m[2] - 1) return null;
  return new Date(wall - OFFICE_OFFSET_MS).toISOString();
}

/** 'yyyy-MM-dd', the form of dates on the wire, in pickers and in SQL. */
export function isoDate(d: Date | string): string {
  return format(toDate(d), 'yyyy-MM-dd');
}

/** '21.11.2026' → '2026-11-21'; null for anything that is not a real calendar day. */
export function parseRuDate(text: string): string | null {
  const m = RU_DATE.exec(text.trim());
  const date = m ? calendarDate(Number(m[3]), Number(m[2]), Number(m[1])) : null;
  return date ? isoDate(date) : null;
}

/** Spec: 'New orders default the date to tomorrow'. Today is passed in to keep this pure. */
export function tomorrow(today: Date | string): string {
  return isoDate(addDays(toDate(today), 1));
}

/** '4 ч 30 мин'; whole hours drop the minutes and under an hour drops the hours. */
export function formatHoursMinutes(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [hours > 0 ? `${hours} ч` : '', rest > 0 || hours === 0 ? `${rest} мин` : ''];
  return (minutes < 0 && total > 0 ? '-' : '') + parts.filter(Boolean).join(' ');
}

/**
 * A call's length in seconds as people say it (spec 02 'link_duration (shown as human time)'):
 * «45 с», «2 мин 05 с», «1 ч 02 мин 05 с»; seconds after minutes keep two digits.
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours === 0 && minutes === 0) return `${rest} с`;
  const secondsText = `${String(rest).padStart(2, '0')} с`;
  if (hours === 0) return `${minutes} мин ${secondsText}`;
  return `${hours} ч ${String(minutes).padStart(2, '0')} мин ${secondsText}`;
}

const URL_DATE = /^(\d{2,4})[./-](\d{2,4})[./-](\d{2,4})$/;

/**
 * Spec: 'Dates in URL filters match 2 to 4 digits with separators . / -'. Returns the three
 * digit groups in written order (day first or year first is for the caller to decide), or null.
 */
export function matchUrlDateFilter(text: string): [string, string, string] | null {
  const m = URL_DATE.exec(text);
  return m ? [m[1], m[2], m[3]] : null;
}

/**
 * Spec: 'Truncation default 50 characters', 02 §9 'Mass mailing body preview 30 characters': a
 * person reads the first `n` characters, then «…» when there is more (issue 23 items 7 and 11: the
 * cells showed 49 and 29). Counted in code points, so an emoji is never cut in half.
 */
export function preview(text: string, n = 50): string {
  const chars = Array.from(text);
  if (chars.length <= n) return text;
  return `${chars.slice(0, n).join('').trimEnd()}…`;
}

/**
 * A text fitted into a column `n` characters wide (the CLI's tables). The result, ellipsis included, is at most `n`
 * characters, counted in code points so an emoji is never cut in half.
 */
export function truncate(text: string, n = 50): string {
  const chars = Array.from(text);
  if (chars.length <= n) return text;
  return `${chars
    .slice(0, n - 1)
    .join('')
    .trimEnd()}…`;
}
