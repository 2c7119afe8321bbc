import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString, sumMoney } from '../../core/money.ts';
import type { ClientAnswer } from '../../core/statistics/statistics-contract.ts';
import { type MonthRange, monthRange } from './statistics-period.ts';
import type { DB } from '../db/db-types.ts';

export const CLIENT_MONTHS = 6;
export const CLIENT_PAGE = 50;

interface MonthSums {
  orders: number;
  revenue: string;
  profit: string;
}

/**
 * Spec 02 /client_statistics ('client views step by 6'): the six months ending at the asked one,
 * per client its orders (formed and counted) and the counted ones' revenue and profit, biggest
 * revenue first, 50 clients a page; the totals cover every client.
 */
export async function loadClientStatistics(db: Kysely<DB>, last: MonthRange, page: number): Promise<ClientAnswer> {
  const first = monthRange(last.year, last.month, -(CLIENT_MONTHS - 1));
  const months = Array.from({ length: CLIENT_MONTHS }, (_, i) => monthRange(first.year, first.month, i));
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
  const { rows } = await sql<{
    contractor_id: number;
    name: string;
    orders: number;
    revenue: string;
    profit: string;
    months: { k: number; orders: number; revenue: string; profit: string }[];
    total: number;
  }>`
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
  const { rows: sums } = await sql<{ k: number } & MonthSums>`
    select k, sum(orders)::int as orders, sum(revenue)::numeric(16,2)::text as revenue,
      sum(profit)::numeric(16,2)::text as profit
    from (${perMonth}) per group by k`.execute(db);
  const zero: MonthSums = { orders: 0, revenue: '0.00', profit: '0.00' };
  const spread = (list: { k: number; orders: number; revenue: string; profit: string }[]) =>
    months.map((_, k) => {
      const m = list.find((x) => x.k === k);
      return m ? { orders: m.orders, revenue: m.revenue, profit: m.profit } : zero;
    });
  const totalMonths = spread(sums);
  const add = (key: 'revenue' | 'profit') => kopecksToDecimalString(sumMoney(totalMonths.map((m) => m[key])));
  const total = rows[0]?.total ?? (await countClients(db, first.from, last.to));
  return {
    year: last.year,
    month: last.month,
    months: months.map((m) => ({ year: m.year, month: m.month })),
    items: rows.map((r) => ({
      contractor_id: r.contractor_id,
      name: r.name,
      months: spread(r.months),
      orders: r.orders,
      revenue: r.revenue,
      profit: r.profit,
    })),
    totals: {
      months: totalMonths,
      orders: totalMonths.reduce((s, m) => s + m.orders, 0),
      revenue: add('revenue'),
      profit: add('profit'),
    },
    meta: { total, page, pages: Math.max(1, Math.ceil(total / CLIENT_PAGE)), limit: CLIENT_PAGE },
  };
}

/** A page past the last has no rows to carry the count: it is asked alone. */
async function countClients(db: Kysely<DB>, from: string, to: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(distinct o.contractor_id)::int as n from orders o
    where o.start_date >= ${from}::date and o.start_date < ${to}::date and o.status >= 2 and o.client_canceled_at is null`.execute(
    db,
  );
  return rows[0].n;
}
