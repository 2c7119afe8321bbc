import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const prepaymentConditions = defineResource({
  name: 'prepayment_conditions',
  singular: 'prepayment_condition',
  table: 'prepayment_conditions',
  title: 'Условия предоплаты',
  titleSingular: 'Условие предоплаты',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    percent: f.decimal({ label: 'Предоплата, %', min: 0, max: 100, scale: 2, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
