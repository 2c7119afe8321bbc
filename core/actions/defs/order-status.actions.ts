import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 01 §4 'Close order and restore-to-status-2 are server actions'. Both go through
// core/rules/order-status.rule.ts; the stored status is theirs and the card save's (next_status) alone.

const byId = wire.object({ id: wire.id() });

/**
 * Close counts the order (status 3, final money, ledger). Refused, as the save is, when a worker
 * place is empty or pass data is missing (core/rules/order-card.rule.ts). DESIGN.md §8: closing an
 * order whose final amount is zero needs close_order (checked by the handler on the counted money).
 */
export const closeOrder = defineAction({
  name: 'orders.close',
  method: 'PUT',
  path: '/api/orders/:id/close',
  title: 'Закрыть заказ (посчитать)',
  permission: 'signed_in',
  record: { resource: 'orders', lock: true },
  params: byId,
  answer: wire.record('orders'),
  idempotent: true,
  owns: [{ resource: 'orders', fields: ['status'] }],
});

/** DESIGN.md §8: restore_status1 guards PUT /api/orders/{id}/restore_status2. */
export const restoreOrder = defineAction({
  name: 'orders.restore_status2',
  method: 'PUT',
  path: '/api/orders/:id/restore_status2',
  title: 'Вернуть в статус «Сформирован»',
  permission: { flag: 'restore_status1' },
  record: { resource: 'orders', lock: true },
  params: byId,
  answer: wire.record('orders'),
  idempotent: true,
  owns: [{ resource: 'orders', fields: ['status'] }],
});
