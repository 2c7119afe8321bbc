import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const contractorScopes = defineResource({
  name: 'contractor_scopes',
  singular: 'contractor_scope',
  table: 'contractor_scopes',
  title: 'Сферы деятельности',
  titleSingular: 'Сфера деятельности',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
