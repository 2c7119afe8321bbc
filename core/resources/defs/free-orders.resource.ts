import { defineResource } from '../define-resource.ts';
import { f, readOnly } from '../fields/f.ts';
import { orders } from './orders.resource.ts';

const o = orders.fields;

/** Spec 02 §9 'date_start default 27.04.2015', as the console's start_date filter (from that day on). */
export const FREE_ORDERS_FROM = '27.04.2015..';

// A view over counted orders not yet in an act (status 3, act_id null; migrations 0008, 0028), from
// which the act card picks orders (console/screens/acts/FreeOrdersPicker.tsx). Read only: attaching
// is the act's business. Spec 02 §9 'free orders by contractor ascending with date_start default
// 27.04.2015': sorted by the contractor's name, and a default filter from that date.
export const freeOrders = defineResource({
  name: 'free_orders',
  singular: 'free_order',
  table: 'free_orders',
  viewOf: 'orders',
  title: 'Свободные заказы',
  titleSingular: 'Свободный заказ',
  titleField: 'id',
  nav: 'finance',
  fields: {
    contractor_id: readOnly({ ...o.contractor_id, list: true }),
    contractor_name: f.text({ label: 'Контрагент (название)', readOnly: true }),
    start_date: readOnly({ ...o.start_date, list: true }),
    // The displayed status, as on /orders (issue 23 item 6, migration 0057).
    displayed_status: readOnly(o.displayed_status),
    payment_type: readOnly({ ...o.payment_type, list: true }),
    // The view has no street_id, so the address is shown without its street.
    address_info: readOnly({ ...o.address_info, list: true, listWith: [] }),
    p_amount: readOnly({ ...o.p_amount, list: true }),
    p_acc_number: readOnly({ ...o.p_acc_number, list: true }),
    p_paid_at: readOnly(o.p_paid_at),
    not_paid_amount: readOnly({ ...o.not_paid_amount, list: true }),
    final_revenue: readOnly({ ...o.final_revenue, list: true }),
    act_id: readOnly(o.act_id),
  },
  defaultSort: ['contractor_name', 'asc'],
  defaultFilter: () => ({ start_date: [FREE_ORDERS_FROM] }),
  dateField: 'start_date',
  permissions: { create: false, update: false, delete: false },
});
