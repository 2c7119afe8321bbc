import { defineResource } from '../define-resource.ts';
import { f, productLineFields } from '../fields/f.ts';

// Spec 02 'Act'. Orders attach through orders.act_id (the free orders screen); accounts through the
// nested act_operations. The amount_* sums are kept by the server, the status is derived from them.
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
    contractor_id: f.ref('contractors', { label: 'Контрагент', required: true, list: true }),
    amount: f.money({ label: 'Сумма', list: true }),
    amount_orders: f.money({ label: 'Сумма заказов', readOnly: true, list: true }),
    amount_accounts: f.money({ label: 'Сумма счетов', readOnly: true, list: true }),
    amount_payments: f.money({ label: 'Сумма оплат', readOnly: true, list: true }),
    pdf_sent_counter: f.int({ label: 'PDF отправлен, раз', readOnly: true, default: 0 }),
    act_operations: f.nested(
      'act_operations',
      'act_id',
      {
        account_id: f.ref('accounts', { label: 'Счёт', required: true }),
        amount: f.money({ label: 'Сумма' }),
      },
      { label: 'Счета', unique: [{ columns: ['account_id'], message: 'Этот счёт уже прикреплён к акту' }] },
    ),
    act_products: f.nested('act_products', 'act_id', productLineFields(), { label: 'Товары и услуги' }),
  },
  form: {
    facts: ['date', 'contractor_id', 'amount'],
    sections: [
      {
        key: 'main',
        label: 'Акт',
        fields: ['number', 'date', 'contractor_id', 'amount', 'amount_orders', 'amount_accounts', 'amount_payments'],
      },
      { key: 'accounts', label: 'Счета', fields: ['act_operations'] },
      { key: 'products', label: 'Товары и услуги', fields: ['act_products'] },
    ],
  },
  defaultSort: ['id', 'desc'],
  dateField: 'date',
});
