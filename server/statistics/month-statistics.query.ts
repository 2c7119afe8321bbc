import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import type { MonthAnswer, MonthRow } from '../../core/statistics/statistics-contract.ts';
import { monthRange } from './statistics-period.ts';
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

/**
 * Spec 02 /month_statistics: six months ending `monthOffset` months before this one (the console
 * steps by six), each with its formed and counted orders, the counted ones' money and its clients,
 * plus the totals of the six; one pass over the index of orders by date (migration 0046).
 */
export async function loadMonthStatistics(
  db: Kysely<DB>,
  monthOffset: number,
  today = moscowDate(),
): Promise<MonthAnswer> {
  const last = monthRange(Number(today.slice(0, 4)), Number(today.slice(5, 7)), -monthOffset);
  const first = monthRange(last.year, last.month, -(MONTHS_SHOWN - 1));
  const { rows } = await sql<Sums>`
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
