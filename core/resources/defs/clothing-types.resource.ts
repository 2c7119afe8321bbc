import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const clothingTypes = defineResource({
  name: 'clothing_types',
  singular: 'clothing_type',
  table: 'clothing_types',
  title: 'Типы одежды',
  titleSingular: 'Тип одежды',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
