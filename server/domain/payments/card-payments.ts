import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { isoDate } from '../../../core/format.ts';
import { toKopecks } from '../../../core/money.ts';
import { recordNotFound } from '../../../core/texts.ts';
import { resources } from '../../../core/resources/index.ts';
import { postClientPayments } from './client-payment-ledger.ts';
import { refuse } from './payment-input.ts';
import { paymentTexts } from '../../../core/payments/payment-texts.ts';
import type { DB } from '../../db/db-types.ts';

/** The card invoice {id} (an order paid by card, view card_invoices), its order row locked; 404 otherwise. */
async function lockedCardOrder(trx: Kysely<DB>, id: number) {
  const missing = new AppError('not_found', recordNotFound(id, resources.card_invoices.title));
  const row = await trx
    .selectFrom('orders')
    .select(['id', 'contractor_id', 'p_amount', 'p_paid_at', 'p_confirmed'])
    .where('id', '=', id)
    .where('payment_type', '=', 3)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw missing;
  return row;
}

/** set_payment_date (groups 4 and 7): the date the client paid by card; fixed once confirmed. */
export async function setCardPaymentDate(trx: Kysely<DB>, orderId: number, date: string | null) {
  const row = await lockedCardOrder(trx, orderId);
  if (row.p_confirmed) throw refuse('p_paid_at', paymentTexts.cardDateLocked);
  await trx
    .updateTable('orders')
    .set({ p_paid_at: date, updated_at: new Date().toISOString() })
    .where('id', '=', row.id)
    .execute();
  return { id: Number(row.id), message: paymentTexts.cardDateSet };
}

/**
 * set_payment_confirmed (group 6): the accountant confirms the card money arrived. The ledger row
 * (operation 1, +p_amount, on the payment date) is written on confirmation, the moment the money
 * is known to be there; taking the confirmation back appends its reversal. Only a real change of
 * p_confirmed writes (the update is conditional on the old value), so repeats post nothing.
 */
export async function setCardPaymentConfirmed(trx: Kysely<DB>, orderId: number, confirmed: boolean, userId: number) {
  const row = await lockedCardOrder(trx, orderId);
  const id = Number(row.id);
  if (Boolean(row.p_confirmed) === confirmed)
    return {
      id,
      changed: false,
      message: confirmed ? paymentTexts.cardAlreadyConfirmed : paymentTexts.cardAlreadyUnconfirmed,
    };
  if (confirmed && !row.p_paid_at) throw refuse('p_confirmed', paymentTexts.cardConfirmNeedsDate);
  const amount = toKopecks(row.p_amount);
  if (confirmed && amount <= 0n) throw refuse('p_confirmed', paymentTexts.cardConfirmNeedsAmount);
  await trx
    .updateTable('orders')
    .set({ p_confirmed: confirmed, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('p_confirmed', '=', !confirmed)
    .execute();
  if (amount !== 0n)
    await postClientPayments(
      trx,
      [
        {
          contractor_id: Number(row.contractor_id),
          amount: confirmed ? amount : -amount,
          // A reversal is dated the day it is written, like the order ledger's reversals.
          payment_date: confirmed ? String(row.p_paid_at) : isoDate(new Date()),
          order_id: id,
          comment: `${confirmed ? 'Оплата картой' : 'Сторно оплаты картой'} по заказу №${id}`,
        },
      ],
      userId,
    );
  return { id, changed: true, message: confirmed ? paymentTexts.cardConfirmed : paymentTexts.cardUnconfirmed };
}
