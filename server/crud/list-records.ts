import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { getResource } from '../../core/resources/index.ts';
import { isNamesColumn } from '../../core/resources/fields/field-kinds.ts';
import { listConditions, resolveSearchRefs } from './list-filters.ts';
import { nestedNames } from './nested-names.ts';
import { withVirtualKeys } from './virtual-fields.ts';
import { pageOfRecord } from './locate-row.ts';
import { type PageContext, pageIds } from './list-page.ts';
import type { PageAnchors } from './page-anchors.ts';
import type { ListParams } from './list-params.ts';
import { type Row, serializeRow } from './serialize.ts';
import type { OwnerScope } from './session-fields.ts';

/**
 * Counting a million rows on every page view is what makes big lists slow. An unnarrowed list reads
 * the exact count kept by triggers (row_counts); a narrowed one counts at most TOTAL_CAP + 1 rows
 * and says `total_exact: false` past that ("10 000+" in the console); paging beyond still works.
 */
export const TOTAL_CAP = 10_000;

export interface ListAnswer {
  items: Row[];
  meta: Record<string, unknown> & { total: number; limit: number };
}

/** The list parameters' conditions, and the owner's when the resource has one. */
function conditions(eb: ExpressionBuilder<any, any>, def: ResourceDef, p: ListParams, scope?: OwnerScope) {
  const list = listConditions(eb, def, p);
  return eb.and(scope ? [...list, eb(`${def.table}.${scope.column}`, '=', scope.userId)] : list);
}

async function countRows(db: Kysely<any>, def: ResourceDef, p: ListParams, narrowed: boolean, scope?: OwnerScope) {
  // The stored count is of the whole table: an owner's list is always counted.
  if (!narrowed && !scope) {
    const stored = await db.selectFrom('row_counts').select('n').where('table_name', '=', def.table).executeTakeFirst();
    if (stored) return { total: Number(stored.n), exact: true };
  }
  const capped = db
    .selectFrom(def.table)
    .select(sql`1`.as('one'))
    .where((eb) => conditions(eb, def, p, scope))
    .limit(TOTAL_CAP + 1);
  const { n } = await db
    .selectFrom(capped.as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  return total > TOTAL_CAP ? { total: TOTAL_CAP, exact: false } : { total, exact: true };
}

/** Names of the records the page refers to, one query for all ref fields: meta[target] = [{id, name}]. */
async function lookups(db: Kysely<any>, def: ResourceDef, rows: Row[]) {
  const idsByTarget = new Map<string, Set<number>>();
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref' && field.kind !== 'refs') continue;
    const set = idsByTarget.get(field.target) ?? new Set<number>();
    for (const row of rows) {
      const v = row[key];
      if (Array.isArray(v)) for (const id of v) set.add(Number(id));
      else if (v !== null && v !== undefined) set.add(Number(v));
    }
    if (set.size) idsByTarget.set(field.target, set);
  }
  const parts = [...idsByTarget].flatMap(([target, ids]) => {
    const t = getResource(target);
    if (!t) return [];
    return [
      sql`select ${target}::text as target, id, ${sql.ref(t.titleField)}::text as name from ${sql.table(t.table)} where id = any(${[...ids]}::integer[])`,
    ];
  });
  const meta: Record<string, { id: number; name: string }[]> = {};
  for (const target of idsByTarget.keys()) meta[target] = [];
  if (!parts.length) return meta;
  const { rows: found } = await sql<{
    target: string;
    id: number;
    name: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  for (const r of found) meta[r.target].push({ id: r.id, name: r.name });
  return meta;
}

async function groupCounts(db: Kysely<any>, def: ResourceDef, p: ListParams, scope?: OwnerScope) {
  if (!p.group) return undefined;
  const col = `${def.table}.${p.group}`;
  const rows = await db
    .selectFrom(def.table)
    .select([sql.ref(col).as('value'), (eb) => eb.fn.countAll<number>().as('count')])
    .where((eb) => conditions(eb, def, p, scope))
    .groupBy(col)
    .orderBy(col)
    .limit(200)
    .execute();
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/** Every column, or (fields=...) the asked ones with id and the grouping field the console draws groups by. */
function selectColumns(q: SelectQueryBuilder<any, any, any>, def: ResourceDef, p: ListParams) {
  const t = def.table;
  if (!p.fields) return q.selectAll();
  // Names columns and virtual values are no columns: the answer gets them after the query.
  const own = p.fields.filter((k) => !(def.fields[k] && (isNamesColumn(def.fields[k]) || def.fields[k].virtual)));
  const columns = new Set(['id', ...own, ...(p.group ? [p.group] : [])]);
  return q.select([...columns].map((c) => `${t}.${c}`));
}

export async function listRecords(
  db: Kysely<any>,
  def: ResourceDef,
  params: ListParams,
  scope?: OwnerScope,
  anchors?: PageAnchors,
): Promise<ListAnswer> {
  const t = def.table;
  await resolveSearchRefs(db, def, params);
  const narrowed =
    Object.keys(params.filter).length > 0 || !!params.search || !!params.groupDate || params.year !== undefined;
  const { total, exact } = await countRows(db, def, params, narrowed, scope);
  const version = anchors ? await anchors.version(db, t) : undefined;
  const context: PageContext = { db, def, p: params, scope, total: exact ? total : undefined, anchors, version };
  const located = params.locate === undefined ? undefined : await pageOfRecord(context, params.locate);
  const p = located === undefined ? params : { ...params, page: located };
  // Deferred join: the page's ids come by keyset from the nearest known row (list-page.ts), and
  // only those rows are read in full, so a deep page neither fetches nor skips a million rows.
  const ids = await pageIds({ ...context, p });
  const found = ids.length ? await selectColumns(db.selectFrom(t), def, p).where(`${t}.id`, 'in', ids).execute() : [];
  const at = new Map(ids.map((id, i) => [id, i]));
  const rows = found.sort((a, b) => (at.get(Number(a.id)) ?? 0) - (at.get(Number(b.id)) ?? 0));
  const groups = await groupCounts(db, def, p, scope);
  return {
    items: rows.map((r) => withVirtualKeys(def, serializeRow(def, r), p.fields)),
    meta: {
      total,
      total_exact: exact,
      limit: p.limit,
      page: p.page,
      pages: Math.max(1, Math.ceil(total / p.limit)),
      sort: p.sort,
      order: p.order,
      ...(p.locate === undefined ? {} : { located: located !== undefined }),
      ...(groups ? { groups } : {}),
      ...(await nestedNames(db, def, rows, p.fields)),
      ...(await lookups(db, def, rows)),
    },
  };
}
