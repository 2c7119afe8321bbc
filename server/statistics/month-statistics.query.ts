import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import type { MonthAnswer, MonthRow } from '../../core/statistics/statistics-contract.ts';
import { type MonthRange, monthRange } from './statistics-period.ts';
import type { DB } from '../db/db-types.ts';

export const MONTHS_SHOWN = 6;

interface Sums {
  y: number | null;
  m: number | null;
  orders: number;
  closed: number;
  pending: number;
  revenue: string;
  profit: string;
  clients: number;
}

/** Revenue ÷ counted orders, to the kopeck (half up); nothing counted, nothing to divide. */
function averageCheck(revenue: string, closed: number): string {
  if (!closed) return '0.00';
  const k = toKopecks(revenue);
  return kopecksToDecimalString((2n * k + BigInt(closed)) / (2n * BigInt(closed)));
}

const figures = (r: Sums) => ({
  orders: r.orders,
  closed: r.closed,
  pending: r.pending,
  revenue: r.revenue,
  profit: r.profit,
  average_check: averageCheck(r.revenue, r.closed),
  clients: r.clients,
});

/** The SQL's rows: one a month with counted orders (y, m set) and the six months' totals (y null). */
export type MonthSums = Sums;

/** The six months ending `monthOffset` months before today's month, first and last. */
export function monthWindow(monthOffset: number, today = moscowDate()) {
  const last = monthRange(Number(today.slice(0, 4)), Number(today.slice(5, 7)), -monthOffset);
  return { first: monthRange(last.year, last.month, -(MONTHS_SHOWN - 1)), last };
}

/** The answer from the rows of the months that have counted orders and the totals' row. */
export function monthAnswer(monthOffset: number, first: MonthRange, rows: MonthSums[]): MonthAnswer {
  const byMonth = new Map(rows.filter((r) => r.y !== null).map((r) => [`${r.y}-${r.m}`, r]));
  const empty: Sums = {
    y: null,
    m: null,
    orders: 0,
    closed: 0,
    pending: 0,
    revenue: '0.00',
    profit: '0.00',
    clients: 0,
  };
  const months: MonthRow[] = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const r = monthRange(first.year, first.month, i);
    return { year: r.year, month: r.month, ...figures(byMonth.get(`${r.year}-${r.month}`) ?? empty) };
  });
  const total = rows.find((r) => r.y === null) ?? empty;
  return { month_offset: monthOffset, months, totals: figures(total) };
}

/**
 * Spec 02 /month_statistics: six months ending `monthOffset` months before this one (the console
 * steps by six), each with its formed and counted orders, the counted ones' money and its clients,
 * plus the totals of the six. Read from the sums kept by migration 0081: a few rows a month, and
 * for the clients of the six together the six months' row of each client.
 */
export async function loadMonthStatistics(
  db: Kysely<DB>,
  monthOffset: number,
  today = moscowDate(),
): Promise<MonthAnswer> {
  const { first, last } = monthWindow(monthOffset, today);
  const { rows } = await sql<Sums>`
    select extract(year from s.month)::int as y, extract(month from s.month)::int as m,
      coalesce(sum(s.orders), 0)::int as orders, coalesce(sum(s.closed), 0)::int as closed,
      coalesce(sum(s.pending), 0)::int as pending,
      coalesce(sum(s.revenue), 0)::numeric(16,2)::text as revenue,
      coalesce(sum(s.profit), 0)::numeric(16,2)::text as profit,
      case when grouping(s.month) = 0 then sum(s.clients)::int else (
        select count(*)::int from statistics_six_months w
        where w.last_month = ${last.from}::date and w.orders > 0) end as clients
    from statistics_months s
    where s.month >= ${first.from}::date and s.month < ${last.to}::date
    group by grouping sets ((s.month), ())`.execute(db);
  return monthAnswer(monthOffset, first, rows);
}
