import { type Expression, sql } from 'kysely';
import { isoDate } from '../../../core/format.ts';
import { avgDaysBetweenOrders, type OrderDates, sleepStatus } from '../../../core/rules/contractor-sleep.rule.ts';
import type { ComputedColumns } from '../../crud/resource-hooks.ts';

const none: OrderDates = { days: 0, first: null, last: null };
const keys = ['sleep_status', 'avg_days_between_orders'];

/**
 * Spec 01 §3: sleep_status and avg_days_between_orders come from the contractor's orders: the
 * distinct start days of the orders the client did not cancel (orders_contractor_id_start_date_idx).
 * They are computed on every read rather than stored, so a client falls asleep on the day it does,
 * with no job to refresh them; read by the list's own statement, and only when asked (fields=...).
 */
export const contractorActivity: ComputedColumns = {
  select(table, asked): Record<string, Expression<unknown>> {
    if (!keys.some(asked)) return {};
    return {
      dates: sql`(select json_build_object('days', count(distinct o.start_date), 'first', min(o.start_date)::text,
        'last', max(o.start_date)::text) from orders as o
        where o.contractor_id = ${sql.ref(`${table}.id`)} and o.client_canceled_at is null and o.start_date is not null)`,
    };
  },
  apply(row, raw) {
    if (!keys.some((key) => key in row)) return;
    const found = raw.__c_dates as OrderDates | undefined;
    const dates = found && found.days > 0 ? found : none;
    if ('sleep_status' in row) row.sleep_status = sleepStatus(dates, isoDate(new Date()));
    if ('avg_days_between_orders' in row) row.avg_days_between_orders = avgDaysBetweenOrders(dates);
  },
};
