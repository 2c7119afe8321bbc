import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { kopecksToDecimalString } from '../../../core/money.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { texts } from '../../../core/texts.ts';
import { allows } from '../../auth/route-permission.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { resources } from '../../../core/resources/index.ts';
import { refreshDisplayedStatus } from '../../domain/orders/displayed-status.ts';
import { orderFinalAmount } from './order-final-amount.ts';

const refuse = (message: string) => AppError.validation({ base: [message] }, [message]);

async function lockedOrder(trx: FastifyInstance['db'], request: FastifyRequest) {
  const id = Number((request.params as { id: string }).id);
  // An id past int4 names no order; the query would fail its cast instead of finding none.
  const order = isInt4(id)
    ? await trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    : undefined;
  if (!order) throw new AppError('not_found', `Заказ №${(request.params as { id: string }).id} не найден`);
  return order;
}

/**
 * Server actions of spec 01 §4 ('Close order and restore-to-status-2 are server actions'), guarded
 * as DESIGN.md §8 says: close_order to close an order whose final amount is zero, restore_status1
 * for PUT /api/orders/{id}/restore_status2.
 */
export function registerOrderStatusActions(app: FastifyInstance) {
  app.put('/api/orders/:id/close', { config: { permission: 'signed_in' } }, async (request) =>
    app.db.transaction().execute(async (trx) => {
      const order = await lockedOrder(trx, request);
      if (Number(order.status) === 3) throw refuse('Заказ уже закрыт');
      if (Number(order.status) < 2) throw refuse('Закрыть можно только сформированный заказ');
      const amount = await orderFinalAmount(trx, order);
      if (amount === 0n && !allows(request.user!, { flag: 'close_order' }))
        throw new AppError('forbidden', texts.noAccess);
      await trx
        .updateTable('orders')
        .set({
          status: 3,
          p_amount: order.p_amount ?? kopecksToDecimalString(amount),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', order.id)
        .execute();
      await refreshDisplayedStatus(trx, [order.id]);
      return getRecord(trx, resources.orders, order.id);
    }),
  );

  app.put('/api/orders/:id/restore_status2', { config: { permission: { flag: 'restore_status1' } } }, async (request) =>
    app.db.transaction().execute(async (trx) => {
      const order = await lockedOrder(trx, request);
      if (Number(order.status) !== 3) throw refuse('Вернуть в статус «Сформирован» можно только посчитанный заказ');
      if (order.act_id) throw refuse('Заказ прикреплён к акту: сначала открепите его от акта');
      await trx
        .updateTable('orders')
        .set({ status: 2, updated_at: new Date().toISOString() })
        .where('id', '=', order.id)
        .execute();
      await refreshDisplayedStatus(trx, [order.id]);
      return getRecord(trx, resources.orders, order.id);
    }),
  );
}
