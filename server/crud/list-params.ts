import { AppError } from '../../core/errors.ts';
import { decodeFilter, FilterSyntaxError } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import {
  hasSensitiveFields,
  hiddenFields,
  hiddenSearchFields,
  NO_VIEWER,
  searchRefusal,
  visibilityTexts,
} from '../../core/resources/field-visibility.ts';
import type { CurrentUser } from '../../core/rules/user-permissions.rule.ts';
import { readDate } from '../../core/resources/fields/coerce.ts';
import {
  type Field,
  isFilterable,
  isNamesColumn,
  isSortable,
  isStored,
} from '../../core/resources/fields/field-kinds.ts';
import {
  badCharText,
  hasBadChar,
  INT4_MAX,
  isYearInRange,
  yearRangeText,
} from '../../core/resources/fields/value-limits.ts';

/** List parameters after validation against the registry: nothing from the URL reaches SQL unchecked. */
export interface ListParams {
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
  filter: Record<string, string[]>;
  search: string;
  group?: string;
  groupDate?: { field: string; from: string; to: string };
  year?: number;
  month?: number;
  /** The fields each item carries besides id (undefined: all): a list screen asks for its columns. */
  fields?: string[];
  /** Answer the page this record is on (for the sort and narrowing) instead of `page`. */
  locate?: number;
  /** Ids of referenced records whose title matches the search, per searchable ref field (resolved by the list query). */
  searchRefIds?: Record<string, number[]>;
  /** Searchable fields the asking user reads masked: the search leaves them out (field-visibility.ts). */
  hiddenSearch?: string[];
}

/**
 * Issue 20 item 4: a sensitive field the viewer reads masked is not a key to sort, group or filter
 * by (403 naming it, not a silent empty list), and a search that can only be after it is refused.
 */
function refuseHidden(def: ResourceDef, viewer: CurrentUser, p: ListParams): ListParams {
  if (!hasSensitiveFields(def)) return p;
  const hidden = hiddenFields(def, viewer);
  const forbid = (message: string): never => {
    throw new AppError('forbidden', message);
  };
  for (const [key, text] of [
    [p.sort, visibilityTexts.sort],
    [p.group, visibilityTexts.group],
    ...Object.keys(p.filter).map((k) => [k, visibilityTexts.filter] as const),
  ] as const) {
    const field = key === undefined ? undefined : hidden.get(key);
    if (field) forbid(text(field.label));
  }
  const refusal = p.search ? searchRefusal(def, viewer, p.search) : null;
  if (refusal) forbid(refusal);
  return { ...p, hiddenSearch: hiddenSearchFields(def, viewer) };
}

const MAX_LIMIT = 500;
const implicitSortable = ['id', 'created_at', 'updated_at'];

function bad(message: string): never {
  throw new AppError('bad_request', message);
}

function one(query: Record<string, unknown>, key: string): string | undefined {
  const v = query[key];
  if (v === undefined || v === '') return undefined;
  if (Array.isArray(v)) bad(`Параметр ${key} указан несколько раз`);
  // No column or pattern can hold U+0000 or half a surrogate pair: refused before it reaches SQL.
  if (hasBadChar(String(v))) bad(`Параметр ${key} ${badCharText}`);
  return String(v);
}

function positiveInt(text: string | undefined, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max)
    bad(`Неверный параметр ${key}: «${text}», нужно целое число от 1 до ${max}`);
  return Number(text);
}

export function sortableFields(def: ResourceDef): string[] {
  const own = Object.entries(def.fields)
    .filter(([, f]) => isSortable(f))
    .map(([k]) => k);
  return [...implicitSortable.filter((k) => k === 'id' || def.timestamps), ...own];
}

/** Fields a list answer can carry: stored scalars that may leave the server, names of nested rows, virtual values, timestamps. */
export function listableFields(def: ResourceDef): string[] {
  const own = Object.entries(def.fields)
    .filter(([, f]) => isStored(f) || isNamesColumn(f) || f.virtual)
    .map(([k]) => k);
  return def.timestamps ? [...own, 'created_at', 'updated_at'] : own;
}

function parseFields(def: ResourceDef, text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const wanted = [...new Set(text.split(',').map((k) => k.trim()))].filter((k) => k && k !== 'id');
  const known = new Set(listableFields(def));
  const unknown = wanted.find((k) => !known.has(k));
  if (unknown !== undefined) bad(`Нет поля «${unknown}» для списка fields`);
  return wanted;
}

export function filterableField(def: ResourceDef, key: string): Field | 'id' | undefined {
  if (key === 'id') return 'id';
  // Own keys only: def.fields['__proto__'] is Object.prototype, which passes for a filterable field.
  const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
  return field && isFilterable(field) ? field : undefined;
}

/**
 * A group_date of 'dd.MM.yyyy' or 'yyyy-MM-dd' is one day; 'MM.yyyy' or 'yyyy-MM' a month. Only
 * days of the product's calendar (value-limits.ts), so the day after stays a 4-digit year.
 */
function dateRange(text: string): { from: string; to: string } | undefined {
  if (/^(\d{2})\.(\d{2})\.(\d{4})$|^(\d{4})-(\d{2})-(\d{2})$/.test(text)) {
    const from = readDate(text);
    if (!from) return undefined;
    const next = new Date(Date.parse(from) + 86_400_000);
    return { from, to: next.toISOString().slice(0, 10) };
  }
  const m = /^(\d{2})\.(\d{4})$/.exec(text) ?? /^(\d{4})-(\d{2})$/.exec(text);
  if (m) {
    const [y, mo] = text.includes('.') ? [m[2], m[1]] : [m[1], m[2]];
    if (+mo < 1 || +mo > 12 || !isYearInRange(+y)) return undefined;
    const from = new Date(Date.UTC(+y, +mo - 1, 1));
    const to = new Date(Date.UTC(+y, +mo, 1));
    return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
  }
  return undefined;
}

/** A date column of the resource's table: a virtual date (orders' first_ordered_at) has no column to range over. */
function isDateField(def: ResourceDef, key: string): boolean {
  if (key === 'created_at' || key === 'updated_at') return def.timestamps;
  const field = def.fields[key];
  return !!field && isStored(field) && (field.kind === 'date' || field.kind === 'datetime');
}

/** The list parameters, checked against the registry and against what `viewer` may read whole. */
export function parseListParams(def: ResourceDef, query: Record<string, unknown>, viewer?: CurrentUser): ListParams {
  const sort = one(query, 'sort') ?? def.defaultSort[0];
  if (!sortableFields(def).includes(sort)) bad(`Нельзя сортировать по полю «${sort}»`);
  const orderText = one(query, 'order') ?? (one(query, 'sort') ? 'asc' : def.defaultSort[1]);
  if (orderText !== 'asc' && orderText !== 'desc')
    bad(`Неверный порядок сортировки «${orderText}»: нужно asc или desc`);

  let filter: Record<string, string[]> = {};
  const filterText = one(query, 'filter');
  if (filterText !== undefined) {
    try {
      filter = decodeFilter(filterText);
    } catch (e) {
      if (e instanceof FilterSyntaxError) bad(e.message);
      throw e;
    }
  }
  for (const key of Object.keys(filter))
    if (!filterableField(def, key) && !Object.hasOwn(def.listFilters ?? {}, key))
      bad(`Нельзя фильтровать по полю «${key}»`);

  const group = one(query, 'group');
  if (group !== undefined && !sortableFields(def).includes(group)) bad(`Нельзя группировать по полю «${group}»`);

  let groupDate: ListParams['groupDate'];
  const groupDateField = one(query, 'group_date_field');
  const groupDateText = one(query, 'group_date');
  if (groupDateText !== undefined) {
    const field = groupDateField ?? def.dateField;
    if (!field || !isDateField(def, field)) bad(`Поле «${field ?? ''}» не является датой`);
    const range = dateRange(groupDateText);
    if (!range)
      bad(`Неверная дата group_date: «${groupDateText}», нужна дата дд.мм.гггг или мм.гггг, ${yearRangeText}`);
    groupDate = { field, ...range };
  } else if (groupDateField !== undefined && !isDateField(def, groupDateField)) {
    bad(`Поле «${groupDateField}» не является датой`);
  }

  const yearText = one(query, 'year');
  const monthText = one(query, 'month');
  if ((yearText || monthText) && !def.dateField) bad('У этого списка нет поля даты для отбора по году и месяцу');
  if (yearText !== undefined && !(/^\d{4}$/.test(yearText) && isYearInRange(+yearText)))
    bad(`Неверный год year: «${yearText}», нужен ${yearRangeText}`);
  const year = yearText === undefined ? undefined : Number(yearText);
  const month = monthText === undefined ? undefined : positiveInt(monthText, 'month', 0, 12);
  if (month !== undefined && year === undefined) bad('Месяц указан без года');

  const search = (one(query, 'search') ?? '').trim();
  if (search.length > 200) bad('Слишком длинная строка поиска');

  return refuseHidden(def, viewer ?? NO_VIEWER, {
    sort,
    order: orderText,
    page: positiveInt(one(query, 'page'), 'page', 1, 1_000_000),
    limit: positiveInt(one(query, 'limit') ?? one(query, 'per_page'), 'limit', def.limit, MAX_LIMIT),
    filter,
    search,
    group,
    groupDate,
    year,
    month,
    fields: parseFields(def, one(query, 'fields')),
    locate: one(query, 'locate') === undefined ? undefined : positiveInt(one(query, 'locate'), 'locate', 0, INT4_MAX),
  });
}
