import { type Kysely, sql } from 'kysely';
import type { OccupationAnswer } from '../../core/statistics/statistics-contract.ts';
import { daysOf, type MonthRange } from './statistics-period.ts';
import type { DB } from '../db/db-types.ts';

/** Spec 02 'slots 08:00 to 18:00 hourly': the hour starting at each. */
export const OCCUPATION_SLOTS = Array.from({ length: 11 }, (_, i) => 8 + i);
export const OCCUPATION_PAGE = 50;
export type OccupationKind = 'gruz' | 'sbor' | 'takel';

export interface OccupationQuery {
  range: MonthRange;
  busy: 0 | 1;
  kind: OccupationKind | null;
  page: number;
}

/**
 * A worker's place on a formed or counted order of the month, as the hours it covers: from its
 * start (12:00 when none, as the schedule) for its own time, else the order's, else the estimate
 * (1 h when none). With a kind, only rows of that kind's work types. Read from occupation_places
 * (migration 0085), which the triggers keep equal to those rows of orders and order_individuals.
 */
const busyRows = (q: OccupationQuery) => sql`
  select p.individual_id, p.start_date as d,
    extract(epoch from coalesce(p.start_time, '12:00'::time)) / 3600.0 as s,
    extract(epoch from coalesce(p.start_time, '12:00'::time)) / 3600.0 + coalesce(p.hours, 1) as e
  from occupation_places p
  ${q.kind ? sql`join work_types wt on wt.id = p.work_type_id and wt.occupation_kind = ${q.kind}` : sql``}
  where p.start_date >= ${q.range.from}::date and p.start_date < ${q.range.to}::date`;

/** A slot in the bits of a worker's day (bit h for the hour starting at h). */
const inSlot = (h: number) => sql`(b.bits & ${sql.lit(1 << h)}) <> 0`;
const slotCounts = sql.join(
  OCCUPATION_SLOTS.map((h) => sql`(count(*) filter (where ${inSlot(h)}))::int`),
  sql`, `,
);
const slotsOfDay = sql.join(
  OCCUPATION_SLOTS.map((h) => sql`((b.bits >> ${sql.lit(h)}) & 1)`),
  sql` + `,
);

/**
 * The heat map: each place covers the slots from the hour it starts in to the hour it ends in
 * (08:00–18:00 only); a worker's day is the union of its places' slots as bits, so a slot two
 * orders share that day counts once; a day with no slot is no day worked.
 */
const heatMap = (q: OccupationQuery, offset: number) => {
  const first = OCCUPATION_SLOTS[0];
  const last = OCCUPATION_SLOTS[OCCUPATION_SLOTS.length - 1];
  return sql<Item>`
    with b as (
      select r.individual_id, r.d, bit_or(case when x.lo <= x.hi then (1 << (x.hi + 1)) - (1 << x.lo) else 0 end) as bits
      from (${busyRows(q)}) r
      cross join lateral (select greatest(${first}, floor(r.s)::int) as lo, least(${last}, ceil(r.e)::int - 1) as hi) x
      group by r.individual_id, r.d),
    w as (
      select b.individual_id, sum(${slotsOfDay})::int as busy_hours, count(*)::int as days_worked,
        array[${slotCounts}] as cells
      from b where b.bits <> 0
      group by b.individual_id)
    select w.individual_id, i.name, w.busy_hours, w.days_worked, w.cells, count(*) over ()::int as total
    from w join individuals i on i.id = w.individual_id
    order by w.busy_hours desc, i.name, w.individual_id
    limit ${OCCUPATION_PAGE} offset ${offset}`;
};

type Item = OccupationAnswer['items'][number] & { total: number };

/**
 * Spec 02 /individual_occupation: busy=1 (default) is the heat map: per worker and slot, on how many
 * days of the month he was busy in that hour, the busiest first; busy=0 lists the working workers
 * (not dismissed, not «Не работает») with no order that month, by name. 50 a page.
 */
export async function loadOccupation(db: Kysely<DB>, q: OccupationQuery): Promise<OccupationAnswer> {
  const offset = (q.page - 1) * OCCUPATION_PAGE;
  const { rows } =
    q.busy === 1
      ? await heatMap(q, offset).execute(db)
      : await sql<Item>`
          select i.id as individual_id, i.name, 0 as busy_hours, 0 as days_worked,
            array_fill(0, array[${sql.lit(OCCUPATION_SLOTS.length)}]) as cells, count(*) over ()::int as total
          from individuals i
          where not i.fired and i.status <> 7
            and i.id not in (select r.individual_id from (${busyRows({ ...q, kind: null })}) r)
            ${
              q.kind
                ? sql`and exists (select 1 from individual_work_types iw join work_types wt on wt.id = iw.work_type_id
                    where iw.individual_id = i.id and wt.occupation_kind = ${q.kind})`
                : sql``
            }
          order by i.name, i.id
          limit ${OCCUPATION_PAGE} offset ${offset}`.execute(db);
  const total = rows[0]?.total ?? 0;
  return {
    year: q.range.year,
    month: q.range.month,
    busy: q.busy,
    kind: q.kind,
    slots: OCCUPATION_SLOTS.map((h) => `${String(h).padStart(2, '0')}:00`),
    days: daysOf(q.range).length,
    items: rows.map(({ total: _, ...item }) => ({ ...item, cells: item.cells.map(Number) })),
    meta: { total, page: q.page, pages: Math.max(1, Math.ceil(total / OCCUPATION_PAGE)), limit: OCCUPATION_PAGE },
  };
}
