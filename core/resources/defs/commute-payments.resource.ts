import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Commute payment: amount (rubles).'
export const commutePayments = defineResource({
  name: 'commute_payments',
  singular: 'commute_payment',
  table: 'commute_payments',
  title: 'Оплата проезда',
  titleSingular: 'Оплата проезда',
  titleField: 'name',
  nav: 'finance',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    amount: f.money({ label: 'Сумма, ₽', required: true, min: 0, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
