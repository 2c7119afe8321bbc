import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { type Field, isNamesColumn, type NestedField } from '../../core/resources/fields/field-kinds.ts';
import { getResource } from '../../core/resources/index.ts';
import type { KeyColumn } from './list-keyset.ts';
import { type PageContext, type Walk, walkDirection, walkQuery, where } from './list-page.ts';
import type { ListParams } from './list-params.ts';
import { versionOf } from './page-anchors.ts';
import type { ComputedColumns } from './resource-hooks.ts';
import type { Row } from './serialize.ts';

/**
 * Counting a million rows on every page view is what makes big lists slow. An unnarrowed list reads
 * the exact count kept by triggers (row_counts); a narrowed one counts at most TOTAL_CAP + 1 rows
 * and says `total_exact: false` past that ("10 000+" in the console); paging beyond still works.
 */
export const TOTAL_CAP = 10_000;

export interface StatementParts {
  /** Read the table's version (a table with the version trigger). */
  version: boolean;
  /** Count the list (no total known at this version). */
  total: boolean;
  narrowed: boolean;
  computed?: ComputedColumns;
}

export interface StatementAnswer {
  version?: string;
  total?: { total: number; exact: boolean };
  /** What the walk met, in walk order: the table's columns, keys k0… and the computed `__c_…`. */
  rows: Row[];
  lookups: { t: string; id: number; name: string }[];
  names: Record<string, { parent: number; name: string; total: number }[]>;
}

type Ref = [string, Extract<Field, { kind: 'ref' | 'refs' }>];

/** Every column, or (fields=...) the asked ones with id and the grouping field the console draws groups by. */
function selectedColumns(def: ResourceDef, p: ListParams): string[] | undefined {
  if (!p.fields) return undefined;
  // Names columns and virtual values are no columns: the answer gets them after the query.
  const own = p.fields.filter((k) => !(def.fields[k] && (isNamesColumn(def.fields[k]) || def.fields[k].virtual)));
  return [...new Set(['id', ...own, ...(p.group ? [p.group] : [])])];
}

function refFields(def: ResourceDef, columns: string[] | undefined): Ref[] {
  return Object.entries(def.fields).filter(
    // A virtual reference has no column: what fills it (a hook) names its records itself.
    (e): e is Ref =>
      (e[1].kind === 'ref' || e[1].kind === 'refs') && !e[1].virtual && (!columns || columns.includes(e[0])),
  );
}

function namesFields(def: ResourceDef, p: ListParams): [string, NestedField & { listNames: number }][] {
  return Object.entries(def.fields).filter(
    (e): e is [string, NestedField & { listNames: number }] =>
      isNamesColumn(e[1]) && (!p.fields || p.fields.includes(e[0])),
  );
}

/**
 * Names of the records the walked rows refer to, one JSON array for all ref fields: [{t, id, name}].
 * The ids come from `r` (the walked rows): each mention of a table costs a look at every one of its
 * indexes when planning (orders has 27, on PGlite each a file-size system call).
 */
function lookupsJson(refs: Ref[]): RawBuilder<unknown> | undefined {
  const byTarget = new Map<string, RawBuilder<unknown>[]>();
  for (const [key, field] of refs) {
    const column = sql.ref(`r.${key}`);
    const list = byTarget.get(field.target) ?? [];
    list.push(field.kind === 'refs' ? sql`select unnest(${column}) from r` : sql`select ${column} from r`);
    byTarget.set(field.target, list);
  }
  const parts = [...byTarget].flatMap(([target, idQueries]) => {
    const t = getResource(target);
    if (!t) return [];
    return [
      sql`select ${target}::text as t, x.id, ${sql.ref(`x.${t.titleField}`)}::text as name from ${sql.table(t.table)} as x
        where x.id in (${sql.join(idQueries, sql` union `)})`,
    ];
  });
  if (!parts.length) return undefined;
  return sql`(select json_agg(json_build_object('t', l.t, 'id', l.id, 'name', l.name)) from (${sql.join(parts, sql` union all `)}) as l)`;
}

/** `meta.nested_names[field]`'s rows for the walked rows: the first `listNames` names of each and how many. */
function namesJson(field: NestedField & { listNames: number }): RawBuilder<unknown> {
  const fk = sql.ref(field.foreignKey);
  return sql`(select json_agg(json_build_object('parent', parent, 'name', name, 'total', total) order by parent, n) from (
      select ${fk} as parent, name, row_number() over (partition by ${fk} order by id) as n,
        count(*) over (partition by ${fk}) as total
      from ${sql.table(field.table)} where ${fk} in (select r.id from r)
    ) as ranked where n <= ${field.listNames})`;
}

/** The list's row count: the stored one when the list is the whole table, else counted up to the cap. */
function totalColumns(c: PageContext, narrowed: boolean) {
  const { def, db } = c;
  // The stored count is of the whole table: an owner's list is always counted.
  const stored = narrowed || c.scope ? sql`null::bigint` : sql`crm_row_count(${def.table})`;
  const capped = db
    .selectFrom(def.table)
    .select(sql`1`.as('one'))
    .where(where(c))
    .limit(TOTAL_CAP + 1);
  return sql`${stored} as __stored, case when ${stored} is null then (select count(*) from ${capped} as capped) end as __counted`;
}

/**
 * The page in ONE statement (issue 25): the table's version and the count when needed, the walk to
 * the page (list-page.ts), its rows in full, the names of what they refer to, the nested names
 * asked for and the hooks' computed columns. One round trip instead of seven; no transaction is
 * needed for one statement to see one snapshot. Without a walk (past the end) only the version
 * and count are read.
 */
export async function runListStatement(
  c: PageContext,
  cols: KeyColumn[],
  walk: Walk | undefined,
  parts: StatementParts,
): Promise<StatementAnswer> {
  const { def, p, db } = c;
  const table = sql.table(def.table);
  const meta = [
    parts.version ? sql`${versionOf(def.table)} as __version` : sql`null::text as __version`,
    parts.total ? totalColumns(c, parts.narrowed) : sql`null::bigint as __stored, null::bigint as __counted`,
  ];
  let statement: RawBuilder<Row>;
  if (!walk) statement = sql<Row>`select ${sql.join(meta)}`;
  else {
    const columns = selectedColumns(def, p);
    const first = (value: RawBuilder<unknown>, name: string) =>
      sql`case when row_number() over () = 1 then ${value} end as ${sql.ref(name)}`;
    const lookups = lookupsJson(refFields(def, columns));
    const asked = (key: string) => !p.fields || p.fields.includes(key);
    const computed = Object.entries(parts.computed?.select(def.table, asked) ?? {});
    // r: the walked rows in full (keys as text k…, as stored s…, computed __c_…), read once.
    const rowColumns = [
      ...cols.map((_, i) => sql.ref(`p.k${i}`)),
      ...cols.map((_, i) => sql.ref(`p.s${i}`)),
      columns ? sql.join(columns.map((k) => sql.ref(`${def.table}.${k}`))) : sql`${table}.*`,
      ...computed.map(([name, expr]) => sql`${expr} as ${sql.ref(`__c_${name}`)}`),
    ];
    const select = [
      sql`m.*`,
      sql`r.*`,
      ...(lookups ? [first(lookups, '__lookups')] : []),
      ...namesFields(def, p).map(([key, field]) => first(namesJson(field), `__names_${key}`)),
    ];
    const dir = sql.raw(walkDirection(c, walk));
    const order = sql.join(cols.map((_, i) => sql`${sql.ref(`r.s${i}`)} ${dir}`));
    statement = sql<Row>`with m as (select ${sql.join(meta)}),
      p as ${walkQuery(c, cols, walk) as SelectQueryBuilder<any, any, any>},
      r as (select ${sql.join(rowColumns)} from p join ${table} on ${sql.ref(`${def.table}.id`)} = p.__id)
      select ${sql.join(select)}
      from m left join r on true
      order by ${order}`;
  }
  const { rows } = await statement.execute(db);
  const head = rows[0] ?? {};
  const stored = head.__stored;
  const counted = head.__counted;
  const json = <T>(key: string) => (rows.find((r) => r[key] != null)?.[key] ?? []) as T[];
  return {
    version: head.__version == null ? undefined : String(head.__version),
    total: !parts.total
      ? undefined
      : stored != null
        ? { total: Number(stored), exact: true }
        : Number(counted) > TOTAL_CAP
          ? { total: TOTAL_CAP, exact: false }
          : { total: Number(counted), exact: true },
    rows: walk ? rows.filter((r) => r.id != null) : [],
    lookups: walk ? json('__lookups') : [],
    names: walk ? Object.fromEntries(namesFields(def, p).map(([key]) => [key, json(`__names_${key}`)])) : {},
  };
}
