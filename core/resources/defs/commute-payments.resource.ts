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
    // Not required: the spec gives the amount alone; a tariff without a name is named after its
    // amount («Проезд 300,00 ₽», server/domain/commute-payments).
    name: f.text({ label: 'Название', search: true, list: true, max: 255, hint: 'Пусто — «Проезд <сумма> ₽»' }),
    amount: f.money({ label: 'Сумма, ₽', required: true, min: 0, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
