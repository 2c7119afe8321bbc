import { defineResource } from '../define-resource.ts';
import { f, productLineFields } from '../fields/f.ts';
import { companyTypeOptions } from '../options.ts';

// Spec 02 'Account (invoice document)'. payment_remains, acts and status are computed for the answer;
// the act links live in the acts' act_operations. Sending PDFs and marking payments are actions.
export const accounts = defineResource({
  name: 'accounts',
  singular: 'account',
  table: 'accounts',
  title: 'Счета',
  titleSingular: 'Счёт',
  titleField: 'number',
  nav: 'finance',
  goKey: 'a',
  fields: {
    number: f.text({ label: 'Номер', search: true, list: true, max: 50 }),
    date: f.date({ label: 'Дата', list: true }),
    contractor_id: f.ref('contractors', { label: 'Контрагент', required: true, list: true }),
    order_id: f.ref('orders', { label: 'Заказ-основание', list: true }),
    order_ids: f.refs('orders', { label: 'Заказы' }),
    amount: f.money({ label: 'Сумма', required: true, list: true }),
    payed_amount: f.money({ label: 'Оплачено', list: true }),
    payment_date: f.date({ label: 'Дата оплаты', list: true }),
    company_type: f.enum(companyTypeOptions, { label: 'Наше юрлицо' }),
    comment: f.text({ label: 'Комментарий', search: true, multiline: true, filter: false }),
    send_pdf: f.bool({ label: 'Отправлять PDF счёта' }),
    send_act_pdf: f.bool({ label: 'Отправлять PDF акта' }),
    pdf_sent_counter: f.int({ label: 'PDF отправлен, раз', readOnly: true, default: 0 }),
    account_products: f.nested('account_products', 'account_id', productLineFields(), { label: 'Товары и услуги' }),
  },
  form: {
    facts: ['date', 'contractor_id', 'amount'],
    sections: [
      {
        key: 'main',
        label: 'Счёт',
        fields: [
          'number',
          'date',
          'contractor_id',
          'amount',
          'payed_amount',
          'payment_date',
          'order_id',
          'order_ids',
          'comment',
        ],
      },
      { key: 'products', label: 'Товары и услуги', fields: ['account_products'] },
      {
        key: 'sending',
        label: 'Отправка',
        collapsed: true,
        fields: ['company_type', 'send_pdf', 'send_act_pdf', 'pdf_sent_counter'],
      },
    ],
  },
  // Spec 02 §5: accounts are selected for sending and payment; the rule refuses mixed contractors.
  selection: { rule: 'accountSelection' },
  defaultSort: ['id', 'desc'],
  dateField: 'date',
});
