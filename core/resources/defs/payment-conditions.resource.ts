import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const paymentConditions = defineResource({
  name: 'payment_conditions',
  singular: 'payment_condition',
  table: 'payment_conditions',
  title: 'Условия оплаты',
  titleSingular: 'Условие оплаты',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    days: f.int({ label: 'Дней на оплату', min: 0, max: 365, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
