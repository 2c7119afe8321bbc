import { defineResource } from '../define-resource.ts';
import { f, productLineFields } from '../fields/f.ts';
import { actStatusOptions } from '../options.ts';

const kept = { readOnly: true, computed: true } as const;

// Spec 02 'Act'. Orders attach through orders.act_id (order_ids, written by server/domain/acts);
// accounts through the nested act_operations. The amount_* sums and the status are kept by the
// server (server/domain/acts/act-totals.ts); contractor_mismatch is computed for each answer.
// Sortable exactly by the spec's 'contractor_id, number, amount, date'.
export const acts = defineResource({
  name: 'acts',
  singular: 'act',
  table: 'acts',
  title: 'Акты',
  titleSingular: 'Акт',
  titleField: 'number',
  nav: 'finance',
  fields: {
    number: f.text({ label: 'Номер', search: true, list: true, max: 50 }),
    date: f.date({ label: 'Дата', list: true }),
    contractor_id: f.ref('contractors', {
      label: 'Контрагент',
      required: true,
      list: true,
      cell: 'contractorMismatch',
    }),
    // Spec: 'a red cross marks an inconsistent contractor': an attached account or order of another one.
    contractor_mismatch: f.bool({ label: 'Контрагент не сходится', ...kept, virtual: true }),
    status: f.enum(actStatusOptions, { label: 'Статус', list: true, sort: false, ...kept }),
    amount: f.money({ label: 'Сумма', list: true }),
    amount_orders: f.money({ label: 'Сумма заказов', list: true, sort: false, ...kept }),
    amount_accounts: f.money({ label: 'Сумма счетов', list: true, sort: false, ...kept }),
    amount_payments: f.money({ label: 'Сумма оплат', list: true, sort: false, ...kept }),
    // Spec: 'orders (order_ids)'. Written with the act; stored as the orders' act_id.
    order_ids: f.refs('orders', { label: 'Заказы', virtual: true }),
    // Spec: 'accounts (via act_operations)'.
    account_ids: f.refs('accounts', { label: 'Счета', ...kept, virtual: true }),
    pdf_sent_counter: f.int({ label: 'PDF отправлен, раз', readOnly: true, default: 0, sort: false }),
    act_operations: f.nested(
      'act_operations',
      'act_id',
      {
        account_id: f.ref('accounts', { label: 'Счёт', required: true }),
        // Empty: the account's whole amount (server/domain/acts/act-orders.ts).
        amount: f.money({ label: 'Сумма' }),
      },
      { label: 'Счета', unique: [{ columns: ['account_id'], message: 'Этот счёт уже прикреплён к акту' }] },
    ),
    // Spec 02 §3 'nested act_operations … and products' (the wire key; the table is act_products).
    // When there are lines the act prints them instead of its orders, and they add up to its amount.
    products: f.nested('act_products', 'act_id', productLineFields(), {
      label: 'Товары и услуги',
      hint: 'Если строки заданы, акт печатает их вместо заказов; их сумма равна сумме акта (пустая сумма считается по строкам)',
    }),
  },
  form: {
    facts: ['date', 'contractor_id', 'amount', 'status'],
    status: 'status',
    sections: [
      {
        key: 'main',
        label: 'Акт',
        fields: [
          'number',
          'date',
          'contractor_id',
          'amount',
          'amount_orders',
          'amount_accounts',
          'amount_payments',
          'order_ids',
        ],
      },
      { key: 'accounts', label: 'Счета', fields: ['act_operations'] },
      { key: 'products', label: 'Товары и услуги', fields: ['products'] },
    ],
  },
  // Issue 24 item 3: acts are selected to be sent together («Отправить выбранные акты»).
  selection: {},
  defaultSort: ['id', 'desc'],
  dateField: 'date',
});
