import { defineResource } from '../define-resource.ts';
import { readOnly } from '../fields/f.ts';
import { orders } from './orders.resource.ts';

const o = orders.fields;

// A view over orders paid by card (payment_type 3, migration 0008); amount is the order's p_amount.
// The payment date (groups 4 and 7) and the confirmation (group 6) are set by their own actions.
export const cardInvoices = defineResource({
  name: 'card_invoices',
  singular: 'card_invoice',
  table: 'card_invoices',
  viewOf: 'orders',
  title: 'Оплаты картой',
  titleSingular: 'Оплата картой',
  titleField: 'id',
  nav: 'finance',
  fields: {
    contractor_id: readOnly({ ...o.contractor_id, list: true }),
    start_date: readOnly({ ...o.start_date, list: true }),
    amount: readOnly({ ...o.p_amount, label: 'Сумма', list: true }),
    p_paid_at: readOnly({ ...o.p_paid_at, label: 'Дата оплаты', list: true }),
    p_confirmed: readOnly({ ...o.p_confirmed, list: true }),
    payment_type: readOnly(o.payment_type),
  },
  defaultSort: ['id', 'desc'],
  dateField: 'start_date',
  permissions: { create: false, update: false, delete: false },
});
