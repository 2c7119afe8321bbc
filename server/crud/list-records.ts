import { sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { resolveSearchRefs, listConditions } from './list-filters.ts';
import { keyColumns, keyNames } from './list-keyset.ts';
import { listIdentity, type PageContext, placeRows, planWalk } from './list-page.ts';
import type { ListParams } from './list-params.ts';
import { runListStatement, type StatementAnswer } from './list-statement.ts';
import { pageOfRecord } from './locate-row.ts';
import type { ListTotal, PageAnchors } from './page-anchors.ts';
import type { ComputedColumns } from './resource-hooks.ts';
import { type Row, serializeRow } from './serialize.ts';
import type { OwnerScope } from './session-fields.ts';
import { withVirtualKeys } from './virtual-fields.ts';
import type { DynamicDb } from '../db/dynamic-db.ts';

export { TOTAL_CAP } from './list-statement.ts';

export interface ListAnswer {
  items: Row[];
  meta: Record<string, unknown> & { total: number; limit: number };
}

export interface ListOptions {
  /** The owner's rows only (a resource whose rows belong to users). */
  scope?: OwnerScope;
  /** Remembered positions and counts of this app's lists (page-anchors.ts). */
  anchors?: PageAnchors;
  /** The resource hooks' computed columns, read by the list's own statement. */
  computed?: ComputedColumns;
}

async function groupCounts(db: DynamicDb, def: ResourceDef, p: ListParams, scope?: OwnerScope) {
  if (!p.group) return undefined;
  const col = `${def.table}.${p.group}`;
  const rows = await db
    .selectFrom(def.table)
    .select([sql.ref(col).as('value'), (eb) => eb.fn.countAll<number>().as('count')])
    .where((eb) => {
      const list = listConditions(eb, def, p);
      return eb.and(scope ? [...list, eb(`${def.table}.${scope.column}`, '=', scope.userId)] : list);
    })
    .groupBy(col)
    .orderBy(col)
    .limit(200)
    .execute();
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/**
 * `meta[target] = [{id, name}]` for the records the page's rows refer to (only those: the walk's
 * rows beside the page are left out), and `meta.nested_names[field][parentId]`.
 */
function pageMeta(def: ResourceDef, found: StatementAnswer, rows: Row[]) {
  const meta: Record<string, unknown> = {};
  const ids = new Map<string, Set<number>>();
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref' && field.kind !== 'refs') continue;
    const set = ids.get(field.target) ?? new Set<number>();
    for (const row of rows) {
      const v = row[key];
      if (Array.isArray(v)) for (const id of v) set.add(Number(id));
      else if (v !== null && v !== undefined) set.add(Number(v));
    }
    if (set.size) ids.set(field.target, set);
  }
  for (const target of ids.keys()) meta[target] = [];
  for (const l of found.lookups)
    if (ids.get(l.t)?.has(l.id)) (meta[l.t] as { id: number; name: string }[]).push({ id: l.id, name: l.name });
  const onPage = new Set(rows.map((r) => Number(r.id)));
  const nested: Record<string, Record<number, { names: string[]; total: number }>> = {};
  for (const [key, list] of Object.entries(found.names)) {
    const cells: Record<number, { names: string[]; total: number }> = {};
    for (const r of list) {
      if (!onPage.has(r.parent)) continue;
      cells[r.parent] ??= { names: [], total: Number(r.total) };
      cells[r.parent].names.push(r.name);
    }
    nested[key] = cells;
  }
  return Object.keys(nested).length ? { nested_names: nested, ...meta } : meta;
}

/**
 * One page of a list. In the usual case one statement (list-statement.ts): the table's version is
 * read with the page, and the count and remembered positions are those of that version. A deep
 * page of a list not counted yet, and `locate`, first read the version and count (one more trip);
 * a page planned on a version the statement finds changed is planned again.
 */
export async function listRecords(
  db: DynamicDb,
  def: ResourceDef,
  params: ListParams,
  options: ListOptions = {},
): Promise<ListAnswer> {
  const { scope, anchors, computed } = options;
  await resolveSearchRefs(db, def, params);
  const narrowed =
    Object.keys(params.filter).length > 0 || !!params.search || !!params.groupDate || params.year !== undefined;
  const identity = listIdentity(def, params, scope);
  const versioned = anchors ? await anchors.isVersioned(db, def.table) : false;
  const cols = await keyColumns(db, def.table, keyNames(params));
  const context = (p: ListParams, version: string | undefined, total: ListTotal | undefined): PageContext => ({
    db,
    def,
    p,
    scope,
    total: total?.exact ? total.total : undefined,
    // Without a version nothing remembered applies: the walk starts from the first row.
    anchors: version === undefined ? undefined : anchors,
    version,
  });
  const parts = { version: versioned, narrowed, computed };
  // The stored count of a whole table is one lookup: read with every page, never remembered stale.
  const storedTotal = !narrowed && !scope;
  const measure = async () => {
    const found = await runListStatement(context(params, undefined, undefined), cols, undefined, {
      ...parts,
      total: true,
    });
    return { version: found.version, total: found.total! };
  };

  const remembered = versioned ? anchors!.known(identity) : undefined;
  let state: { version?: string; total?: ListTotal } = remembered?.total
    ? { version: remembered.version, total: remembered.total }
    : params.page > 1 || params.locate !== undefined
      ? await measure()
      : {};
  for (let attempt = 1; ; attempt++) {
    let c = context(params, state.version, state.total);
    const located = params.locate === undefined ? undefined : await pageOfRecord(c, params.locate);
    const p = located === undefined ? params : { ...params, page: located };
    c = { ...c, p };
    const walk = planWalk(c);
    const found = await runListStatement(c, cols, walk, { ...parts, total: !state.total || storedTotal });
    const stale = state.version !== undefined && found.version !== state.version;
    // A walk from the first row used nothing remembered (nor did the page number, without locate):
    // its page stands whatever was written meanwhile.
    if (stale && !(walk && !walk.from && walk.step === 1 && located === undefined)) {
      // Planned on what another version remembered. Planned again on a fresh count; after a
      // second change, on nothing remembered (the statement counts for itself).
      state = attempt === 1 ? await measure() : {};
      continue;
    }
    const version = found.version;
    let total = found.total ?? (stale ? undefined : state.total);
    let totalVersion = version;
    if (!total) ({ total, version: totalVersion } = await measure());
    if (versioned) anchors!.setTotal(identity, totalVersion, total);
    const raws = walk ? placeRows({ ...c, anchors, version }, cols, walk, found.rows) : [];
    const items = raws.map((raw) => {
      const row = withVirtualKeys(def, serializeRow(def, raw), p.fields);
      computed?.apply(row, raw);
      return row;
    });
    const groups = await groupCounts(db, def, p, scope);
    return {
      items,
      meta: {
        total: total.total,
        total_exact: total.exact,
        limit: p.limit,
        page: p.page,
        pages: Math.max(1, Math.ceil(total.total / p.limit)),
        sort: p.sort,
        order: p.order,
        ...(p.locate === undefined ? {} : { located: located !== undefined }),
        ...(groups ? { groups } : {}),
        ...pageMeta(def, found, raws),
        ...computed?.meta?.(raws),
      },
    };
  }
}
