import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { AppError } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { readDate, readTime } from '../../core/resources/fields/coerce.ts';
import type { EnumField, Field, FieldKind } from '../../core/resources/fields/field-kinds.ts';
import { INT4_MAX, INT4_MIN, isInt4, yearRangeText } from '../../core/resources/fields/value-limits.ts';
import { getResource } from '../../core/resources/index.ts';
import type { ListParams } from './list-params.ts';
import { namedListCondition } from './named-list-filters.ts';
import { phoneCondition, phoneSearchFields, phoneSearchTerm } from './phone-search.ts';
import type { DynamicDb } from '../db/dynamic-db.ts';

type EB = ExpressionBuilder<any, any>;
type Cond = Expression<SqlBool>;

/** `name` is the field as a person reads it: «Получатель» (owner_id). */
function bad(name: string, value: string, expected?: string): never {
  throw new AppError(
    'bad_request',
    `Неверное значение фильтра ${name}: «${value}»${expected ? `, нужно ${expected}` : ''}`,
  );
}

/** 'a..b', 'a..', '..b' or a single value. */
function splitRange(value: string): [string | undefined, string | undefined] | undefined {
  const i = value.indexOf('..');
  if (i < 0) return undefined;
  return [value.slice(0, i) || undefined, value.slice(i + 2) || undefined];
}

// Every value is checked against what its column holds (value-limits.ts): a value PostgreSQL
// cannot cast ('1.5' for an integer, '99:99' for a time) would fail the query with a 500.
const numberPattern = /^-?\d+(?:[.,]\d+)?$/;
const num = (key: string, v: string) => (numberPattern.test(v) ? v.replace(',', '.') : bad(key, v, 'число'));
const int4 = (key: string, v: string) =>
  /^-?\d{1,10}$/.test(v) && isInt4(Number(v)) ? Number(v) : bad(key, v, `целое число от ${INT4_MIN} до ${INT4_MAX}`);
const int = (key: string, v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : bad(key, v, 'номер записи'));
const date = (key: string, v: string) => readDate(v) ?? bad(key, v, `дата дд.мм.гггг, ${yearRangeText}`);
const time = (key: string, v: string) => readTime(v) ?? bad(key, v, 'время от 00:00 до 23:59');

function rangeOr(eb: EB, col: string, key: string, values: string[], read: (k: string, v: string) => unknown): Cond {
  return eb.or(
    values.map((v) => {
      if (v === 'null') return eb(col, 'is', null);
      const range = splitRange(v);
      if (!range) return eb(col, '=', read(key, v));
      const parts: Cond[] = [];
      if (range[0] !== undefined) parts.push(eb(col, '>=', read(key, range[0])));
      if (range[1] !== undefined) parts.push(eb(col, '<=', read(key, range[1])));
      return eb.and(parts);
    }),
  );
}

type FilterBuilder = (eb: EB, col: string, key: string, values: string[], field: Field) => Cond;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How a filter value list narrows a column, per field kind: values of one key are OR-ed. */
const filterBuilders: Record<Exclude<FieldKind, 'nested' | 'json'>, FilterBuilder> = {
  text: (eb, col, _key, values) =>
    eb.or(values.map((v) => (v === 'null' ? eb(col, 'is', null) : eb(col, 'ilike', `%${escapeLike(v)}%`)))),
  int: (eb, col, key, values) => rangeOr(eb, col, key, values, int4),
  decimal: (eb, col, key, values) => rangeOr(eb, col, key, values, num),
  money: (eb, col, key, values) => rangeOr(eb, col, key, values, num),
  date: (eb, col, key, values) => rangeOr(eb, col, key, values, date),
  datetime: (eb, col, key, values) =>
    eb.or(
      values.map((v) => {
        const [from, to] = splitRange(v) ?? [v, v];
        const parts: Cond[] = [];
        if (from) parts.push(eb(col, '>=', sql`${date(key, from)}::date`));
        if (to) parts.push(eb(col, '<', sql`${date(key, to)}::date + 1`));
        return eb.and(parts);
      }),
    ),
  time: (eb, col, key, values) => rangeOr(eb, col, key, values, time),
  bool: (eb, col, key, values) =>
    eb.or(
      values.map((v) =>
        ['true', '1'].includes(v)
          ? eb(col, '=', true)
          : ['false', '0'].includes(v)
            ? eb(col, '=', false)
            : bad(key, v, 'true или false'),
      ),
    ),
  enum: (eb, col, key, values, field) => {
    const options = (field as EnumField).options;
    const picked = values.map((v) => options.find((o) => String(o.value) === v)?.value ?? bad(key, v));
    return eb(col, 'in', picked);
  },
  ref: (eb, col, key, values) =>
    eb.or(values.map((v) => (v === 'null' ? eb(col, 'is', null) : eb(col, '=', int(key, v))))),
  refs: (eb, col, key, values) => eb(col, '&&', sql`${values.map((v) => int(key, v))}::integer[]`),
};

/**
 * The searchable text fields of a resource as one expression (declaration order, joined by ' '):
 * migration 0009 indexes exactly this expression with pg_trgm on the large tables.
 */
export function searchText(def: ResourceDef, table: string, skip: readonly string[] = []) {
  const cols = Object.entries(def.fields)
    .filter(([k, f]) => f.search && f.kind === 'text' && !skip.includes(k))
    .map(([k]) => sql`coalesce(${sql.ref(`${table}.${k}`)}, '')`);
  return cols.length ? sql<string>`(${sql.join(cols, sql` || ' ' || `)})` : undefined;
}

/** Searchable reference fields: orders are found by their client's name. */
function searchRefFields(def: ResourceDef) {
  return Object.entries(def.fields).filter(
    (e): e is [string, Extract<Field, { kind: 'ref' }>] => !!e[1].search && e[1].kind === 'ref',
  );
}

export const SEARCH_REF_LIMIT = 1000;

/**
 * Looks up, before the list query, which referenced records match the search. Sent as a literal id
 * array the planner sees how many there are: a common word (a thousand clients) walks the sort
 * index, a rare one uses the reference index, instead of one blind guess for both.
 */
export async function resolveSearchRefs(db: DynamicDb, def: ResourceDef, p: ListParams): Promise<void> {
  if (!p.search) return;
  const like = `%${escapeLike(p.search)}%`;
  const ids: Record<string, number[]> = {};
  for (const [key, field] of searchRefFields(def)) {
    const target = getResource(field.target);
    if (!target) continue;
    const rows = await db
      .selectFrom(target.table)
      .select('id')
      .where(target.titleField, 'ilike', like)
      .limit(SEARCH_REF_LIMIT)
      .execute();
    ids[key] = rows.map((r) => Number(r.id));
  }
  p.searchRefIds = ids;
}

function searchCondition(eb: EB, def: ResourceDef, table: string, p: ListParams): Cond {
  const term = p.search;
  const like = `%${escapeLike(term)}%`;
  const parts: Cond[] = [];
  if (/^\d{1,9}$/.test(term)) parts.push(eb(`${table}.id`, '=', Number(term)));
  // Fields the user reads masked are left out of the expression: their matches neither count nor
  // cost time (the trigram index is built on all fields, so such a search reads the table instead).
  const hidden = p.hiddenSearch ?? [];
  const text = searchText(def, table, hidden);
  if (text) parts.push(eb(text, 'ilike', like));
  for (const [key] of searchRefFields(def)) {
    const ids = p.searchRefIds?.[key];
    if (ids === undefined) throw new Error(`resolveSearchRefs was not called for ${def.name}.${key}`);
    if (ids.length) parts.push(eb(`${table}.${key}`, '=', sql<number>`any(${ids}::integer[])`));
  }
  const phone = phoneSearchTerm(term);
  if (phone)
    for (const key of phoneSearchFields(def))
      if (!hidden.includes(key)) parts.push(phoneCondition(eb, `${table}.${key}`, phone));
  for (const [key, field] of Object.entries(def.fields)) {
    // An integer column compared with '1.5' or 2^31 fails the cast, so those terms skip it.
    if (field.search && field.kind === 'int' && /^-?\d{1,10}$/.test(term) && isInt4(Number(term)))
      parts.push(eb(`${table}.${key}`, '=', Number(term)));
    if (field.search && field.kind === 'decimal' && numberPattern.test(term))
      parts.push(eb(`${table}.${key}`, '=', term.replace(',', '.')));
  }
  return parts.length ? eb.or(parts) : sql<SqlBool>`false`;
}

/** Every narrowing condition of a list request (filter, search, group_date, year/month). */
export function listConditions(eb: EB, def: ResourceDef, p: ListParams): Cond[] {
  const t = def.table;
  const conds: Cond[] = [];
  for (const [key, values] of Object.entries(p.filter)) {
    if (values.length === 0) continue;
    if (key === 'id') {
      // Exact ids or ranges ('id=1000..'), so scripts can page by id instead of by offset.
      conds.push(rangeOr(eb, `${t}.id`, '«Номер» (id)', values, int));
      continue;
    }
    if (Object.hasOwn(def.listFilters ?? {}, key)) {
      conds.push(namedListCondition(def, key, values, (v) => bad(`«${def.listFilters![key].label}» (${key})`, v)));
      continue;
    }
    const field = def.fields[key] as Exclude<Field, { kind: 'nested' | 'json' }>;
    const name = `«${field.label}» (${key})`;
    conds.push(filterBuilders[field.kind as keyof typeof filterBuilders](eb, `${t}.${key}`, name, values, field));
  }
  if (p.search) conds.push(searchCondition(eb, def, t, p));
  if (p.groupDate) {
    conds.push(eb(`${t}.${p.groupDate.field}`, '>=', p.groupDate.from));
    conds.push(eb(`${t}.${p.groupDate.field}`, '<', p.groupDate.to));
  }
  if (p.year !== undefined && def.dateField) {
    const from = `${String(p.year).padStart(4, '0')}-${String(p.month ?? 1).padStart(2, '0')}-01`;
    const end = p.month === undefined ? new Date(Date.UTC(p.year + 1, 0, 1)) : new Date(Date.UTC(p.year, p.month, 1));
    conds.push(eb(`${t}.${def.dateField}`, '>=', from));
    conds.push(eb(`${t}.${def.dateField}`, '<', end.toISOString().slice(0, 10)));
  }
  return conds;
}
