import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ListParams } from './list-params.ts';
import type { DB } from '../db/db-types.ts';

/**
 * Keyset conditions over a list's order (group, sort field, id; one direction; PostgreSQL's default
 * null placement: last when ascending, first when descending). "After a row" is the set of rows an
 * OFFSET walk would meet later, so a page read from a known row answers what OFFSET answers.
 */

export type Direction = 'asc' | 'desc';
export interface KeyColumn {
  name: string;
  /** SQL type to cast a key's text back to (from the catalog). */
  type: string;
  notNull: boolean;
}
/** A row's key values as PostgreSQL text (null stays null): exact round trip for every sortable type. */
export type RowKey = (string | null)[];

/** The columns a list orders by, without repeats: [group], sort, id. */
export function keyNames(p: ListParams): string[] {
  return [...new Set([...(p.group ? [p.group] : []), p.sort, 'id'])];
}

const catalogCache = new Map<string, Map<string, { type: string; notNull: boolean }>>();

/**
 * Types and NOT NULL of a table's (or view's) columns, read once per process: a NOT NULL key gets a
 * plain row comparison the sort index serves; a nullable one the null-aware form. A view reports
 * every column nullable, which is only slower, never wrong.
 */
export async function keyColumns(db: Kysely<DB>, table: string, names: string[]): Promise<KeyColumn[]> {
  let columns = catalogCache.get(table);
  if (!columns) {
    const { rows } = await sql<{ name: string; type: string; not_null: boolean }>`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
      from pg_attribute a
      where a.attrelid = to_regclass(${table}) and a.attnum > 0 and not a.attisdropped`.execute(db);
    columns = new Map(rows.map((r) => [r.name, { type: r.type, notNull: r.not_null }]));
    catalogCache.set(table, columns);
  }
  return names.map((name) => {
    const c = columns.get(name);
    if (!c) throw new Error(`Column ${table}.${name} not in the catalog`);
    return { name, ...c };
  });
}

export function orderBy(table: string, cols: KeyColumn[], dir: Direction) {
  return sql.join(cols.map((c) => sql`${sql.ref(`${table}.${c.name}`)} ${sql.raw(dir)}`));
}

/** The key columns as text, aliased k0, k1, …: what an anchor stores. */
export function keySelect(table: string, cols: KeyColumn[]) {
  return cols.map((c, i) => sql<string | null>`${sql.ref(`${table}.${c.name}`)}::text`.as(`k${i}`));
}

export function readKey(row: Record<string, unknown>, cols: KeyColumn[]): RowKey {
  return cols.map((_, i) => (row[`k${i}`] === null ? null : String(row[`k${i}`])));
}

const value = (c: KeyColumn, v: string) => sql`cast(${v} as ${sql.raw(c.type)})`;

/** One column strictly after v in direction dir, with the default null placement. */
function columnAfter(table: string, c: KeyColumn, v: string | null, dir: Direction): RawBuilder<SqlBool> {
  const ref = sql.ref(`${table}.${c.name}`);
  if (dir === 'asc') {
    if (v === null) return sql<SqlBool>`false`;
    return c.notNull
      ? sql<SqlBool>`${ref} > ${value(c, v)}`
      : sql<SqlBool>`(${ref} > ${value(c, v)} or ${ref} is null)`;
  }
  if (v === null) return sql<SqlBool>`${ref} is not null`;
  return sql<SqlBool>`${ref} < ${value(c, v)}`;
}

function columnEqual(table: string, c: KeyColumn, v: string | null): RawBuilder<SqlBool> {
  const ref = sql.ref(`${table}.${c.name}`);
  return v === null ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ${value(c, v)}`;
}

/**
 * Rows strictly after `key` in the order (cols, dir); pass the reversed direction for "before".
 * All keys NOT NULL and set: one row comparison, which a matching index takes as its range start.
 * Otherwise the lexicographic form, led by a bound on the first column the index can start from.
 */
export function keyAfter(table: string, cols: KeyColumn[], key: RowKey, dir: Direction): Expression<SqlBool> {
  if (cols.every((c, i) => c.notNull && key[i] !== null)) {
    const left = sql.join(cols.map((c) => sql.ref(`${table}.${c.name}`)));
    const right = sql.join(cols.map((c, i) => value(c, key[i] as string)));
    return sql<SqlBool>`(${left}) ${sql.raw(dir === 'asc' ? '>' : '<')} (${right})`;
  }
  let cond: RawBuilder<SqlBool> = sql<SqlBool>`false`;
  for (let i = cols.length - 1; i >= 0; i--)
    cond = sql<SqlBool>`(${columnAfter(table, cols[i], key[i], dir)} or (${columnEqual(table, cols[i], key[i])} and ${cond}))`;
  const [first] = cols;
  const v = key[0];
  const ref = sql.ref(`${table}.${first.name}`);
  // An implied bound (never changes the answer) that gives the planner an index range to start at.
  if (v !== null && dir === 'desc') return sql<SqlBool>`(${ref} <= ${value(first, v)} and ${cond})`;
  if (v !== null && first.notNull) return sql<SqlBool>`(${ref} >= ${value(first, v)} and ${cond})`;
  if (v === null && dir === 'asc') return sql<SqlBool>`(${ref} is null and ${cond})`;
  return cond;
}

export const reverse = (dir: Direction): Direction => (dir === 'asc' ? 'desc' : 'asc');
