import { z } from 'zod';
import '../zod-locale.ts';
import type { RowFor } from '../api/api-client.ts';
import { readDate } from '../resources/fields/coerce.ts';
import { badCharText, hasBadChar, isInt4 } from '../resources/fields/value-limits.ts';
import type { ResourceName } from '../resources/index.ts';
import { wireText } from '../wire-text.ts';

// Schemas of the values special endpoints take, with Russian messages: the action catalogue
// builds every body, query and path from these, so a bad value is a 422 naming the field before
// anything reaches SQL.

export const wireTexts = {
  idBad: 'неверный номер',
  idsRequired: 'не выбрано ни одной записи',
  idsBad: 'неверный номер записи',
  idsTooMany: 'слишком много записей за один раз (не больше 1000)',
  dateRequired: 'укажите дату',
  dateBad: 'неверная дата: нужен формат дд.мм.гггг',
  textTooLong: (max: number) => `не длиннее ${max} символов`,
  required: 'не может быть пустым',
  bool: 'должно быть «да» или «нет»',
} as const;

const MAX_IDS = 1000;

const digits = /^\s*\d{1,10}\s*$/;

/**
 * Any value, typed for clients as `T`: the transform after it checks and reads the wire value
 * itself, so a client is typed by what it should send while the server still refuses anything else.
 */
const accepts = <T>() => z.custom<T>(() => true);
const toId = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && digits.test(v) ? Number(v) : Number.NaN;

/** A record number in a path or body: a positive int4, as a number or digit string. */
export const id = (message: string = wireTexts.idBad) =>
  accepts<number | string>().transform((v, ctx) => {
    const n = toId(v);
    if (isInt4(n) && n > 0) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** An optional record number: absent, null or '' read as null. */
export const optionalId = (message: string = wireTexts.idBad) =>
  accepts<number | string | null | undefined>().transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = toId(v);
    if (isInt4(n) && n > 0) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * A list of record numbers: an array of numbers or digit strings, or one comma-separated string;
 * answered sorted and without repeats, 1 to 1000 of them.
 */
export const ids = (messages: { required?: string; bad?: string } = {}) =>
  accepts<readonly (number | string)[] | string>().transform((raw, ctx) => {
    const list = typeof raw === 'string' ? raw.split(',').filter((s) => s.trim() !== '') : raw;
    if (!Array.isArray(list) || list.length === 0) {
      ctx.addIssue({ code: 'custom', message: messages.required ?? wireTexts.idsRequired });
      return z.NEVER;
    }
    const numbers = list.map(toId);
    const bad = list.findIndex((_, i) => !(isInt4(numbers[i]) && numbers[i] > 0));
    if (bad >= 0) {
      const shown = (wireText(list[bad]) || JSON.stringify(list[bad]) || '').slice(0, 20);
      ctx.addIssue({ code: 'custom', message: `${messages.bad ?? wireTexts.idsBad}: ${shown}` });
      return z.NEVER;
    }
    const unique = [...new Set(numbers)].sort((a, b) => a - b);
    if (unique.length > MAX_IDS) {
      ctx.addIssue({ code: 'custom', message: wireTexts.idsTooMany });
      return z.NEVER;
    }
    return unique;
  });

/** A required calendar date, dd.MM.yyyy or yyyy-MM-dd, answered as yyyy-MM-dd. */
export const date = (messages: { required?: string; bad?: string } = {}) =>
  accepts<string>().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === '') {
      ctx.addIssue({ code: 'custom', message: messages.required ?? wireTexts.dateRequired });
      return z.NEVER;
    }
    const value = typeof raw === 'string' ? readDate(raw.trim()) : null;
    if (value) return value;
    ctx.addIssue({ code: 'custom', message: messages.bad ?? wireTexts.dateBad });
    return z.NEVER;
  });

/** A date that may be cleared: absent, null or '' read as null. */
export const optionalDate = (messages: { bad?: string } = {}) =>
  accepts<string | null | undefined>().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === '') return null;
    const value = typeof raw === 'string' ? readDate(raw.trim()) : null;
    if (value) return value;
    ctx.addIssue({ code: 'custom', message: messages.bad ?? wireTexts.dateBad });
    return z.NEVER;
  });

/** Free text of at most `max` characters, trimmed; NUL and other control characters are refused. */
export const text = (max: number, options: { required?: boolean } = {}) =>
  accepts<string | null | undefined>().transform((raw, ctx) => {
    const value = raw === undefined || raw === null ? '' : typeof raw === 'string' ? raw.trim() : null;
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'должно быть текстом' });
      return z.NEVER;
    }
    if (options.required && !value) {
      ctx.addIssue({ code: 'custom', message: wireTexts.required });
      return z.NEVER;
    }
    if (value.length > max) {
      ctx.addIssue({ code: 'custom', message: wireTexts.textTooLong(max) });
      return z.NEVER;
    }
    if (hasBadChar(value)) {
      ctx.addIssue({ code: 'custom', message: badCharText });
      return z.NEVER;
    }
    return value;
  });

/** A strict boolean (true/false); the console sends booleans, scripts too. */
export const bool = (message: string = wireTexts.bool) => z.boolean({ error: message });

/** A JSON object body or query whose keys the action reads; unknown keys are ignored, as the generic routes do. */
export const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape);

/** An answer that is a registry record as GET /api/{name}/{id} gives it, typed from the registry. */
export const record = <N extends ResourceName>(_resource: N) =>
  z.custom<RowFor<N>>((v) => typeof v === 'object' && v !== null && 'id' in v, 'ожидалась запись');

/** An answer that is a list of registry records. */
export const records = <N extends ResourceName>(resource: N) => z.object({ items: z.array(record(resource)) });

/** The answer of a download (a file, not JSON): nothing to check on the wire. */
export const file = () => z.custom<Blob>(() => true);

/** The answer of an action that answers nothing of interest (204 or `{}`). */
export const nothing = () => z.unknown();

/** A kept decimal of money on the wire ("1234.50"). */
export const money = () => z.string().regex(/^-?\d+\.\d{2}$/, 'неверная сумма');

export const wire = {
  id,
  optionalId,
  ids,
  date,
  optionalDate,
  text,
  bool,
  object,
  record,
  records,
  file,
  nothing,
  money,
};
