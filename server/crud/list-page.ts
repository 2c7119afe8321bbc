import { type Expression, type SqlBool, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { type Direction, type KeyColumn, keyAfter, keySelect, orderBy, readKey, reverse } from './list-keyset.ts';
import { listConditions } from './list-filters.ts';
import type { ListParams } from './list-params.ts';
import type { Anchor, PageAnchors } from './page-anchors.ts';
import type { OwnerScope } from './session-fields.ts';
import type { DynamicDb } from '../db/dynamic-db.ts';

/** Everything that decides which rows a list holds and in what order, except the page. */
export function listIdentity(def: ResourceDef, p: ListParams, scope?: OwnerScope): string {
  const { sort, order, group, filter, search, groupDate, year, month, searchRefIds } = p;
  const owner = scope ? [scope.column, scope.userId] : null;
  return JSON.stringify([def.table, sort, order, group, filter, search, groupDate, year, month, searchRefIds, owner]);
}

export interface PageContext {
  db: DynamicDb;
  def: ResourceDef;
  p: ListParams;
  scope?: OwnerScope;
  /** The list's row count when exact (lets the far end be read backwards). */
  total?: number;
  anchors?: PageAnchors;
  version?: string;
}

export function where(c: PageContext, extra?: Expression<SqlBool>) {
  return (eb: any) => {
    const t = c.def.table;
    const list = listConditions(eb, c.def, c.p);
    if (c.scope) list.push(eb(`${t}.${c.scope.column}`, '=', c.scope.userId));
    if (extra) list.push(extra);
    return eb.and(list);
  };
}

/** A walk: from the start, the end, or a known row, in either direction, skipping `skip` rows. */
export interface Walk {
  from?: Anchor;
  /** Position of the first row the walk meets (before skipping). */
  first: number;
  step: 1 | -1;
  skip: number;
  take: number;
}

/**
 * The cheapest way to read rows [start, end], plus the row beyond the page in the walk's direction
 * (it becomes an anchor for the next page): the walk that skips the fewest rows.
 */
function cheapestWalk(start: number, end: number, total: number | undefined, anchors: Anchor[]): Walk {
  const take = end - start + 2;
  const walks: Walk[] = [{ first: 0, step: 1, skip: start, take }];
  // The far end, read backwards: the last page costs what the first does.
  if (total !== undefined && start < total) {
    const top = Math.min(end, total - 1);
    walks.push({ first: total - 1, step: -1, skip: total - 1 - top, take: top - start + 2 });
  }
  for (const a of anchors) {
    if (a.index < start) walks.push({ from: a, first: a.index + 1, step: 1, skip: start - a.index - 1, take });
    else if (a.index > end) walks.push({ from: a, first: a.index - 1, step: -1, skip: a.index - 1 - end, take });
  }
  return walks.reduce((best, w) => (w.skip < best.skip ? w : best));
}

/** Rows [start, end] of the page `p.page` (0-based positions in the list). */
export function pageRange(p: ListParams): { start: number; end: number } {
  const start = (p.page - 1) * p.limit;
  return { start, end: start + p.limit - 1 };
}

/** How to reach the page from what is known (the total when exact, remembered rows); undefined: past the end. */
export function planWalk(c: PageContext): Walk | undefined {
  const { start, end } = pageRange(c.p);
  // Past the end of a list of known length there is nothing to walk to.
  if (c.total !== undefined && start >= c.total) return undefined;
  const known = c.anchors?.get(listIdentity(c.def, c.p, c.scope), c.version) ?? [];
  return cheapestWalk(start, end, c.total, known);
}

export const walkDirection = (c: PageContext, w: Walk): Direction => (w.step === 1 ? c.p.order : reverse(c.p.order));

/** The walk as a query: each row's id (`__id`), its keys as text (`k0`…) and as stored (`s0`…), in walk order. */
export function walkQuery(c: PageContext, cols: KeyColumn[], w: Walk) {
  const t = c.def.table;
  const dir = walkDirection(c, w);
  const after = w.from ? keyAfter(t, cols, w.from.key, dir) : undefined;
  return c.db
    .selectFrom(t)
    .select([
      `${t}.id as __id`,
      ...keySelect(t, cols),
      ...cols.map((col, i) => sql.ref(`${t}.${col.name}`).as(`s${i}`)),
    ])
    .where(where(c, after))
    .orderBy(orderBy(t, cols, dir))
    .limit(w.take)
    .offset(w.skip);
}

/**
 * What the walk met, in list order, with positions: `rows` come in walk order. Their edges (the
 * rows around the page and its first and last) are remembered for the next page.
 */
export function placeRows<R extends Record<string, unknown>>(c: PageContext, cols: KeyColumn[], w: Walk, rows: R[]) {
  const { start, end } = pageRange(c.p);
  const placed = rows.map((row, i) => ({ index: w.first + w.step * (w.skip + i), key: readKey(row, cols), row }));
  placed.sort((a, b) => a.index - b.index);
  const edges = placed.filter(
    (r) => r.index === start - 1 || r.index === end + 1 || r.index === start || r.index === end,
  );
  c.anchors?.add(
    listIdentity(c.def, c.p, c.scope),
    c.version,
    edges.map((r) => ({ index: r.index, key: r.key })),
  );
  return placed.filter((r) => r.index >= start && r.index <= end).map((r) => r.row);
}
