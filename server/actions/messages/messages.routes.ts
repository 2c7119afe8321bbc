import type { FastifyInstance } from 'fastify';
import { postOrderMessage, postWorkerMessage } from '../../../core/actions/defs/messages.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { parseWrite } from '../../../core/resources/write-schema.ts';
import { insertRecord } from '../../crud/record-repository.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { announceIncoming } from '../../domain/messages/incoming-notice.ts';
import { orderManagers } from '../../domain/messages/message-parties.ts';
import { messagesHooks } from '../../domain/messages/messages.hooks.ts';
import { deviceWorker } from '../location-logs/device-tokens.action.ts';
import { mountAction } from '../mount-action.ts';

const def = resources.messages;
export const workerMessageTexts = {
  notOnOrder: 'Вы не назначены на этот заказ',
  noOrder: (id: number) => `Заказ №${id} не найден`,
} as const;

/**
 * The order chat (issue 14 item 2). Staff reply from the order card: POST /api/orders/{id}/messages
 * {message: {message}} stores an outgoing message of the caller to the order's workers. Workers
 * write through their mobile app: POST /api/worker_messages {message: {order_id, message}}, signed
 * by the same device token as their location logs; the message goes to the order's managers and
 * each of them gets the live notice in the same transaction.
 */
export function registerMessageRoutes(app: FastifyInstance) {
  mountAction(app, postOrderMessage, async ({ trx, params, body, user, reply }) => {
    const orderId = params.id;
    const parsed = parseWrite(def, 'create', { message: body.message.message, order_id: orderId, incoming: false });
    const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new AppError('not_found', workerMessageTexts.noOrder(orderId));
    await messagesHooks.beforeSave!({ trx, def, user }, parsed, null);
    const id = await insertRecord(trx, def, parsed.values, {});
    // Issue 22 item 8 'replying does not mark the message handled': a reply answers the order's
    // incoming messages still waiting, so they are handled with it.
    await trx
      .updateTable('messages')
      .set({ is_processed: true })
      .where('order_id', '=', orderId)
      .where('incoming', '=', true)
      .where('is_processed', '=', false)
      .execute();
    reply.code(201);
    return answerRecord(trx, def, messagesHooks, id);
  });

  mountAction(app, postWorkerMessage, async ({ trx, body, request, reply }) => {
    const worker = await deviceWorker(trx, request);
    const { order_id: orderId, message } = body.message;
    const parsed = parseWrite(def, 'create', { message, order_id: orderId, incoming: true });
    const onOrder = await trx
      .selectFrom('order_individuals')
      .select('id')
      .where('order_id', '=', orderId)
      .where('individual_id', '=', worker)
      .executeTakeFirst();
    if (!onOrder) {
      const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
      if (!order) throw new AppError('not_found', workerMessageTexts.noOrder(orderId));
      throw AppError.validation({ order_id: [workerMessageTexts.notOnOrder] }, [workerMessageTexts.notOnOrder]);
    }
    const values = { ...parsed.values, sender_id: worker, receivers: await orderManagers(trx, orderId) };
    const messageId = await insertRecord(trx, def, values, {});
    await announceIncoming(trx, messageId);
    reply.code(201);
    return { id: messageId };
  });
}
