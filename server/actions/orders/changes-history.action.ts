import type { FastifyInstance } from 'fastify';
import { changesHistory, type HistoryEntry } from '../../../core/actions/defs/order-extras.actions.ts';
import { mountAction } from '../mount-action.ts';

/**
 * Spec 01 §7: GET /api/orders/{id}/changes_history, 'answer items with changes_data'. One item per
 * save (the rows one request wrote share changed_at and user), newest first.
 */
export function registerChangesHistoryAction(app: FastifyInstance) {
  mountAction(app, changesHistory, async ({ trx, params }) => {
    const rows = await trx
      .selectFrom('order_changes as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .where('c.order_id', '=', params.id)
      .select(['c.changed_at', 'c.user_id', 'u.name as user_name', 'c.field', 'c.label', 'c.from', 'c.to'])
      .orderBy('c.changed_at', 'desc')
      .orderBy('c.id')
      .execute();
    const items: HistoryEntry[] = [];
    for (const r of rows) {
      const last = items.at(-1);
      const change = { field: r.field, label: r.label, from: r.from, to: r.to };
      if (last && last.changed_at === r.changed_at && last.user_id === r.user_id) last.changes_data.push(change);
      else items.push({ changed_at: r.changed_at, user_id: r.user_id, user_name: r.user_name, changes_data: [change] });
    }
    return { items };
  });
}
