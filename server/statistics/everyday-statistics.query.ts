import { type Kysely, type RawBuilder, sql } from 'kysely';
import { kopecksToDecimalString, sumMoney, toKopecks } from '../../core/money.ts';
import { adsTaxedProfit } from '../../core/rules/ads-profit.rule.ts';
import type { EverydayAnswer, EverydayRow } from '../../core/statistics/statistics-contract.ts';
import { daysOf, type MonthRange, monthRange } from './statistics-period.ts';
import type { DB } from '../db/db-types.ts';

export type DateType = 'updated_at' | 'payment_date';

/** decisions.md: an order of a client from ads is a new client's within 30 days of the client's first order. */
export const NEW_CLIENT_DAYS = 30;

/** The day an order counts on and the condition that keeps the month, per date type (indexes of 0046). */
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

interface DayRow {
  d: string;
  orders: number;
  revenue: string;
  profit: string;
  ads_revenue: string;
  new_client_profit: string;
}

async function daySums(db: Kysely<DB>, type: DateType, range: MonthRange): Promise<DayRow[]> {
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
