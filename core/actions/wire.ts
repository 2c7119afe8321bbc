import { z } from 'zod';
import '../zod-locale.ts';
import type { ListMeta, ListQuery, RowFor } from '../api/api-client.ts';
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

/**
 * A value whose key may be absent from the object: the transform still runs (with undefined), so
 * a missing required value gets its own Russian message instead of zod's «expected nonoptional».
 * The client type keeps the key as `T` says (required unless T admits undefined).
 */
const reads = <T, Out>(read: (v: T, ctx: z.RefinementCtx) => Out) =>
  accepts<T>()
    .optional()
    .transform((v, ctx) => read(v as T, ctx)) as unknown as z.ZodPipe<
    z.ZodCustom<T, T>,
    z.ZodTransform<Awaited<Out>, T>
  >;

/** Like `reads`, for a value the client may leave out: the key is optional in the client type too. */
const readsOptional = <T, Out>(read: (v: T | undefined, ctx: z.RefinementCtx) => Out) =>
  accepts<T>()
    .optional()
    .transform((v, ctx) => read(v, ctx));
const toId = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && digits.test(v) ? Number(v) : Number.NaN;

/** A record number in a path or body: a positive int4, as a number or digit string. */
export const id = (message: string = wireTexts.idBad) =>
  reads<number | string, number>((v, ctx) => {
    const n = toId(v);
    if (isInt4(n) && n > 0) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** An optional record number: absent, null or '' read as null. */
export const optionalId = (message: string = wireTexts.idBad) =>
  readsOptional<number | string | null, number | null>((v, ctx) => {
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
  reads<readonly (number | string)[] | string, number[]>((raw, ctx) => {
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

/**
 * An optional list of record numbers in the order the user chose them (the first may matter):
 * numbers or digit strings, or one comma-separated string; absent or empty is []; repeats dropped.
 */
export const idList = (message: string = wireTexts.idsBad) =>
  readsOptional<readonly (number | string)[] | string | number | null, number[]>((raw, ctx) => {
    if (raw === undefined || raw === null || raw === '') return [];
    const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
    const list = parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
    const numbers = list.map(toId);
    if (numbers.some((n) => !(isInt4(n) && n > 0)) || numbers.length > MAX_IDS) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return [...new Set(numbers)];
  });

/** A checkbox as JSON or as a form sends it (true, 1, '1', 'true'); absent is the default. */
export const flag = (fallback: boolean) =>
  readsOptional<boolean | number | string | null, boolean>((raw) =>
    raw === undefined || raw === null || raw === ''
      ? fallback
      : raw === true || raw === 1 || raw === '1' || raw === 'true',
  );

/** A required calendar date, dd.MM.yyyy or yyyy-MM-dd, answered as yyyy-MM-dd. */
export const date = (messages: { required?: string; bad?: string } = {}) =>
  reads<string, string>((raw, ctx) => {
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
  readsOptional<string | null, string | null>((raw, ctx) => {
    if (raw === undefined || raw === null || raw === '') return null;
    const value = typeof raw === 'string' ? readDate(raw.trim()) : null;
    if (value) return value;
    ctx.addIssue({ code: 'custom', message: messages.bad ?? wireTexts.dateBad });
    return z.NEVER;
  });

/**
 * Free text of at most `max` characters, trimmed; NUL and other control characters are refused.
 * `required` may be the Russian message of an empty value itself; `tooLong` words the length refusal.
 */
export const text = (max: number, options: { required?: boolean | string; tooLong?: string } = {}) =>
  readsOptional<string | null, string>((raw, ctx) => {
    const value = raw === undefined || raw === null ? '' : typeof raw === 'string' ? raw.trim() : null;
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'должно быть текстом' });
      return z.NEVER;
    }
    if (options.required && !value) {
      const message = typeof options.required === 'string' ? options.required : wireTexts.required;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (value.length > max) {
      ctx.addIssue({ code: 'custom', message: options.tooLong ?? wireTexts.textTooLong(max) });
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

/** An optional yes/no: true/false or their words 'true'/'false' (a query string); absent, null or '' read as null. */
export const optionalBool = (message: string = wireTexts.bool) =>
  readsOptional<boolean | 'true' | 'false' | null, boolean | null>((v, ctx) => {
    if (v === undefined || v === null || (v as unknown) === '') return null;
    if (v === true || v === 'true') return true;
    if (v === false || v === 'false') return false;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * One query-string parameter as text: absent or empty is null; a repeated parameter, NUL or half a
 * surrogate pair is refused before SQL (undefined: the issue is added).
 */
const queryValue = (raw: unknown, ctx: z.RefinementCtx): string | null | undefined => {
  if (raw === undefined || raw === null) return null;
  if (Array.isArray(raw)) {
    ctx.addIssue({ code: 'custom', message: 'Параметр указан несколько раз' });
    return undefined;
  }
  const text = wireText(raw).trim();
  if (hasBadChar(text)) {
    ctx.addIssue({ code: 'custom', message: `Параметр ${badCharText}` });
    return undefined;
  }
  return text === '' ? null : text;
};

/** A date parameter of a report, yyyy-MM-dd (the wire format of dates) within 1900–2100; absent is null. */
export const queryDate = () =>
  readsOptional<string, string | null>((raw, ctx) => {
    const text = queryValue(raw, ctx);
    if (text === undefined) return z.NEVER;
    if (text === null) return null;
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
    if (!ok) ctx.addIssue({ code: 'custom', message: `Неверная дата «${text}»: нужна дата гггг-мм-дд` });
    // The calendar every date of the product keeps to (docs/decisions.md «Input limits»).
    else if (text < '1900-01-01' || text > '2100-12-31')
      ctx.addIssue({ code: 'custom', message: `Дата «${text}» вне 1900–2100 годов` });
    else return text;
    return z.NEVER;
  });

/** A whole number parameter from min to max (ids, pages); absent is null. */
export const queryInt = (min: number, max: number) =>
  readsOptional<string | number, number | null>((raw, ctx) => {
    const text = queryValue(raw, ctx);
    if (text === undefined) return z.NEVER;
    if (text === null) return null;
    const n = Number(text);
    if (/^\d{1,9}$/.test(text) && n >= min && n <= max) return n;
    ctx.addIssue({ code: 'custom', message: `Неверное значение «${text}»: нужно целое число от ${min} до ${max}` });
    return z.NEVER;
  });

/**
 * One of the allowed values (a sort column): never a name from the URL into SQL; absent is null.
 * Clients may pass any text (a screen's URL parameter): the server says which are allowed.
 */
export const queryEnum = <const T extends string>(allowed: readonly T[]) =>
  readsOptional<string, T | null>((raw, ctx) => {
    const text = queryValue(raw, ctx);
    if (text === undefined) return z.NEVER;
    if (text === null) return null;
    if ((allowed as readonly string[]).includes(text)) return text as T;
    ctx.addIssue({ code: 'custom', message: `Неизвестное значение «${text}»: допустимы ${allowed.join(', ')}` });
    return z.NEVER;
  });

/** The search term of a report or picker (as the lists: at most 200 characters); absent is null. */
export const querySearch = (max = 200) =>
  readsOptional<string, string | null>((raw, ctx) => {
    const text = queryValue(raw, ctx);
    if (text === undefined) return z.NEVER;
    if (text === null) return null;
    if (text.length <= max) return text;
    ctx.addIssue({ code: 'custom', message: 'Слишком длинная строка поиска' });
    return z.NEVER;
  });

/** A JSON object body or query whose keys the action reads; unknown keys are ignored, as the generic routes do. */
export const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape);

/** An answer that is a registry record as GET /api/{name}/{id} gives it, typed from the registry. */
export const record = <N extends ResourceName>(_resource: N) =>
  z.custom<RowFor<N>>((v) => typeof v === 'object' && v !== null && 'id' in v, 'ожидалась запись');

/** An answer that is a list of registry records. */
export const records = <N extends ResourceName>(resource: N) => z.object({ items: z.array(record(resource)) });

/** A list page as GET /api/{name} answers it: the records and the list's meta. */
export const list = <N extends ResourceName>(resource: N) =>
  z.object({
    items: z.array(record(resource)),
    meta: z.custom<ListMeta>((v) => typeof v === 'object' && v !== null && 'total' in v, 'ожидались сведения о списке'),
  });

/**
 * The parameters of a list (sort, order, page, limit, filter, search, fields): checked against the
 * resource's declared fields by the server's list parser (server/crud/list-params.ts), as GET /api/{name} is.
 */
export const listQuery = () =>
  z.custom<ListQuery>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'неверные параметры списка');

/**
 * A sign-in credential: any value, a non-string read as ''. Sign-in answers every bad attempt with
 * the same 401 (no hint which part was wrong), so its body is never a 422.
 */
export const credential = () => reads<string, string>((v) => (typeof v === 'string' ? v : ''));

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
  idList,
  flag,
  date,
  optionalDate,
  text,
  bool,
  optionalBool,
  queryDate,
  queryInt,
  queryEnum,
  querySearch,
  object,
  record,
  records,
  list,
  listQuery,
  credential,
  file,
  nothing,
  money,
};
