import { defineResource } from '../define-resource.ts';
import { readOnly } from '../fields/f.ts';
import { orders } from './orders.resource.ts';

const o = orders.fields;

// A view over counted orders not yet in an act (status 3, act_id null; migration 0008), from which
// the act form picks orders of one contractor. Read only: attaching is the act's business.
export const freeOrders = defineResource({
  name: 'free_orders',
  singular: 'free_order',
  table: 'free_orders',
  title: 'Свободные заказы',
  titleSingular: 'Свободный заказ',
  titleField: 'id',
  nav: 'finance',
  fields: {
    contractor_id: readOnly({ ...o.contractor_id, list: true }),
    start_date: readOnly({ ...o.start_date, list: true }),
    status: readOnly(o.status),
    payment_type: readOnly({ ...o.payment_type, list: true }),
    // The view has no street_id, so the address is shown without its street.
    address_info: readOnly({ ...o.address_info, list: true, listWith: [] }),
    p_amount: readOnly({ ...o.p_amount, list: true }),
    p_acc_number: readOnly({ ...o.p_acc_number, list: true }),
    p_paid_at: readOnly(o.p_paid_at),
    not_paid_amount: readOnly({ ...o.not_paid_amount, list: true }),
    act_id: readOnly(o.act_id),
  },
  defaultSort: ['contractor_id', 'asc'],
  dateField: 'start_date',
  permissions: { create: false, update: false, delete: false },
});
