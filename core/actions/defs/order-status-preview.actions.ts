import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

/** Spec 01 §4's two status actions, as the preview names them. */
export const statusMoves = ['close', 'restore'] as const;
export type StatusMoveName = (typeof statusMoves)[number];

const ledgerRow = z.object({
  owner_type: z.string(),
  owner_id: z.number(),
  owner_name: z.string().nullable(),
  operation_id: z.number(),
  operation: z.string(),
  amount: wire.money(),
});

/** What a close or a restore would write, found by doing it and rolling it back. */
export const statusPreviewAnswer = z.object({
  move: z.enum(statusMoves),
  status_before: z.number(),
  status_after: z.number(),
  start_date: z.string(),
  /** The order's day is still ahead (Moscow): the console asks «Закрыть раньше срока?». */
  before_start: z.boolean(),
  final_revenue: wire.money(),
  final_profit: wire.money(),
  p_amount: wire.money().nullable(),
  ledger: z.array(ledgerRow),
  /** Why the move would be refused (the card's rules), in Russian; empty when it would go through. */
  refused: z.array(z.string()),
});
export type StatusPreview = z.infer<typeof statusPreviewAnswer>;

/**
 * Issue 22 item 3: 'a destructive or money-writing action … asks with a summary of what it will
 * write'. Reads nothing into the order: the move is run and rolled back in the request's
 * transaction, so the summary is exactly what the action itself would write.
 */
export const orderStatusPreview = defineAction({
  name: 'orders.status_preview',
  method: 'GET',
  path: '/api/orders/:id/status_preview',
  title: 'Что запишет закрытие или возврат заказа',
  permission: 'signed_in',
  record: { resource: 'orders', lock: true },
  params: wire.object({ id: wire.id() }),
  query: wire.object({ move: z.enum(statusMoves, { error: 'нужно close или restore' }) }),
  answer: statusPreviewAnswer,
  labels: { move: 'Действие' },
});
