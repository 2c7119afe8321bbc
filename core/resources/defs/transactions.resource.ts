import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { PAYOUT_OPERATION } from '../../ledger/ledger-catalogue.ts';
import { ledgerOperationOptions, transactionOwnerTypeOptions } from '../options.ts';

// Spec 02 'Transaction': the ledger. owner_type + owner_id point at a worker, a manager or a contractor
// (a polymorphic link, so owner_id is a plain id). operation_id is a code of the operation catalogue.
// Append-only (issue 13): a delete appends the reversal (server/domain/transactions), an edit may
// change only the bookkeeping marks; payment_date defaults to today (Moscow) in the save hook.
export const transactions = defineResource({
  name: 'transactions',
  singular: 'transaction',
  table: 'transactions',
  title: 'Операции',
  titleSingular: 'Операция',
  titleField: 'id',
  nav: 'finance',
  goKey: 't',
  fields: {
    payment_date: f.date({ label: 'Дата', list: true, hint: 'Пусто: сегодня' }),
    amount: f.money({ label: 'Сумма', required: true, list: true }),
    owner_type: f.enum(transactionOwnerTypeOptions, { label: 'Кому', required: true, list: true }),
    owner_id: f.int({ label: 'Получатель', required: true, min: 1, list: true }),
    owner_name: f.text({ label: 'Имя получателя', readOnly: true, virtual: true, list: true }),
    operation_id: f.enum(ledgerOperationOptions, {
      label: 'Операция',
      required: true,
      default: PAYOUT_OPERATION,
      list: true,
    }),
    order_id: f.ref('orders', { label: 'Заказ', list: true }),
    account_id: f.ref('accounts', { label: 'Счёт' }),
    user_id: f.ref('users', { label: 'Автор', list: true }),
    user2_id: f.ref('users', { label: 'Менеджер 2' }),
    comment: f.text({ label: 'Комментарий', search: true, multiline: true, filter: false, list: true }),
    closed: f.bool({ label: 'Закрыта' }),
    ac_type2: f.int({ label: 'Вид учёта 2' }),
    ac_type3: f.int({ label: 'Вид учёта 3' }),
    nullify: f.bool({ label: 'Обнуление баланса', readOnly: true }),
    no_order: f.bool({ label: 'Без заказа' }),
    reversal_of_id: f.ref('transactions', { label: 'Сторно операции', readOnly: true }),
    reversed_by_id: f.ref('transactions', { label: 'Отменена операцией', readOnly: true }),
  },
  form: {
    facts: ['payment_date', 'amount'],
    sections: [
      {
        key: 'main',
        label: 'Операция',
        fields: [
          'payment_date',
          'amount',
          'owner_type',
          'owner_id',
          'owner_name',
          'operation_id',
          'order_id',
          'account_id',
          'comment',
        ],
      },
      {
        key: 'accounting',
        label: 'Учёт',
        collapsed: true,
        fields: [
          'user_id',
          'user2_id',
          'closed',
          'ac_type2',
          'ac_type3',
          'nullify',
          'no_order',
          'reversal_of_id',
          'reversed_by_id',
        ],
      },
    ],
  },
  defaultSort: ['id', 'desc'],
  dateField: 'payment_date',
  author: 'user_id',
  permissions: { read: 'transactions', create: 'transactions', update: 'transactions', delete: 'transactions_delete' },
});
