import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { publish } from '../../realtime/publish.ts';
import { bodyOf, idFromBody, loadOrder, orderIdOf, refuse } from './order-extras-common.ts';

const MAX_COMMENT = 2000;

/** The order's comments with the current user's read mark, oldest first (a conversation). */
async function commentsOf(db: Kysely<any>, orderId: number, userId: number) {
  const items = await db
    .selectFrom('order_comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('individuals as i', 'i.id', 'c.individual_id')
    .where('c.order_id', '=', orderId)
    .select([
      'c.id',
      'c.kind',
      'c.comment',
      'c.created_at',
      'c.user_id',
      'u.name as user_name',
      'c.individual_id',
      'i.name as individual_name',
      sql<boolean>`exists (select 1 from order_comment_reads r where r.comment_id = c.id and r.user_id = ${userId})`.as(
        'read',
      ),
    ])
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  const unread = (kind: string) => items.filter((c) => c.kind === kind && !c.read).length;
  return { items, unread: { individual: unread('individual'), internal: unread('internal') } };
}

async function markRead(db: Kysely<any>, commentIds: readonly number[], userId: number) {
  if (!commentIds.length) return;
  await db
    .insertInto('order_comment_reads')
    .values(commentIds.map((comment_id) => ({ comment_id, user_id: userId })))
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
    .execute();
}

/**
 * Spec 01 §3/§4 order comments: kinds individual (from workers, with per-user read marks), user and
 * internal; spec 01 §7 calls internal_comments, mark_individual_comment_read,
 * mark_internal_notifications_read. A new internal comment notifies the order's other managers on
 * /notification/{userId} (spec 01 §7 channels).
 */
export function registerOrderCommentActions(app: FastifyInstance) {
  const opts = { config: { permission: 'signed_in' } } as const;

  app.get('/api/orders/:id/comments', opts, async (request) => {
    const id = orderIdOf(request);
    await loadOrder(app.db, id);
    return commentsOf(app.db, id, request.user!.id);
  });

  app.post('/api/orders/:id/internal_comments', opts, async (request, reply) => {
    const id = orderIdOf(request);
    const raw = bodyOf(request).comment;
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) throw refuse('comment', 'Комментарий не может быть пустым');
    if (text.length > MAX_COMMENT) throw refuse('comment', `Комментарий длиннее ${MAX_COMMENT} символов`);
    const user = request.user!;
    const created = await app.db.transaction().execute(async (trx) => {
      const order = await loadOrder(trx, id, true);
      const row = await trx
        .insertInto('order_comments')
        .values({ order_id: id, kind: 'internal', user_id: user.id, comment: text })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await markRead(trx, [row.id], user.id);
      const managers = new Set([order.user_id, order.user2_id, order.user3_id].filter((u) => u && u !== user.id));
      const short = text.length > 100 ? `${text.slice(0, 100)}…` : text;
      for (const managerId of managers)
        await publish(trx, `/notification/${managerId}`, {
          type: 'info',
          kind: 'internal_comment',
          order_id: id,
          comment_id: row.id,
          text: `Заказ №${id}: внутренний комментарий от ${user.name}: ${short}`,
        });
      return row;
    });
    return reply.code(201).send({
      id: created.id,
      kind: 'internal',
      comment: text,
      created_at: created.created_at,
      user_id: user.id,
      user_name: user.name,
      individual_id: null,
      individual_name: null,
      read: true,
    });
  });

  app.post('/api/orders/:id/mark_individual_comment_read', opts, async (request) => {
    const id = orderIdOf(request);
    const commentId = idFromBody(request, 'comment_id', 'Комментарий');
    return app.db.transaction().execute(async (trx) => {
      await loadOrder(trx, id);
      const found = await trx
        .selectFrom('order_comments')
        .select('id')
        .where('id', '=', commentId)
        .where('order_id', '=', id)
        .where('kind', '=', 'individual')
        .executeTakeFirst();
      if (!found) throw refuse('comment_id', `У заказа №${id} нет комментария работника №${commentId}`);
      await markRead(trx, [commentId], request.user!.id);
      return commentsOf(trx, id, request.user!.id);
    });
  });

  app.post('/api/orders/:id/mark_internal_notifications_read', opts, async (request) => {
    const id = orderIdOf(request);
    return app.db.transaction().execute(async (trx) => {
      await loadOrder(trx, id);
      const internal = await trx
        .selectFrom('order_comments')
        .select('id')
        .where('order_id', '=', id)
        .where('kind', '=', 'internal')
        .execute();
      await markRead(
        trx,
        internal.map((c) => c.id),
        request.user!.id,
      );
      return commentsOf(trx, id, request.user!.id);
    });
  });
}
