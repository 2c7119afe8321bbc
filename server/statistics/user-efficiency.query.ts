import { type Kysely, sql } from 'kysely';
import type { EfficiencyAnswer } from '../../core/statistics/statistics-contract.ts';
import type { MonthRange } from './statistics-period.ts';
import type { DB } from '../db/db-types.ts';

/**
 * Spec 02 'User efficiency: name, user_count (orders as first kind of manager), user2_count (second
 * kind), rating', by month: the month's formed and counted orders (by start date) each manager is
 * manager 1 or 2 of, and the mean client rating of those orders (each order once per manager).
 * Every manager with an order that month; the console sorts (spec: 'sorted on the client side').
 */
export async function loadUserEfficiency(db: Kysely<DB>, range: MonthRange): Promise<EfficiencyAnswer> {
  const { rows } = await sql<EfficiencyAnswer['items'][number]>`
    select u.id as user_id, u.name,
      (count(*) filter (where o.user_id = u.id))::int as user_count,
      (count(*) filter (where o.user2_id = u.id))::int as user2_count,
      round(avg(o.rating), 2)::float8 as rating, count(o.rating)::int as rated
    from orders o
    join users u on u.id = o.user_id or u.id = o.user2_id
    where o.start_date >= ${range.from}::date and o.start_date < ${range.to}::date
      and o.status >= 2 and o.client_canceled_at is null
    group by u.id, u.name
    order by u.name, u.id`.execute(db);
  return { year: range.year, month: range.month, items: rows };
}
