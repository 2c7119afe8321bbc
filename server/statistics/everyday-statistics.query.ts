import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString, sumMoney, toKopecks } from '../../core/money.ts';
import { adsTaxedProfit } from '../../core/rules/ads-profit.rule.ts';
import type { EverydayAnswer, EverydayRow } from '../../core/statistics/statistics-contract.ts';
import { daysOf, type MonthRange, monthRange } from './statistics-period.ts';
import type { DB } from '../db/db-types.ts';

export type DateType = 'updated_at' | 'payment_date';

/** decisions.md: an order of a client from ads is a new client's within 30 days of the client's first order. */
export const NEW_CLIENT_DAYS = 30;

export interface DayRow {
  d: string;
  orders: number;
  revenue: string;
  profit: string;
  ads_revenue: string;
  new_client_profit: string;
}

/**
 * Each day of the month with counted orders, from the daily sums of migration 0081 (a few rows a
 * day) and the new clients' profit kept per client from ads.
 */
async function daySums(db: Kysely<DB>, type: DateType, range: MonthRange): Promise<DayRow[]> {
  const { rows } = await sql<DayRow>`
    select d.day::text as d, d.orders, d.revenue::numeric(16,2)::text as revenue, d.profit::numeric(16,2)::text as profit,
      d.ads_revenue::numeric(16,2)::text as ads_revenue, coalesce(n.profit, 0)::numeric(16,2)::text as new_client_profit
    from (
      select s.day, sum(s.orders)::int as orders, sum(s.revenue) as revenue, sum(s.profit) as profit,
        sum(s.ads_revenue) as ads_revenue
      from statistics_days s
      where s.date_type = ${type} and s.day >= ${range.from}::date and s.day < ${range.to}::date
      group by s.day having sum(s.orders) <> 0) d
    left join (
      select n.day, sum(n.profit) as profit from statistics_new_client_days n
      where n.date_type = ${type} and n.day >= ${range.from}::date and n.day < ${range.to}::date
      group by n.day) n on n.day = d.day`.execute(db);
  return rows;
}

/**
 * Spec 02 /everyday_statistics/{date_type}: each day of the month with its counted orders (by the
 * day of their last change, date_type updated_at, or by their payment date), the ads spend and the ads income, and spec 02 §9's taxed profit of the day.
 */
export async function loadEverydayStatistics(
  db: Kysely<DB>,
  type: DateType,
  range: MonthRange,
): Promise<EverydayAnswer> {
  const prevRange = monthRange(range.year, range.month, -1);
  // One after another: a request's queries share its transaction's one connection.
  const days = await daySums(db, type, range);
  const prevDays = await daySums(db, type, prevRange);
  const ads = await db
    .selectFrom('everyday_ads')
    .select([sql<string>`date::text`.as('d'), sql<string>`sum(amount)::numeric(16,2)::text`.as('amount')])
    .where('date', '>=', range.from)
    .where('date', '<', range.to)
    .groupBy('date')
    .execute();
  return everydayAnswer(type, range, days, prevDays, ads);
}

/** The answer from the month's day rows, the previous month's, and the ads spend by day. */
export function everydayAnswer(
  type: DateType,
  range: MonthRange,
  days: DayRow[],
  prevDays: DayRow[],
  ads: { d: string; amount: string }[],
): EverydayAnswer {
  const prev = {
    revenue: kopecksToDecimalString(sumMoney(prevDays.map((d) => d.revenue))),
    profit: kopecksToDecimalString(sumMoney(prevDays.map((d) => d.profit))),
  };
  const byDay = new Map(days.map((d) => [d.d, d]));
  const spend = new Map(ads.map((a) => [a.d, a.amount]));
  const rows: EverydayRow[] = daysOf(range).map((date) => {
    const d = byDay.get(date);
    const profit = d?.profit ?? '0.00';
    const newClientProfit = d?.new_client_profit ?? '0.00';
    const taxed = adsTaxedProfit({
      day_profit: profit,
      new_client_profit: newClientProfit,
      prev_month_revenue: prev.revenue,
      prev_month_profit: prev.profit,
    });
    return {
      date,
      orders: d?.orders ?? 0,
      revenue: d?.revenue ?? '0.00',
      profit,
      ads_spend: spend.get(date) ?? '0.00',
      ads_revenue: d?.ads_revenue ?? '0.00',
      new_client_profit: newClientProfit,
      taxed_profit: taxed === null ? null : kopecksToDecimalString(taxed),
    };
  });
  const total = (key: 'revenue' | 'profit' | 'ads_spend' | 'ads_revenue' | 'new_client_profit') =>
    kopecksToDecimalString(rows.reduce((s, r) => s + toKopecks(r[key]), 0n));
  return {
    year: range.year,
    month: range.month,
    date_type: type,
    days: rows,
    totals: {
      orders: rows.reduce((s, r) => s + r.orders, 0),
      revenue: total('revenue'),
      profit: total('profit'),
      ads_spend: total('ads_spend'),
      ads_revenue: total('ads_revenue'),
      new_client_profit: total('new_client_profit'),
    },
    prev_month: prev,
  };
}
