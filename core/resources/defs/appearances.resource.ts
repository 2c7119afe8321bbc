import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const appearances = defineResource({
  name: 'appearances',
  singular: 'appearance',
  table: 'appearances',
  title: 'Внешний вид',
  titleSingular: 'Внешний вид',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
