import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { parseWrite } from '../../../core/resources/write-schema.ts';
import { resourceActionPermission } from '../../auth/route-permission.ts';
import { insertRecord } from '../../crud/record-repository.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { announceIncoming } from '../../domain/messages/incoming-notice.ts';
import { orderManagers } from '../../domain/messages/message-parties.ts';
import { messagesHooks } from '../../domain/messages/messages.hooks.ts';
import { deviceWorker } from '../location-logs/device-tokens.action.ts';
import { wireText } from '../../../core/wire-text.ts';

const def = resources.messages;
export const workerMessageTexts = {
  notOnOrder: 'Вы не назначены на этот заказ',
  noOrder: (id: string) => `Заказ №${id} не найден`,
} as const;

function orderIdOf(raw: unknown): number {
  const text = wireText(raw);
  if (!/^\d{1,9}$/.test(text)) throw new AppError('not_found', workerMessageTexts.noOrder(text));
  return Number(text);
}

/** The body's `message` object: only the text is the writer's; the rest is the route's to set. */
function textOf(request: FastifyRequest): unknown {
  const body = request.body as { message?: { message?: unknown } } | null;
  if (typeof body?.message !== 'object' || body.message === null)
    throw new AppError('bad_request', 'Ожидался объект «message» в теле запроса');
  return body.message.message;
}

/**
 * The order chat (issue 14 item 2). Staff reply from the order card: POST /api/orders/{id}/messages
 * {message: {message}} stores an outgoing message of the caller to the order's workers. Workers
 * write through their mobile app: POST /api/worker_messages {message: {order_id, message}}, signed
 * by the same device token as their location logs; the message goes to the order's managers and
 * each of them gets the live notice in the same transaction.
 */
export function registerMessageRoutes(app: FastifyInstance) {
  app.post(
    '/api/orders/:id/messages',
    { config: { permission: resourceActionPermission(def.permissions.create) } },
    async (request, reply) => {
      const orderId = orderIdOf((request.params as { id: string }).id);
      const parsed = parseWrite(def, 'create', { message: textOf(request), order_id: orderId, incoming: false });
      const record = await app.db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
        if (!order) throw new AppError('not_found', workerMessageTexts.noOrder(String(orderId)));
        const ctx = { trx, def, user: request.user! };
        await messagesHooks.beforeSave!(ctx, parsed, null);
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
        return answerRecord(trx, def, messagesHooks, id);
      });
      return reply.code(201).send(record);
    },
  );

  app.post('/api/worker_messages', { config: { permission: 'public' } }, async (request, reply) => {
    const worker = await deviceWorker(app.db, request);
    const body = request.body as { message?: { order_id?: unknown } } | null;
    const orderId = orderIdOf(body?.message?.order_id);
    const parsed = parseWrite(def, 'create', { message: textOf(request), order_id: orderId, incoming: true });
    const id = await app.db.transaction().execute(async (trx) => {
      const onOrder = await trx
        .selectFrom('order_individuals')
        .select('id')
        .where('order_id', '=', orderId)
        .where('individual_id', '=', worker)
        .executeTakeFirst();
      if (!onOrder) {
        const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
        if (!order) throw new AppError('not_found', workerMessageTexts.noOrder(String(orderId)));
        throw AppError.validation({ order_id: [workerMessageTexts.notOnOrder] }, [workerMessageTexts.notOnOrder]);
      }
      const values = { ...parsed.values, sender_id: worker, receivers: await orderManagers(trx, orderId) };
      const messageId = await insertRecord(trx, def, values, {});
      await announceIncoming(trx, messageId);
      return messageId;
    });
    return reply.code(201).send({ id });
  });
}
