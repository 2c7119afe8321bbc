import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const honestyTypes = defineResource({
  name: 'honesty_types',
  singular: 'honesty_type',
  table: 'honesty_types',
  title: 'Типы честности',
  titleSingular: 'Тип честности',
  titleField: 'name',
  nav: 'quality',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
