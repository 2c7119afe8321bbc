import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const workConditions = defineResource({
  name: 'work_conditions',
  singular: 'work_condition',
  table: 'work_conditions',
  title: 'Условия работы',
  titleSingular: 'Условие работы',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
