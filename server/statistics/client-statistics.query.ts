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

/** A figure of one of the six months: k counts from the first of them (0–5). */
export type ClientMonth = { k: number } & MonthSums;

/** A client of the page with its six months' figures. */
export interface ClientRow extends MonthSums {
  contractor_id: number;
  name: string;
  months: ClientMonth[];
}

/** What the SQL gives: the page's clients, the months' totals over every client, and how many clients. */
export interface ClientSums {
  rows: ClientRow[];
  sums: ClientMonth[];
  total: number;
}

export function clientMonths(last: MonthRange): MonthRange[] {
  const first = monthRange(last.year, last.month, -(CLIENT_MONTHS - 1));
  return Array.from({ length: CLIENT_MONTHS }, (_, i) => monthRange(first.year, first.month, i));
}

/** The answer from the SQL's figures: every month of each row spelled out, zero where nothing counted. */
export function clientAnswer(last: MonthRange, page: number, { rows, sums, total }: ClientSums): ClientAnswer {
  const months = clientMonths(last);
  const zero: MonthSums = { orders: 0, revenue: '0.00', profit: '0.00' };
  const spread = (list: ClientMonth[]) =>
    months.map((_, k) => {
      const m = list.find((x) => x.k === k);
      return m ? { orders: m.orders, revenue: m.revenue, profit: m.profit } : zero;
    });
  const totalMonths = spread(sums);
  const add = (key: 'revenue' | 'profit') => kopecksToDecimalString(sumMoney(totalMonths.map((m) => m[key])));
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

/**
 * Spec 02 /client_statistics ('client views step by 6'): the six months ending at the asked one,
 * per client its orders (formed and counted) and the counted ones' revenue and profit, biggest
 * revenue first, 50 clients a page; the totals cover every client. Read from the sums of
 * migration 0081: each client's six months together to rank them, and only the page's clients
 * month by month.
 */
export async function loadClientStatistics(db: Kysely<DB>, last: MonthRange, page: number): Promise<ClientAnswer> {
  const months = clientMonths(last);
  const from = months[0].from;
  const base = months[0].year * 12 + months[0].month;
  const { rows: ranked } = await sql<Omit<ClientRow, 'months'> & { total: number }>`
    with tot as (
      select w.contractor_id, w.orders, w.revenue, w.profit from statistics_six_months w
      where w.last_month = ${last.from}::date and w.orders > 0)
    select t.contractor_id, c.name, t.orders, t.revenue::numeric(16,2)::text as revenue,
      t.profit::numeric(16,2)::text as profit, count(*) over ()::int as total
    from tot t join contractors c on c.id = t.contractor_id
    order by t.revenue desc, c.name, t.contractor_id
    limit ${CLIENT_PAGE} offset ${(page - 1) * CLIENT_PAGE}`.execute(db);
  const k = sql<number>`((extract(year from s.month) * 12 + extract(month from s.month))::int - ${base})`;
  const { rows: perMonth } = await sql<ClientMonth & { contractor_id: number }>`
    select s.contractor_id, ${k} as k, s.orders, s.revenue::text as revenue, s.profit::text as profit
    from statistics_month_clients s
    where s.month >= ${from}::date and s.month < ${last.to}::date and s.orders > 0
      and s.contractor_id = any(${ranked.map((r) => r.contractor_id)}::int[])`.execute(db);
  const { rows: sums } = await sql<ClientMonth>`
    select ${k} as k, sum(s.orders)::int as orders, sum(s.revenue)::numeric(16,2)::text as revenue,
      sum(s.profit)::numeric(16,2)::text as profit
    from statistics_months s
    where s.month >= ${from}::date and s.month < ${last.to}::date
    group by s.month`.execute(db);
  const rows = ranked.map(({ total: _, ...r }) => ({
    ...r,
    months: perMonth.filter((m) => m.contractor_id === r.contractor_id),
  }));
  const total = ranked[0]?.total ?? (await countClients(db, last));
  return clientAnswer(last, page, { rows, sums, total });
}

/** A page past the last has no rows to carry the count: it is asked alone. */
async function countClients(db: Kysely<DB>, last: MonthRange): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from statistics_six_months w
    where w.last_month = ${last.from}::date and w.orders > 0`.execute(db);
  return rows[0].n;
}
