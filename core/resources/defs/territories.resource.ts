import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const territories = defineResource({
  name: 'territories',
  singular: 'territory',
  table: 'territories',
  title: 'Территории',
  titleSingular: 'Территория',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
