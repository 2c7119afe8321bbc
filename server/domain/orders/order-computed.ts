import { type Expression, sql } from 'kysely';
import { kopecksToDecimalString } from '../../../core/money.ts';
import { commutePerWorker, mkadHoursNote, type OrderFare } from '../../../core/rules/commute.rule.ts';
import type { ComputedColumns } from '../../crud/resource-hooks.ts';
import type { Row } from '../../crud/serialize.ts';

export interface ContractorOrderStats {
  /** The contractor's id. */
  id: number;
  /** Spec 01 §3 computed num_orders: how many orders the contractor has, all statuses. */
  num_orders: number;
  /** Spec 01 §3 computed first_ordered_at: the date of the contractor's first order, yyyy-MM-dd. */
  first_ordered_at: string | null;
}

interface Stats {
  n: number;
  first: string | null;
}

const fareKeys = ['mkad_note', 'commute_per_worker'];

/**
 * The orders' computed values, read by the list's own statement (issue 25) and by the card:
 * - num_orders, first_ordered_at (spec 01 §3, per contractor): counted through the
 *   (contractor_id, start_date) index, so a page costs its contractors' orders, not the table's;
 *   always read, since every orders list carries them in meta.contractor_orders;
 * - mkad_note («+1,5 ч за МКАД (Балашиха)») and commute_per_worker, by commute.rule.ts from each
 *   order's MKAD city and commute tariff (migration 0039), only when one of them is asked for.
 */
export const orderComputed: ComputedColumns = {
  select(table, asked) {
    const t = (column: string) => sql.ref(`${table}.${column}`);
    const columns: Record<string, Expression<unknown>> = {
      stats: sql`(select json_build_object('n', count(*), 'first', min(o.start_date)::text)
        from orders as o where o.contractor_id = ${t('contractor_id')})`,
      contractor: t('contractor_id'),
    };
    if (fareKeys.some(asked)) {
      columns.mkad = sql`(select json_build_object('city_name', m.city_name, 'add_hour', m.add_hour::text,
        'ticket_cost', m.ticket_cost::text) from mkad_additional_payments as m where m.id = ${t('mkad_additional_payment_id')})`;
      columns.commute = sql`(select c.amount::text from commute_payments as c where c.id = ${t('commute_payment_id')})`;
      columns.minibus = t('minibus');
    }
    return columns;
  },
  apply(row, raw) {
    const stats = raw.__c_stats as Stats | undefined;
    if ('num_orders' in row) row.num_orders = stats?.n ?? 0;
    if ('first_ordered_at' in row) row.first_ordered_at = stats?.first ?? null;
    if (!fareKeys.some((key) => key in row)) return;
    const mkad = raw.__c_mkad as Pick<OrderFare, 'city_name' | 'add_hour' | 'ticket_cost'> | null;
    const fare: OrderFare = {
      city_name: mkad?.city_name ?? null,
      add_hour: mkad?.add_hour ?? null,
      ticket_cost: mkad?.ticket_cost ?? null,
      commute_amount: (raw.__c_commute as string | null) ?? null,
      minibus: (raw.__c_minibus as boolean | null) ?? null,
    };
    if ('mkad_note' in row) row.mkad_note = mkadHoursNote(fare);
    if ('commute_per_worker' in row) {
      const amount = commutePerWorker(fare);
      row.commute_per_worker = amount === 0n ? null : kopecksToDecimalString(amount);
    }
  },
  /** meta.contractor_orders: one entry per contractor on the page, by id. */
  meta(raws: Row[]) {
    const byId = new Map<number, ContractorOrderStats>();
    for (const raw of raws) {
      const id = Number(raw.__c_contractor);
      const stats = raw.__c_stats as Stats;
      byId.set(id, { id, num_orders: stats.n, first_ordered_at: stats.first });
    }
    return { contractor_orders: [...byId.values()].sort((a, b) => a.id - b.id) };
  },
};
