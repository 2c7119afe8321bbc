import type { FastifyInstance, FastifyRequest } from 'fastify';
import { closeOrder, restoreOrder } from '../../../core/actions/defs/order-status.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { resources } from '../../../core/resources/index.ts';
import { type StoredOrderStatus, statusAfterClose, statusAfterRestore } from '../../../core/rules/order-status.rule.ts';
import type { CurrentUserRecord } from '../../auth/current-user.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import type { Row } from '../../crud/serialize.ts';
import { checkOrderCard } from '../../domain/orders/order-card-check.ts';
import { recordOrderSave } from '../../domain/orders/order-history.ts';
import { countOrder, ledgerWriteBy, settleOrder } from '../../domain/orders/order-settle.ts';
import { applyStatusMove } from '../../domain/orders/order-status-move.ts';
import { loadOrderState } from '../../domain/orders/order-state.ts';
import { resourceHooks } from '../../domain/resource-hooks.index.ts';
import { refreshOrderWorkers } from '../../domain/reliability/order-workers-watch.ts';
import { mountAction } from '../mount-action.ts';

/** The order row, locked for the rest of the transaction so two copies or closes cannot interleave. */
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

const answer = (trx: FastifyInstance['db'], id: number) =>
  answerRecord(trx, resources.orders, resourceHooks.orders, id);

/** Closes (counts) the order: status 3, money, ledger, history. Nothing on an order already counted. */
export async function runClose(trx: FastifyInstance['db'], record: Row, user: CurrentUserRecord) {
  const id = Number(record.id);
  const status = await applyStatusMove(trx, id, statusAfterClose(Number(record.status) as StoredOrderStatus));
  if (status === null) return;
  const state = await loadOrderState(trx, id);
  await countOrder(trx, state, user);
  checkOrderCard(state, 2, undefined);
  await settleOrder(trx, state, ledgerWriteBy(user));
  // The history reads the status move as 'Проведение карточки' like a card save.
  await recordOrderSave(trx, id, user.id, record);
  await refreshOrderWorkers(trx, id);
}

/** Back to status 2: the postings reversed. Nothing on an order not counted. */
export async function runRestore(trx: FastifyInstance['db'], record: Row, user: CurrentUserRecord) {
  const id = Number(record.id);
  const move = statusAfterRestore(Number(record.status) as StoredOrderStatus, record.act_id != null);
  if ((await applyStatusMove(trx, id, move)) === null) return;
  await settleOrder(trx, id, ledgerWriteBy(user));
  await recordOrderSave(trx, id, user.id, record);
  await refreshOrderWorkers(trx, id);
}

/**
 * The server actions of spec 01 §4, declared in core/actions/defs/order-status.actions.ts. Close
 * refuses what the card save refuses when it counts (an empty worker place, missing pass data), so
 * no door counts an order the card would not; both moves go through the status rule, then
 * settleOrder stores money, ledger and displayed status. A repeat on an order already there changes nothing.
 */
export function registerOrderStatusActions(app: FastifyInstance) {
  mountAction(app, closeOrder, async ({ trx, record, user }) => {
    await runClose(trx, record, user);
    // Answered as the card reads it (its computed fields: the commute figures, the client's orders).
    return answer(trx, Number(record.id));
  });

  mountAction(app, restoreOrder, async ({ trx, record, user }) => {
    await runRestore(trx, record, user);
    return answer(trx, Number(record.id));
  });
}
