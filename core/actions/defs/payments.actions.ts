import { z } from 'zod';
import { paymentTexts } from '../../payments/payment-texts.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The payment calls of spec 02 §7. Each runs in one transaction and writes its ledger rows there;
// the paid fields are theirs alone (issue 20: a generic PUT of payed_amount is refused).

/** What both make_payments calls answer (issue 12 item 6: 'paying an already paid … says so'). */
export const paymentAnswer = z.object({
  paid: z.array(z.number()),
  already_paid: z.array(z.number()),
  /** One Russian line per id, in id order. */
  messages: z.array(z.string()),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

const idsOf = () => wire.ids({ required: paymentTexts.idsRequired, bad: paymentTexts.idsBad });
const paymentDate = () => wire.date({ required: paymentTexts.dateRequired, bad: paymentTexts.dateBad });

/** Payments write the ledger, so both bulk calls need the ledger's flag «Операции». */
const LEDGER = { flag: 'transactions' } as const;

export const payAccounts = defineAction({
  name: 'accounts.make_payments',
  method: 'PUT',
  path: '/api/accounts/make_payments',
  title: 'Проставить оплату счетов',
  permission: LEDGER,
  body: wire.object({ account_ids: idsOf(), payment_date: paymentDate() }),
  answer: paymentAnswer,
  idempotent: true,
  owns: [{ resource: 'accounts', fields: ['payed_amount', 'payment_date'] }],
});

export const paymentStageTypes = ['pp', 'p'] as const;

export const payOrders = defineAction({
  name: 'invoices.make_payments',
  method: 'PUT',
  path: '/api/invoices/make_payments',
  title: 'Проставить оплату заказов',
  permission: LEDGER,
  body: wire.object({
    order_ids: idsOf(),
    type: z.enum(paymentStageTypes, { error: paymentTexts.typeBad }),
    paid_at: paymentDate(),
  }),
  answer: paymentAnswer,
  idempotent: true,
  owns: [{ resource: 'orders', fields: ['pp_paid_at', 'p_paid_at'] }],
});

const cardAnswer = z.object({
  id: z.number(),
  message: z.string(),
  changed: z.boolean().optional(),
  card_invoice: wire.record('card_invoices'),
});

/** Spec 02 §6: 'Card invoice payment date can be edited by user_group_id 4 or 7; payment confirmation only by group 6'. */
export const setCardPaymentDate = defineAction({
  name: 'card_invoices.set_payment_date',
  method: 'PUT',
  path: '/api/card_invoices/:id/set_payment_date',
  title: 'Дата оплаты картой',
  permission: { groups: [4, 7] },
  params: wire.object({ id: wire.id() }),
  // An empty date clears it (a date set by mistake); anything else must be a real date.
  body: wire.object({ p_paid_at: wire.optionalDate({ bad: paymentTexts.dateBad }) }),
  answer: cardAnswer,
  idempotent: true,
  owns: [{ resource: 'orders', fields: ['p_paid_at'] }],
});

export const setCardPaymentConfirmed = defineAction({
  name: 'card_invoices.set_payment_confirmed',
  method: 'PUT',
  path: '/api/card_invoices/:id/set_payment_confirmed',
  title: 'Подтвердить оплату картой',
  permission: { groups: [6] },
  params: wire.object({ id: wire.id() }),
  body: wire.object({ p_confirmed: wire.bool(paymentTexts.cardConfirmedBad) }),
  answer: cardAnswer,
  idempotent: true,
  owns: [{ resource: 'orders', fields: ['p_confirmed'] }],
});
