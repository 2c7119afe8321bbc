import { type Kysely, sql } from 'kysely';
import type { DB } from '../../server/db/db-types.ts';

// The statistics as they were computed straight from orders and order_individuals before
// occupation_places (migration 0085) existed: the parity test holds the rollup and the answers
// read from it to these. Kept here verbatim, apart from the month passed as two dates.

/** What occupation_places must hold: every worker place of a formed or counted, not cancelled order. */
export const referencePlaces = (db: Kysely<DB>) =>
  sql<Record<string, unknown>>`
    select oi.id as order_individual_id, o.id as order_id, oi.individual_id, oi.work_type_id, o.start_date,
      o.status, o.start_time, coalesce(oi.pure_time, o.pure_time, o.approx_work_time) as hours, o.trip_time
    from orders o join order_individuals oi on oi.order_id = o.id
    where o.status >= 2 and o.client_canceled_at is null and oi.individual_id is not null
    order by oi.id`.execute(db);

const busyRows = (from: string, to: string, kind: string | null) => sql`
  select oi.individual_id, o.start_date as d,
    extract(epoch from coalesce(o.start_time, '12:00'::time)) / 3600.0 as s,
    extract(epoch from coalesce(o.start_time, '12:00'::time)) / 3600.0
      + coalesce(oi.pure_time, o.pure_time, o.approx_work_time, 1) as e
  from orders o
  join order_individuals oi on oi.order_id = o.id
  ${kind ? sql`join work_types wt on wt.id = oi.work_type_id and wt.occupation_kind = ${kind}` : sql``}
  where o.start_date >= ${from}::date and o.start_date < ${to}::date
    and o.status >= 2 and o.client_canceled_at is null and oi.individual_id is not null`;

const slotCounts = sql.join(
  Array.from({ length: 11 }, (_, i) => sql`(count(*) filter (where c.h = ${sql.lit(8 + i)}))::int`),
  sql`, `,
);

/** The heat map (busy=1) of a month: every worker with his hours, days and slots, in the answer's order. */
export const referenceHeatMap = (db: Kysely<DB>, from: string, to: string, kind: string | null) =>
  sql<Record<string, unknown>>`
    with r as (${busyRows(from, to, kind)}),
    c as (
      select distinct r.individual_id, r.d, h
      from r, generate_series(greatest(8, floor(r.s)::int), least(18, ceil(r.e)::int - 1)) h)
    select c.individual_id, i.name, count(*)::int as busy_hours, count(distinct c.d)::int as days_worked,
      array[${slotCounts}] as cells
    from c join individuals i on i.id = c.individual_id
    group by c.individual_id, i.name
    order by busy_hours desc, i.name, c.individual_id`.execute(db);

/** The idle workers (busy=0) of a month, ids in the answer's order. */
export const referenceIdle = (db: Kysely<DB>, from: string, to: string, kind: string | null) =>
  sql<{ individual_id: number }>`
    select i.id as individual_id from individuals i
    where not i.fired and i.status <> 7
      and i.id not in (select r.individual_id from (${busyRows(from, to, null)}) r)
      ${
        kind
          ? sql`and exists (select 1 from individual_work_types iw join work_types wt on wt.id = iw.work_type_id
              where iw.individual_id = i.id and wt.occupation_kind = ${kind})`
          : sql``
      }
    order by i.name, i.id`.execute(db);

const driverRows = (from: string, to: string) => sql`
  select oi.individual_id, oi.instrument_type_id, o.id as order_id, x.h,
    coalesce(oi.rate_client1, 0) * x.h + coalesce(oi.rate_client2, 0) as revenue,
    coalesce(oi.rate_individual1, 0) * x.h + coalesce(oi.rate_individual2, 0) as pay
  from orders o
  join order_individuals oi on oi.order_id = o.id
  cross join lateral (select greatest(4, coalesce(oi.pure_time, o.pure_time, o.approx_work_time, 0)
    + coalesce(o.trip_time, 0)) as h) x
  where o.start_date >= ${from}::date and o.start_date < ${to}::date and o.status = 3
    and o.client_canceled_at is null and oi.work_type_id = 52 and oi.individual_id is not null`;

/** The driver statistics' drivers and vehicles of a month. */
export async function referenceDriver(db: Kysely<DB>, from: string, to: string) {
  const { rows: items } = await sql`
    with d as (${driverRows(from, to)})
    select d.individual_id, i.name,
      coalesce(string_agg(distinct it.name, ', '), '') as vehicles,
      count(distinct d.order_id)::int as orders, sum(d.h)::float8 as hours,
      sum(d.revenue)::numeric(16,2)::text as revenue, sum(d.pay)::numeric(16,2)::text as pay
    from d join individuals i on i.id = d.individual_id
    left join instrument_types it on it.id = d.instrument_type_id
    group by d.individual_id, i.name
    order by sum(d.revenue) desc, i.name, d.individual_id`.execute(db);
  const { rows: vehicles } = await sql`
    with d as (${driverRows(from, to)})
    select d.instrument_type_id, coalesce(it.name, 'Без машины') as name,
      count(distinct d.order_id)::int as orders, sum(d.h)::float8 as hours,
      sum(d.revenue)::numeric(16,2)::text as revenue
    from d left join instrument_types it on it.id = d.instrument_type_id
    group by d.instrument_type_id, it.name
    order by sum(d.revenue) desc, it.name`.execute(db);
  return { items, vehicles };
}
