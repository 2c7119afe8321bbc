import { defineResource } from '../define-resource.ts';
import { f, productLineFields } from '../fields/f.ts';
import { accountStatusOptions, companyTypeOptions } from '../options.ts';

// Computed for every answer by server/domain/accounts/account-rows.ts: no column of their own.
const computed = { readOnly: true, computed: true, virtual: true } as const;

// Spec 02 'Account (invoice document)'. The act links live in the acts' act_operations. Sending PDFs
// and marking payments are actions. Sortable exactly by the spec's 'contractor_id, order_id, date,
// amount, payed_amount, payment_date'.
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
    number: f.text({ label: 'Номер', search: true, list: true, max: 50, sort: false }),
    date: f.date({ label: 'Дата', list: true }),
    contractor_id: f.ref('contractors', { label: 'Контрагент', required: true, list: true }),
    order_id: f.ref('orders', { label: 'Заказ-основание', list: true }),
    order_ids: f.refs('orders', { label: 'Заказы' }),
    amount: f.money({ label: 'Сумма', required: true, list: true }),
    payed_amount: f.money({ label: 'Оплачено', list: true }),
    payment_date: f.date({ label: 'Дата оплаты', list: true }),
    // Spec: 'payment_remains (amount minus payed_amount, 0 if empty)'.
    payment_remains: f.money({ label: 'Остаток', list: true, ...computed }),
    payment_status: f.enum(accountStatusOptions, { label: 'Статус', list: true, ...computed }),
    // Spec: 'make_payment (checkbox shown only when there is no payment_date and no payed_amount)'.
    make_payment: f.bool({ label: 'Можно проставить оплату', ...computed }),
    company_type: f.enum(companyTypeOptions, { label: 'Наше юрлицо', sort: false }),
    company_type_name: f.text({ label: 'Наше юрлицо (название)', ...computed }),
    // Spec: 'acts (linked through act_operations to act number), orders (all linked order ids)'.
    act_ids: f.refs('acts', { label: 'Акты', list: true, ...computed }),
    acts: f.json({ label: 'Акты (номера)', ...computed }),
    linked_order_ids: f.refs('orders', { label: 'Все заказы счёта', ...computed }),
    comment: f.text({ label: 'Комментарий', search: true, multiline: true, filter: false, sort: false }),
    send_pdf: f.bool({ label: 'Отправлять PDF счёта', sort: false }),
    send_act_pdf: f.bool({ label: 'Отправлять PDF акта', sort: false }),
    pdf_sent_counter: f.int({ label: 'PDF отправлен, раз', readOnly: true, default: 0, sort: false }),
    // Spec 02 §3 'nested products' (the wire key; the table is account_products). When there are
    // lines the PDF prints them and they add up to the amount (server/domain/documents/).
    products: f.nested('account_products', 'account_id', productLineFields(), {
      label: 'Товары и услуги',
      hint: 'Если строки заданы, счёт печатает их; их сумма равна сумме счёта (без суммы в запросе она считается по строкам)',
    }),
    // Spec: the account's 'act_operations'; written from the act's card, shown here.
    act_operations: f.nested(
      'act_operations',
      'account_id',
      { act_id: f.ref('acts', { label: 'Акт' }), amount: f.money({ label: 'Сумма в акте' }) },
      { label: 'В актах', readOnly: true, computed: true },
    ),
  },
  form: {
    facts: ['date', 'contractor_id', 'amount', 'payment_remains', 'payment_status'],
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
          'payment_remains',
          'order_id',
          'order_ids',
          'act_ids',
          'comment',
        ],
      },
      { key: 'products', label: 'Товары и услуги', fields: ['products'] },
      { key: 'acts', label: 'В актах', collapsed: true, fields: ['act_operations'] },
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
  listFilters: { status: { label: 'Статус оплаты', options: accountStatusOptions } },
  // Spec 02 §2 '/accounts: filter by status with checkboxes'.
  checkboxFilters: ['status'],
  defaultSort: ['id', 'desc'],
  dateField: 'date',
});
