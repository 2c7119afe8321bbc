import type { FastifyInstance } from 'fastify';
import { resources } from '../../../core/resources/index.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { payAccounts } from '../../domain/payments/account-payments.ts';
import { setCardPaymentConfirmed, setCardPaymentDate } from '../../domain/payments/card-payments.ts';
import { isPaymentStageType, payOrders } from '../../domain/payments/order-payments.ts';
import { bodyOf, readIds, readPaymentDate, refuse } from '../../domain/payments/payment-input.ts';
import { paymentTexts } from '../../domain/payments/payment-texts.ts';

/** Payments write the ledger, so both bulk calls need the ledger's flag «Операции». */
const LEDGER = { flag: 'transactions' } as const;
/** Spec 02 §6: 'Card invoice payment date can be edited by user_group_id 4 or 7; payment confirmation only by group 6'. */
const CARD_DATE = { groups: [4, 7] } as const;
const CARD_CONFIRM = { groups: [6] } as const;

/**
 * The payment calls of spec 02 §7. Each runs in one transaction (all of a request or nothing) and
 * writes its ledger rows there; Idempotency-Key is honoured by server/http/idempotency.ts for every
 * write, and without a key a repeat is answered 'already paid' and changes nothing.
 */
export function registerPaymentRoutes(app: FastifyInstance) {
  app.put('/api/accounts/make_payments', { config: { permission: LEDGER } }, async (request) => {
    const body = bodyOf(request.body);
    const ids = readIds(body.account_ids, 'account_ids');
    const date = readPaymentDate(body.payment_date, 'payment_date');
    return app.db.transaction().execute((trx) => payAccounts(trx, ids, date, request.user!.id));
  });

  app.put('/api/invoices/make_payments', { config: { permission: LEDGER } }, async (request) => {
    const body = bodyOf(request.body);
    const ids = readIds(body.order_ids, 'order_ids');
    if (!isPaymentStageType(body.type)) throw refuse('type', paymentTexts.typeBad);
    const { type } = body;
    const date = readPaymentDate(body.paid_at, 'paid_at');
    return app.db.transaction().execute((trx) => payOrders(trx, ids, type, date, request.user!.id));
  });

  const cardAnswer = async (trx: Parameters<typeof getRecord>[0], outcome: { id: number; message: string }) => ({
    ...outcome,
    card_invoice: await getRecord(trx, resources.card_invoices, outcome.id),
  });

  app.put('/api/card_invoices/:id/set_payment_date', { config: { permission: CARD_DATE } }, async (request) => {
    const raw = bodyOf(request.body).p_paid_at;
    // An empty date clears it (a date set by mistake); anything else must be a real date.
    const date = raw === null || raw === '' ? null : readPaymentDate(raw, 'p_paid_at');
    const { id } = request.params as { id: string };
    return app.db.transaction().execute(async (trx) => cardAnswer(trx, await setCardPaymentDate(trx, id, date)));
  });

  app.put('/api/card_invoices/:id/set_payment_confirmed', { config: { permission: CARD_CONFIRM } }, async (request) => {
    const value = bodyOf(request.body).p_confirmed;
    if (typeof value !== 'boolean') throw refuse('p_confirmed', paymentTexts.cardConfirmedBad);
    const { id } = request.params as { id: string };
    return app.db
      .transaction()
      .execute(async (trx) => cardAnswer(trx, await setCardPaymentConfirmed(trx, id, value, request.user!.id)));
  });
}
