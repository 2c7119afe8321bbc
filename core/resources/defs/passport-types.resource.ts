import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const passportTypes = defineResource({
  name: 'passport_types',
  singular: 'passport_type',
  table: 'passport_types',
  title: 'Типы паспортов',
  titleSingular: 'Тип паспорта',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
