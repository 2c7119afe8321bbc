import { defineResource } from '../define-resource.ts';
import { readOnly } from '../fields/f.ts';
import { orders } from './orders.resource.ts';

const o = orders.fields;

// A view over orders (migrations 0008, 0031): the orders to invoice, with their payment fields;
// invoice_status is computed by the view from the paid rule. Payments are set by
// PUT /api/invoices/make_payments, never by the generic update.
export const invoices = defineResource({
  name: 'invoices',
  singular: 'invoice',
  table: 'invoices',
  viewOf: 'orders',
  title: 'Счета по заказам',
  titleSingular: 'Счёт по заказу',
  titleField: 'id',
  nav: 'finance',
  fields: {
    contractor_id: readOnly({ ...o.contractor_id, list: true }),
    start_date: readOnly({ ...o.start_date, list: true }),
    // Issue 23 item 6: the status a person reads is the displayed one, as on /orders (migration 0057).
    displayed_status: readOnly({ ...o.displayed_status, list: true }),
    payment_type: readOnly({ ...o.payment_type, list: true }),
    invoice_status: readOnly({ ...o.invoice_status, list: true }),
    p_amount: readOnly({ ...o.p_amount, list: true }),
    p_acc_number: readOnly(o.p_acc_number),
    p_sent_at: readOnly(o.p_sent_at),
    p_paid_at: readOnly({ ...o.p_paid_at, list: true }),
    p_confirmed: readOnly(o.p_confirmed),
    pp_amount: readOnly(o.pp_amount),
    pp_acc_number: readOnly(o.pp_acc_number),
    pp_sent_at: readOnly(o.pp_sent_at),
    pp_paid_at: readOnly(o.pp_paid_at),
    // Spec 02 §4 'Prepayment and final payment: not issued (not sent), issued but unpaid, paid'.
    pp_stage: readOnly({ ...o.pp_stage, list: true }),
    p_stage: readOnly({ ...o.p_stage, list: true }),
    not_paid_amount: readOnly({ ...o.not_paid_amount, list: true }),
    act_id: readOnly(o.act_id),
  },
  // Spec 02 §2: payment is set for the selected orders.
  selection: {},
  defaultSort: ['id', 'desc'],
  dateField: 'start_date',
  permissions: { create: false, update: false, delete: false },
});
