import { parseRuDate } from '../../format.ts';
import { kopecksToDecimalString, parseMoney } from '../../money.ts';
import { texts } from '../../texts.ts';
import type { FieldKind, ScalarField } from './field-kinds.ts';
import {
  badCharText,
  DEFAULT_DECIMAL_PRECISION,
  hasBadChar,
  INT4_MAX,
  INT4_MIN,
  isInt4,
  isYearInRange,
  jsonProblem,
  MAX_LINE_TEXT,
  MAX_MULTILINE_TEXT,
  yearRangeText,
} from './value-limits.ts';

/** The outcome of reading one input value: the value to store, or the Russian error for the field. */
export type Coerced = { ok: true; value: unknown } | { ok: false; error: string };

const ok = (value: unknown): Coerced => ({ ok: true, value });
const fail = (error: string): Coerced => ({ ok: false, error });

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Accepts 'yyyy-MM-dd' (API, pickers) and 'dd.MM.yyyy' (what people type); stores ISO. Only real
 * days of the product's calendar (value-limits.ts): year 0 or 9999 would pass JS and fail SQL.
 */
export function readDate(v: string): string | null {
  const iso = isoDatePattern.exec(v);
  if (iso) {
    if (!isYearInRange(+iso[1])) return null;
    const d = new Date(Date.UTC(+iso[1], +iso[2] - 1, +iso[3]));
    return d.getUTCMonth() === +iso[2] - 1 && d.getUTCDate() === +iso[3] ? v : null;
  }
  const ru = parseRuDate(v);
  return ru && isYearInRange(+ru.slice(0, 4)) ? ru : null;
}

const monthPatterns = [/^(\d{1,2})[./-](\d{4})$/, /^(\d{4})-(\d{1,2})$/];

/**
 * A month (issue 23 item 2: 'Accept month and year (stored as the month's last day)'): 'MM.yyyy'
 * as people type it ('5.2027', '05/2027' too), 'yyyy-MM', or any day of it; answered as the
 * month's last day 'yyyy-MM-dd', or null for anything else.
 */
export function readMonth(v: string): string | null {
  const text = v.trim();
  const [ru, iso] = monthPatterns.map((re) => re.exec(text));
  const day = readDate(text.slice(0, 10));
  const [year, month] = ru
    ? [+ru[2], +ru[1]]
    : iso
      ? [+iso[1], +iso[2]]
      : day
        ? [+day.slice(0, 4), +day.slice(5, 7)]
        : [0, 0];
  if (month < 1 || month > 12 || !isYearInRange(year)) return null;
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The 'HH:MM' of a real time of day (00:00-23:59), or null; seconds, if given, are dropped. */
export function readTime(v: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
  if (!m || +m[1] > 23 || +m[2] > 59 || (m[3] !== undefined && +m[3] > 59)) return null;
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

function readNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const text = v.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

function bounded(n: number, field: { min?: number; max?: number }): Coerced {
  if (field.min !== undefined && n < field.min) return fail(`должно быть не меньше ${field.min}`);
  if (field.max !== undefined && n > field.max) return fail(`должно быть не больше ${field.max}`);
  return ok(n);
}

type Coercer = (v: unknown, field: any) => Coerced;

/** One reader per field kind; nested lists are read by the repository row by row. */
export const coercers: Record<Exclude<FieldKind, 'nested'>, Coercer> = {
  text: (v, field) => {
    if (typeof v === 'number') v = String(v);
    if (typeof v !== 'string') return fail('должно быть строкой');
    if (hasBadChar(v)) return fail(badCharText);
    const text = v.trim();
    const max = field.max ?? (field.multiline ? MAX_MULTILINE_TEXT : MAX_LINE_TEXT);
    if (text.length > max) return fail(`${texts.tooLong} (не более ${max} символов)`);
    if (text && field.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return fail('неверный e-mail');
    return ok(text === '' ? null : text);
  },
  int: (v, field) => {
    const n = readNumber(v);
    if (n === null) return fail(texts.notANumber);
    if (!Number.isInteger(n)) return fail(texts.notAnInteger);
    if (!isInt4(n)) return fail(`${texts.tooBigNumber} (допустимо от ${INT4_MIN} до ${INT4_MAX})`);
    return bounded(n, field);
  },
  decimal: (v, field) => {
    const n = readNumber(v);
    if (n === null) return fail(texts.notANumber);
    // numeric(precision, scale) holds under 10^(precision - scale) once rounded to scale digits.
    const whole = (field.precision ?? DEFAULT_DECIMAL_PRECISION) - (field.scale ?? 0);
    if (!(Math.abs(n) < 10 ** whole - 0.5 * 10 ** -(field.scale ?? 0)))
      return fail(`${texts.tooBigNumber} (не более ${whole} цифр до запятой)`);
    const checked = bounded(n, field);
    return checked.ok
      ? ok(typeof v === 'string' ? v.replace(/[\s\u00a0]/g, '').replace(',', '.') : String(n))
      : checked;
  },
  money: (v, field) => {
    try {
      const kopecks = parseMoney(v as string | number);
      if (field.min !== undefined && kopecks < BigInt(Math.round(field.min * 100)))
        return fail(`должно быть не меньше ${field.min}`);
      if (kopecks >= 10n ** 14n || kopecks <= -(10n ** 14n)) return fail('слишком большая сумма');
      return ok(kopecksToDecimalString(kopecks));
    } catch {
      return fail('неверная сумма');
    }
  },
  bool: (v) => {
    if (typeof v === 'boolean') return ok(v);
    if (v === 'true' || v === '1' || v === 1) return ok(true);
    if (v === 'false' || v === '0' || v === 0) return ok(false);
    return fail('должно быть да или нет');
  },
  date: (v, field) => {
    if (typeof v !== 'string') return fail(field.month ? texts.invalidMonth : texts.invalidDate);
    if (field.month) {
      const m = readMonth(v);
      return m ? ok(m) : fail(texts.invalidMonth);
    }
    const d = readDate(v.slice(0, 10));
    return d ? ok(d) : fail(texts.invalidDate);
  },
  datetime: (v) => {
    if (typeof v !== 'string') return fail('неверные дата и время');
    const t = new Date(v);
    if (Number.isNaN(t.getTime())) return fail('неверные дата и время');
    return isYearInRange(t.getUTCFullYear())
      ? ok(t.toISOString())
      : fail(`неверные дата и время: нужен ${yearRangeText}`);
  },
  time: (v) => {
    const time = typeof v === 'string' ? readTime(v) : null;
    return time ? ok(time) : fail('неверное время (от 00:00 до 23:59)');
  },
  enum: (v, field) => {
    // String() of an arbitrary JSON object can throw ({"toString": 0}): only scalars can match.
    if (typeof v !== 'string' && typeof v !== 'number') return fail('недопустимое значение');
    const match = field.options.find((o: { value: unknown }) => String(o.value) === String(v));
    return match ? ok(match.value) : fail('недопустимое значение');
  },
  ref: (v) => {
    const n = readNumber(v);
    return n !== null && isInt4(n) && n > 0 ? ok(n) : fail('неверная ссылка');
  },
  refs: (v) => {
    const list = typeof v === 'string' ? v.split(',').filter(Boolean) : v;
    if (!Array.isArray(list)) return fail('должно быть списком');
    const ids = list.map(readNumber);
    if (ids.some((n) => n === null || !isInt4(n) || n <= 0)) return fail('неверная ссылка');
    return ok([...new Set(ids as number[])]);
  },
  json: (v, field) => {
    let value = v;
    if (typeof v === 'string') {
      try {
        value = JSON.parse(v);
      } catch {
        return fail('неверный JSON');
      }
    }
    const problem = jsonProblem(value);
    if (problem) return fail(problem);
    if (field.items === 'ids') {
      const ids = Array.isArray(value) ? value.map(readNumber) : null;
      if (!ids || ids.some((n) => n === null || !isInt4(n) || n <= 0)) return fail('нужен список номеров записей');
      return ok([...new Set(ids as number[])]);
    }
    return ok(value);
  },
};

/** Reads one input value for a field; empty input is null, which `required` then refuses. */
export function coerceField(field: ScalarField, value: unknown): Coerced {
  if (value === null || value === undefined || (value === '' && field.kind !== 'json'))
    return field.required ? fail(texts.required) : ok(field.kind === 'refs' ? [] : null);
  const result = coercers[field.kind](value, field);
  if (result.ok && result.value === null && field.required) return fail(texts.required);
  return result;
}
