import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const penalties = defineResource({
  name: 'penalties',
  singular: 'penalty',
  table: 'penalties',
  title: 'Штрафы',
  titleSingular: 'Штраф',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    amount: f.money({ label: 'Сумма', min: 0, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
