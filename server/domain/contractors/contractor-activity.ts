import { type Kysely, sql } from 'kysely';
import { isoDate } from '../../../core/format.ts';
import { avgDaysBetweenOrders, type OrderDates, sleepStatus } from '../../../core/rules/contractor-sleep.rule.ts';
import type { Row } from '../../crud/serialize.ts';

/**
 * Order days of each contractor: distinct start dates of its orders the client did not cancel.
 * One grouped query over the page's contractors (orders_contractor_id_start_date_idx).
 */
export async function orderDatesOf(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, OrderDates>> {
  const out = new Map<number, OrderDates>();
  if (!ids.length) return out;
  const { rows } = await sql<{ contractor_id: number; days: string; first: string; last: string }>`
    select contractor_id, count(distinct start_date) as days, min(start_date)::text as first, max(start_date)::text as last
    from orders
    where contractor_id = any(${[...ids]}::integer[]) and client_canceled_at is null and start_date is not null
    group by contractor_id`.execute(db);
  for (const r of rows) out.set(Number(r.contractor_id), { days: Number(r.days), first: r.first, last: r.last });
  return out;
}

const none: OrderDates = { days: 0, first: null, last: null };

/**
 * Spec 01 §3: sleep_status and avg_days_between_orders come from the contractor's orders. They are
 * computed on every read rather than stored, so a client falls asleep on the day it does, with no
 * job to refresh them; rows asked without those fields (fields=...) are left alone.
 */
export async function decorateContractorActivity(db: Kysely<any>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'sleep_status' in r || 'avg_days_between_orders' in r);
  if (!wanted.length) return;
  const dates = await orderDatesOf(
    db,
    wanted.map((r) => Number(r.id)),
  );
  const today = isoDate(new Date());
  for (const row of wanted) {
    const d = dates.get(Number(row.id)) ?? none;
    if ('sleep_status' in row) row.sleep_status = sleepStatus(d, today);
    if ('avg_days_between_orders' in row) row.avg_days_between_orders = avgDaysBetweenOrders(d);
  }
}
