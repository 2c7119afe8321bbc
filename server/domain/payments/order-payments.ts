import type { Kysely } from 'kysely';
import { toKopecks } from '../../../core/money.ts';
import { postClientPayments } from './client-payment-ledger.ts';
import { refuse } from './payment-input.ts';
import type { PaymentAnswer } from './account-payments.ts';
import { paymentTexts } from '../../../core/payments/payment-texts.ts';
import type { DB } from '../../db/db-types.ts';

/** `type` of PUT /api/invoices/make_payments: which stage's columns (pp_ prepayment, p_ final payment). */
export const paymentStages = {
  pp: { paidAt: 'pp_paid_at', amount: 'pp_amount', label: 'предоплата', comment: 'Предоплата по заказу №' },
  p: { paidAt: 'p_paid_at', amount: 'p_amount', label: 'оплата', comment: 'Оплата по заказу №' },
} as const;

export type PaymentStageType = keyof typeof paymentStages;

const CARD_PAYMENT_TYPE = 3;

/**
 * Sets the stage's paid date of the orders and posts each payment (operation 1, the stage's amount,
 * order_id) in the caller's transaction. Refused whole (422) for unknown orders, orders without the
 * stage's amount, and a final payment of a card order: that date is the card invoices' call, kept for
 * groups 4 and 7, and its ledger row is written on confirmation. Locks in id order and updates only
 * orders whose stage is unpaid, so a repeat changes nothing and says so.
 */
export async function payOrders(
  trx: Kysely<DB>,
  ids: number[],
  type: PaymentStageType,
  date: string,
  userId: number,
): Promise<PaymentAnswer> {
  const stage = paymentStages[type];
  const rows = await trx
    .selectFrom('orders')
    .select(['id', 'payment_type', stage.paidAt, stage.amount])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw refuse('order_ids', paymentTexts.unknownOrders(unknown));
  const card =
    type === 'p' ? rows.filter((r) => Number(r.payment_type) === CARD_PAYMENT_TYPE).map((r) => Number(r.id)) : [];
  if (card.length) throw refuse('order_ids', paymentTexts.cardOrders(card));
  const noAmount = rows.filter((r) => !r[stage.paidAt] && toKopecks(r[stage.amount]) <= 0n).map((r) => Number(r.id));
  if (noAmount.length) throw refuse('order_ids', paymentTexts.noAmount(noAmount, stage.label));
  const updated = await trx
    .updateTable('orders')
    .set({ [stage.paidAt]: date, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .where(stage.paidAt, 'is', null)
    .returning(['id', 'contractor_id', stage.amount])
    .execute();
  // RETURNING has no order: the ledger rows go in id order, like the answer.
  updated.sort((x, y) => Number(x.id) - Number(y.id));
  await postClientPayments(
    trx,
    updated.map((o) => ({
      contractor_id: Number(o.contractor_id),
      amount: toKopecks(o[stage.amount]),
      payment_date: date,
      order_id: Number(o.id),
      comment: `${stage.comment}${o.id}`,
    })),
    userId,
  );
  const paid = new Set(updated.map((o) => Number(o.id)));
  return {
    paid: ids.filter((id) => paid.has(id)),
    already_paid: ids.filter((id) => !paid.has(id)),
    messages: ids.map((id) =>
      paid.has(id) ? paymentTexts.orderPaid(id, stage.label) : paymentTexts.orderAlreadyPaid(id, stage.label),
    ),
  };
}
