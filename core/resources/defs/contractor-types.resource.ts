import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const contractorTypes = defineResource({
  name: 'contractor_types',
  singular: 'contractor_type',
  table: 'contractor_types',
  title: 'Типы контрагентов',
  titleSingular: 'Тип контрагента',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
