import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { resources } from '../../../core/resources/index.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { recordOrderSave } from '../../domain/orders/order-history.ts';
import { countOrder, ledgerWriteBy, settleOrder } from '../../domain/orders/order-settle.ts';
import { loadOrderState } from '../../domain/orders/order-state.ts';
import { resourceHooks } from '../../domain/resource-hooks.index.ts';

const refuse = (message: string) => AppError.validation({ base: [message] }, [message]);

/** The order row, locked for the rest of the transaction so two closes cannot interleave. */
export async function lockedOrder(trx: FastifyInstance['db'], request: FastifyRequest) {
  const raw = (request.params as { id: string }).id;
  const id = Number(raw);
  // An id past int4 names no order; the query would fail its cast instead of finding none.
  const order = isInt4(id)
    ? await trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    : undefined;
  if (!order) throw new AppError('not_found', `Заказ №${raw} не найден`);
  return order;
}

/**
 * Server actions of spec 01 §4 ('Close order and restore-to-status-2 are server actions'), guarded
 * as DESIGN.md §8 says: close_order to close an order whose final amount is zero, restore_status1
 * for PUT /api/orders/{id}/restore_status2. Close counts the order (status 3, make_transactions,
 * final money at the billed time) and writes its ledger rows; restore appends balancing rows.
 * Both are idempotent: repeating one on an order already there changes nothing.
 */
export function registerOrderStatusActions(app: FastifyInstance) {
  app.put('/api/orders/:id/close', { config: { permission: 'signed_in' } }, async (request) =>
    app.db.transaction().execute(async (trx) => {
      const order = await lockedOrder(trx, request);
      if (Number(order.status) < 2) throw refuse('Закрыть можно только сформированный заказ');
      if (Number(order.status) !== 3) {
        await trx
          .updateTable('orders')
          .set({ status: 3, make_transactions: true, updated_at: new Date().toISOString() })
          .where('id', '=', order.id)
          .execute();
        const state = await loadOrderState(trx, order.id);
        await countOrder(trx, state, request.user!);
        await settleOrder(trx, state, ledgerWriteBy(request.user!));
        // The history reads the status move as 'Проведение карточки' like a card save.
        await recordOrderSave(trx, order.id, request.user!.id, order);
      }
      // Answered as the card reads it (its computed fields: the commute figures, the client's orders).
      return answerRecord(trx, resources.orders, resourceHooks.orders, order.id);
    }),
  );

  app.put('/api/orders/:id/restore_status2', { config: { permission: { flag: 'restore_status1' } } }, async (request) =>
    app.db.transaction().execute(async (trx) => {
      const order = await lockedOrder(trx, request);
      if (Number(order.status) < 2) throw refuse('Вернуть в статус «Сформирован» можно только посчитанный заказ');
      if (Number(order.status) === 3) {
        if (order.act_id) throw refuse('Заказ прикреплён к акту: сначала открепите его от акта');
        await trx
          .updateTable('orders')
          .set({ status: 2, updated_at: new Date().toISOString() })
          .where('id', '=', order.id)
          .execute();
        await settleOrder(trx, order.id, ledgerWriteBy(request.user!));
        await recordOrderSave(trx, order.id, request.user!.id, order);
      }
      return answerRecord(trx, resources.orders, resourceHooks.orders, order.id);
    }),
  );
}
