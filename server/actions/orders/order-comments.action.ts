import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import {
  addInternalComment,
  markIndividualCommentRead,
  markInternalRead,
  orderComments,
} from '../../../core/actions/defs/order-comments.actions.ts';
import { publish } from '../../realtime/publish.ts';
import { mountAction } from '../mount-action.ts';
import { refuse } from './order-extras-common.ts';
import type { DB } from '../../db/db-types.ts';

/** The order's comments with the current user's read mark, oldest first (a conversation). */
async function commentsOf(db: Kysely<DB>, orderId: number, userId: number) {
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

async function markRead(db: Kysely<DB>, commentIds: readonly number[], userId: number) {
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
  mountAction(app, orderComments, ({ trx, params, user }) => commentsOf(trx, params.id, user.id));

  mountAction(app, addInternalComment, async ({ trx, params, body, user, record: order, reply }) => {
    const id = params.id;
    const text = body.comment;
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
    reply.code(201);
    return {
      id: row.id,
      kind: 'internal' as const,
      comment: text,
      created_at: row.created_at,
      user_id: user.id,
      user_name: user.name,
      individual_id: null,
      individual_name: null,
      read: true,
    };
  });

  mountAction(app, markIndividualCommentRead, async ({ trx, params, body, user }) => {
    const { id } = params;
    const found = await trx
      .selectFrom('order_comments')
      .select('id')
      .where('id', '=', body.comment_id)
      .where('order_id', '=', id)
      .where('kind', '=', 'individual')
      .executeTakeFirst();
    if (!found) throw refuse('comment_id', `У заказа №${id} нет комментария работника №${body.comment_id}`);
    await markRead(trx, [body.comment_id], user.id);
    return commentsOf(trx, id, user.id);
  });

  mountAction(app, markInternalRead, async ({ trx, params, user }) => {
    const internal = await trx
      .selectFrom('order_comments')
      .select('id')
      .where('order_id', '=', params.id)
      .where('kind', '=', 'internal')
      .execute();
    await markRead(
      trx,
      internal.map((c) => c.id),
      user.id,
    );
    return commentsOf(trx, params.id, user.id);
  });
}
