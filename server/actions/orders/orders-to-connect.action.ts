import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isoDate } from '../../../core/format.ts';
import { ordersToConnect } from '../../../core/actions/defs/order-extras.actions.ts';
import { mountAction } from '../mount-action.ts';

const LIMIT = 200;

/**
 * Spec 01 §7 GET /api/orders/get_orders_to_connect: the orders a call or a chat message can be
 * linked to (calls.order_id, messages.order_id): not closed (status below 3), not cancelled by the
 * client, from yesterday on, soonest first. `contractor_id` narrows it to one client (docs/decisions.md).
 */
export function registerOrdersToConnectAction(app: FastifyInstance) {
  mountAction(app, ordersToConnect, async ({ trx, query }) => {
    const yesterday = isoDate(new Date(Date.now() - 86_400_000));
    let q = trx
      .selectFrom('orders as o')
      .innerJoin('contractors as c', 'c.id', 'o.contractor_id')
      .where('o.status', '<', '3')
      .where('o.client_canceled_at', 'is', null)
      .where('o.start_date', '>=', yesterday)
      .select([
        'o.id',
        'o.start_date',
        sql<string | null>`to_char(o.start_time, 'HH24:MI')`.as('start_time'),
        'o.contractor_id',
        'c.name as contractor_name',
        'o.address_info',
        'o.displayed_status',
      ])
      .orderBy('o.start_date')
      .orderBy('o.start_time')
      .orderBy('o.id')
      .limit(LIMIT);
    if (query.contractor_id !== null) q = q.where('o.contractor_id', '=', query.contractor_id);
    const rows = await q.execute();
    return { items: rows.map((r) => ({ ...r, displayed_status: Number(r.displayed_status) })) };
  });
}
