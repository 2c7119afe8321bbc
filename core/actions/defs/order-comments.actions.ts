import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 01 §3/§4 order comments: kinds individual (from workers, with per-user read marks), user and
// internal; spec 01 §7 calls internal_comments, mark_individual_comment_read, mark_internal_notifications_read.

const byId = wire.object({ id: wire.id() });

export const MAX_ORDER_COMMENT = 2000;

export const orderComment = z.object({
  id: z.number(),
  kind: z.enum(['individual', 'user', 'internal']),
  comment: z.string(),
  created_at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  individual_id: z.number().nullable(),
  individual_name: z.string().nullable(),
  /** Read by the current user. */
  read: z.boolean(),
});
export type OrderComment = z.infer<typeof orderComment>;

/** The order's comments with the current user's read mark, oldest first (a conversation). */
export const commentsAnswer = z.object({
  items: z.array(orderComment),
  unread: z.object({ individual: z.number(), internal: z.number() }),
});
export type CommentsAnswer = z.infer<typeof commentsAnswer>;

export const orderComments = defineAction({
  name: 'orders.comments',
  method: 'GET',
  path: '/api/orders/:id/comments',
  title: 'Комментарии заказа',
  permission: 'signed_in',
  record: { resource: 'orders' },
  params: byId,
  answer: commentsAnswer,
});

/** A new internal comment notifies the order's other managers on /notification/{userId}. */
export const addInternalComment = defineAction({
  name: 'orders.internal_comments',
  method: 'POST',
  path: '/api/orders/:id/internal_comments',
  title: 'Внутренний комментарий к заказу',
  permission: 'signed_in',
  record: { resource: 'orders', lock: true },
  params: byId,
  body: wire.object({
    comment: wire.text(MAX_ORDER_COMMENT, {
      required: 'Комментарий не может быть пустым',
      tooLong: `Комментарий длиннее ${MAX_ORDER_COMMENT} символов`,
    }),
  }),
  answer: orderComment,
  idempotent: true,
});

export const markIndividualCommentRead = defineAction({
  name: 'orders.mark_individual_comment_read',
  method: 'POST',
  path: '/api/orders/:id/mark_individual_comment_read',
  title: 'Прочитан комментарий работника',
  permission: 'signed_in',
  record: { resource: 'orders' },
  params: byId,
  body: wire.object({ comment_id: wire.id('Комментарий: укажите номер') }),
  answer: commentsAnswer,
});

export const markInternalRead = defineAction({
  name: 'orders.mark_internal_notifications_read',
  method: 'POST',
  path: '/api/orders/:id/mark_internal_notifications_read',
  title: 'Прочитаны внутренние комментарии',
  permission: 'signed_in',
  record: { resource: 'orders' },
  params: byId,
  answer: commentsAnswer,
});
