import type { FastifyInstance } from 'fastify';
import {
  payAccounts,
  payOrders,
  setCardPaymentConfirmed,
  setCardPaymentDate,
} from '../../../core/actions/defs/payments.actions.ts';
import { resources } from '../../../core/resources/index.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { payAccounts as payAccountRows } from '../../domain/payments/account-payments.ts';
import {
  setCardPaymentConfirmed as confirmCard,
  setCardPaymentDate as dateCard,
} from '../../domain/payments/card-payments.ts';
import { payOrders as payOrderRows } from '../../domain/payments/order-payments.ts';
import { mountAction } from '../mount-action.ts';

/**
 * The payment calls of spec 02 §7, declared in core/actions/defs/payments.actions.ts. Each runs in
 * one transaction (all of a request or nothing) and writes its ledger rows there; without a key a
 * repeat is answered 'already paid' and changes nothing.
 */
export function registerPaymentRoutes(app: FastifyInstance) {
  mountAction(app, payAccounts, ({ trx, body, user }) =>
    payAccountRows(trx, body.account_ids, body.payment_date, user.id),
  );

  mountAction(app, payOrders, ({ trx, body, user }) =>
    payOrderRows(trx, body.order_ids, body.type, body.paid_at, user.id),
  );

  const withRecord = async (trx: Parameters<typeof getRecord>[0], outcome: { id: number; message: string }) => ({
    ...outcome,
    card_invoice: await getRecord(trx, resources.card_invoices, outcome.id),
  });

  mountAction(app, setCardPaymentDate, async ({ trx, params, body }) =>
    withRecord(trx, await dateCard(trx, params.id, body.p_paid_at)),
  );

  mountAction(app, setCardPaymentConfirmed, async ({ trx, params, body, user }) =>
    withRecord(trx, await confirmCard(trx, params.id, body.p_confirmed, user.id)),
  );
}
