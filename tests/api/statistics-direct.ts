import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ClientAnswer, EverydayAnswer, MonthAnswer } from '../../core/statistics/statistics-contract.ts';
import type { DB } from '../../server/db/db-types.ts';
import {
  CLIENT_PAGE,
  type ClientMonth,
  type ClientRow,
  clientAnswer,
  clientMonths,
} from '../../server/statistics/client-statistics.query.ts';
import {
  type DateType,
  type DayRow,
  everydayAnswer,
  NEW_CLIENT_DAYS,
} from '../../server/statistics/everyday-statistics.query.ts';
import { type MonthSums, monthAnswer, monthWindow } from '../../server/statistics/month-statistics.query.ts';
import { type MonthRange, monthRange } from '../../server/statistics/statistics-period.ts';

// The statistics as they were read before migration 0081: straight from the orders of the period
// (the queries of server/statistics as of issue 21 item 5). The parity test holds the kept sums to
// these answers, and the seed tests hold the kept tables to `statisticsRollupsDrift`.

/** /month_statistics from the orders of the six months. */
export async function directMonthStatistics(db: Kysely<DB>, monthOffset: number): Promise<MonthAnswer> {
  const { first, last } = monthWindow(monthOffset);
  const { rows } = await sql<MonthSums>`
    select extract(year from o.start_date)::int as y, extract(month from o.start_date)::int as m,
      count(*)::int as orders, (count(*) filter (where o.status = 3))::int as closed,
      (count(*) filter (where o.status = 2))::int as pending,
      coalesce(sum(o.final_revenue) filter (where o.status = 3), 0)::numeric(16,2)::text as revenue,
      coalesce(sum(o.final_profit) filter (where o.status = 3), 0)::numeric(16,2)::text as profit,
      count(distinct o.contractor_id)::int as clients
    from orders o
    where o.start_date >= ${first.from}::date and o.start_date < ${last.to}::date
      and o.status >= 2 and o.client_canceled_at is null
    group by grouping sets ((extract(year from o.start_date), extract(month from o.start_date)), ())`.execute(db);
  return monthAnswer(monthOffset, first, rows);
}

/** /client_statistics from the orders of the six months. */
export async function directClientStatistics(db: Kysely<DB>, last: MonthRange, page: number): Promise<ClientAnswer> {
  const first = clientMonths(last)[0];
  const base = first.year * 12 + first.month;
  const perMonth = sql`
    select o.contractor_id, (extract(year from o.start_date) * 12 + extract(month from o.start_date))::int - ${base} as k,
      count(*)::int as orders,
      coalesce(sum(o.final_revenue) filter (where o.status = 3), 0) as revenue,
      coalesce(sum(o.final_profit) filter (where o.status = 3), 0) as profit
    from orders o
    where o.start_date >= ${first.from}::date and o.start_date < ${last.to}::date
      and o.status >= 2 and o.client_canceled_at is null
    group by o.contractor_id, k`;
  const { rows } = await sql<ClientRow & { total: number }>`
    with per as (${perMonth}),
    tot as (
      select contractor_id, sum(orders)::int as orders, sum(revenue) as revenue, sum(profit) as profit,
        json_agg(json_build_object('k', k, 'orders', orders, 'revenue', revenue::numeric(16,2)::text,
          'profit', profit::numeric(16,2)::text)) as months
      from per group by contractor_id)
    select t.contractor_id, c.name, t.orders, t.revenue::numeric(16,2)::text as revenue,
      t.profit::numeric(16,2)::text as profit, t.months, count(*) over ()::int as total
    from tot t join contractors c on c.id = t.contractor_id
    order by t.revenue desc, c.name, t.contractor_id
    limit ${CLIENT_PAGE} offset ${(page - 1) * CLIENT_PAGE}`.execute(db);
  const { rows: sums } = await sql<ClientMonth>`
    select k, sum(orders)::int as orders, sum(revenue)::numeric(16,2)::text as revenue,
      sum(profit)::numeric(16,2)::text as profit
    from (${perMonth}) per group by k`.execute(db);
  const { rows: count } = await sql<{ n: number }>`
    select count(distinct o.contractor_id)::int as n from orders o
    where o.start_date >= ${first.from}::date and o.start_date < ${last.to}::date
      and o.status >= 2 and o.client_canceled_at is null`.execute(db);
  return clientAnswer(last, page, { rows, sums, total: count[0].n });
}

function dayOf(type: DateType, range: MonthRange): { day: RawBuilder<string>; within: RawBuilder<boolean> } {
  if (type === 'payment_date')
    return {
      day: sql<string>`o.p_paid_at`,
      within: sql<boolean>`o.p_paid_at >= ${range.from}::date and o.p_paid_at < ${range.to}::date`,
    };
  return {
    day: sql<string>`(o.updated_at at time zone 'Europe/Moscow')::date`,
    within: sql<boolean>`o.updated_at >= (${range.from}::timestamp at time zone 'Europe/Moscow')
      and o.updated_at < (${range.to}::timestamp at time zone 'Europe/Moscow')`,
  };
}

async function directDaySums(db: Kysely<DB>, type: DateType, range: MonthRange): Promise<DayRow[]> {
  const { day, within } = dayOf(type, range);
  const { rows } = await sql<DayRow>`
    with month_orders as (
      select ${day} as d, o.contractor_id, o.start_date, o.final_revenue, o.final_profit
      from orders o where o.status = 3 and o.client_canceled_at is null and ${within}
    ), firsts as (
      select c.id, (select min(f.start_date) from orders f where f.contractor_id = c.id) as first_date
      from contractors c where c.from_ads and c.id in (select contractor_id from month_orders)
    )
    select m.d::text as d, count(*)::int as orders,
      sum(m.final_revenue)::numeric(16,2)::text as revenue, sum(m.final_profit)::numeric(16,2)::text as profit,
      coalesce(sum(m.final_revenue) filter (where f.id is not null), 0)::numeric(16,2)::text as ads_revenue,
      coalesce(sum(m.final_profit) filter (where m.start_date < f.first_date + ${sql.lit(NEW_CLIENT_DAYS)}), 0)::numeric(16,2)::text
        as new_client_profit
    from month_orders m left join firsts f on f.id = m.contractor_id
    group by m.d`.execute(db);
  return rows;
}

/** /everyday_statistics from the counted orders of the month and the one before. */
export async function directEverydayStatistics(
  db: Kysely<DB>,
  type: DateType,
  range: MonthRange,
): Promise<EverydayAnswer> {
  const days = await directDaySums(db, type, range);
  const prevDays = await directDaySums(db, type, monthRange(range.year, range.month, -1));
  const { rows: ads } = await sql<{ d: string; amount: string }>`
    select date::text as d, sum(amount)::numeric(16,2)::text as amount from everyday_ads
    where date >= ${range.from}::date and date < ${range.to}::date group by date`.execute(db);
  return everydayAnswer(type, range, days, prevDays, ads);
}

/**
 * Keys where the kept sums of migration 0081 (summed over connections) differ from the sums
 * recomputed from today's orders and clients, per table: all zero when the triggers kept them exact.
 */
export async function statisticsRollupsDrift(db: Kysely<DB>): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    with fresh_clients as (
      select date_trunc('month', o.start_date::timestamp)::date as month, o.contractor_id, count(*)::int as orders,
        (count(*) filter (where o.status = 3))::int as closed, (count(*) filter (where o.status = 2))::int as pending,
        coalesce(sum(o.final_revenue) filter (where o.status = 3), 0) as revenue,
        coalesce(sum(o.final_profit) filter (where o.status = 3), 0) as profit
      from orders o where o.status >= 2 and o.client_canceled_at is null group by 1, 2),
    kept_clients as (select month, contractor_id, orders, closed, pending, revenue, profit
      from statistics_month_clients where orders <> 0),
    fresh_six as (select (month + make_interval(months => g))::date as last_month, contractor_id,
        sum(orders)::int as orders, sum(revenue) as revenue, sum(profit) as profit
      from fresh_clients cross join generate_series(0, 5) g group by 1, 2),
    kept_six as (select last_month, contractor_id, orders, revenue, profit from statistics_six_months where orders <> 0),
    fresh_months as (select month, sum(orders)::int as orders, sum(closed)::int as closed, sum(pending)::int as pending,
        sum(revenue) as revenue, sum(profit) as profit, count(*)::int as clients from fresh_clients group by month),
    kept_months as (select month, sum(orders)::int as orders, sum(closed)::int as closed, sum(pending)::int as pending,
        sum(revenue) as revenue, sum(profit) as profit, sum(clients)::int as clients
      from statistics_months group by month having sum(orders) <> 0),
    fresh_days as (
      select t.date_type, t.day, count(*)::int as orders, sum(o.final_revenue) as revenue, sum(o.final_profit) as profit,
        coalesce(sum(o.final_revenue) filter (where c.from_ads), 0) as ads_revenue
      from orders o join contractors c on c.id = o.contractor_id
      cross join lateral (values ('updated_at', (o.updated_at at time zone 'Europe/Moscow')::date),
        ('payment_date', o.p_paid_at)) t (date_type, day)
      where o.status = 3 and o.client_canceled_at is null and t.day is not null group by 1, 2),
    kept_days as (select date_type, day, sum(orders)::int as orders, sum(revenue) as revenue, sum(profit) as profit,
        sum(ads_revenue) as ads_revenue from statistics_days group by 1, 2 having sum(orders) <> 0),
    firsts as (select contractor_id, min(start_date) as first_date from orders group by contractor_id),
    fresh_new as (
      select o.contractor_id, t.date_type, t.day, sum(o.final_profit) as profit
      from orders o join contractors c on c.id = o.contractor_id and c.from_ads
      join firsts f on f.contractor_id = o.contractor_id
      cross join lateral (values ('updated_at', (o.updated_at at time zone 'Europe/Moscow')::date),
        ('payment_date', o.p_paid_at)) t (date_type, day)
      where o.status = 3 and o.client_canceled_at is null and t.day is not null
        and o.start_date < f.first_date + ${sql.lit(NEW_CLIENT_DAYS)}
      group by 1, 2, 3)
    select
      (select count(*)::int from kept_clients k full join fresh_clients f using (month, contractor_id)
        where (k.orders, k.closed, k.pending, k.revenue, k.profit) is distinct from (f.orders, f.closed, f.pending, f.revenue, f.profit)) as month_clients,
      (select count(*)::int from kept_six k full join fresh_six f using (last_month, contractor_id)
        where (k.orders, k.revenue, k.profit) is distinct from (f.orders, f.revenue, f.profit)) as six_months,
      (select count(*)::int from kept_months k full join fresh_months f using (month)
        where (k.orders, k.closed, k.pending, k.revenue, k.profit, k.clients)
          is distinct from (f.orders, f.closed, f.pending, f.revenue, f.profit, f.clients)) as months,
      (select count(*)::int from kept_days k full join fresh_days f using (date_type, day)
        where (k.orders, k.revenue, k.profit, k.ads_revenue) is distinct from (f.orders, f.revenue, f.profit, f.ads_revenue)) as days,
      (select count(*)::int from statistics_new_client_days k full join fresh_new f using (contractor_id, date_type, day)
        where k.profit is distinct from f.profit) as new_clients`.execute(db);
  return rows[0];
}
