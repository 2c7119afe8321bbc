import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString, sumMoney } from '../../core/money.ts';
import type { DriverAnswer } from '../../core/statistics/statistics-contract.ts';
import type { MonthRange } from './statistics-period.ts';
import type { DB } from '../db/db-types.ts';

/** Spec 01 §9: 'Work type 52 denotes driver work with an instrument type' (the vehicle). */
export const DRIVER_WORK_TYPE = 52;

/**
 * The driver rows of the month's counted orders, each at its billed hours (its own time, else the
 * order's, plus the trip, at least 4 h, as the order money rule bills a worker). The month's places
 * come from occupation_places (migration 0085, kept by triggers); only the few driver rows are read
 * from order_individuals, for their vehicle and rates.
 */
const driverRows = (range: MonthRange) => sql`
  select p.individual_id, oi.instrument_type_id, p.order_id, x.h,
    coalesce(oi.rate_client1, 0) * x.h + coalesce(oi.rate_client2, 0) as revenue,
    coalesce(oi.rate_individual1, 0) * x.h + coalesce(oi.rate_individual2, 0) as pay
  from occupation_places p
  join order_individuals oi on oi.id = p.order_individual_id
  cross join lateral (select greatest(4, coalesce(p.hours, 0) + coalesce(p.trip_time, 0)) as h) x
  where p.start_date >= ${range.from}::date and p.start_date < ${range.to}::date and p.status = 3
    and p.work_type_id = ${DRIVER_WORK_TYPE}`;

/** Spec 02 /driver_statistics: the month's drivers and vehicles with their orders, hours, revenue and pay. */
export async function loadDriverStatistics(db: Kysely<DB>, range: MonthRange): Promise<DriverAnswer> {
  const { rows: items } = await sql<DriverAnswer['items'][number]>`
    with d as (${driverRows(range)})
    select d.individual_id, i.name,
      coalesce(string_agg(distinct it.name, ', '), '') as vehicles,
      count(distinct d.order_id)::int as orders, sum(d.h)::float8 as hours,
      sum(d.revenue)::numeric(16,2)::text as revenue, sum(d.pay)::numeric(16,2)::text as pay
    from d join individuals i on i.id = d.individual_id
    left join instrument_types it on it.id = d.instrument_type_id
    group by d.individual_id, i.name
    order by sum(d.revenue) desc, i.name, d.individual_id`.execute(db);
  const { rows: vehicles } = await sql<DriverAnswer['vehicles'][number]>`
    with d as (${driverRows(range)})
    select d.instrument_type_id, coalesce(it.name, 'Без машины') as name,
      count(distinct d.order_id)::int as orders, sum(d.h)::float8 as hours,
      sum(d.revenue)::numeric(16,2)::text as revenue
    from d left join instrument_types it on it.id = d.instrument_type_id
    group by d.instrument_type_id, it.name
    order by sum(d.revenue) desc, it.name`.execute(db);
  return {
    year: range.year,
    month: range.month,
    items,
    vehicles,
    totals: {
      orders: items.reduce((s, r) => s + r.orders, 0),
      hours: items.reduce((s, r) => s + r.hours, 0),
      revenue: kopecksToDecimalString(sumMoney(items.map((r) => r.revenue))),
      pay: kopecksToDecimalString(sumMoney(items.map((r) => r.pay))),
    },
  };
}
