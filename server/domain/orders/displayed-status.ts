import { type Kysely, sql } from 'kysely';
import { displayedStatus, type StoredOrderStatus } from '../../../core/rules/order-status.rule.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * Recomputes orders.displayed_status (migration 0018) with the core rule. Call it inside the
 * request's transaction after every write that can move it: the order's status, reviewed or
 * visible_to_workers, its price lines' workers_amount, its workers' individual or confirmed.
 */
export async function refreshDisplayedStatus(trx: Kysely<DB>, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  const rows = await trx
    .selectFrom('orders as o')
    .where('o.id', 'in', orderIds)
    .select([
      'o.id',
      'o.status',
      'o.reviewed',
      'o.visible_to_workers',
      'o.displayed_status',
      sql<string>`coalesce((select sum(p.workers_amount) from order_prices p where p.order_id = o.id), 0)`.as('total'),
      sql<string>`(select count(*) from order_individuals i where i.order_id = o.id and i.individual_id is not null)`.as(
        'filled',
      ),
      sql<string>`(select count(*) from order_individuals i
        where i.order_id = o.id and i.individual_id is not null and i.confirmed)`.as('confirmed'),
    ])
    .execute();
  for (const r of rows) {
    const shown = displayedStatus({
      status: Number(r.status) as StoredOrderStatus,
      reviewed: r.reviewed,
      visible_to_workers: r.visible_to_workers,
      places_total: Number(r.total),
      places_filled: Number(r.filled),
      confirmed: Number(r.confirmed),
    });
    if (Number(r.displayed_status) !== shown)
      await trx.updateTable('orders').set({ displayed_status: shown }).where('id', '=', r.id).execute();
  }
}
