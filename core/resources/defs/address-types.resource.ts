import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const addressTypes = defineResource({
  name: 'address_types',
  singular: 'address_type',
  table: 'address_types',
  title: 'Типы адресов',
  titleSingular: 'Тип адреса',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
