import { defineResource } from '../define-resource.ts';
import { referenceFields } from '../fields/f.ts';

export const instrumentTypes = defineResource({
  name: 'instrument_types',
  singular: 'instrument_type',
  table: 'instrument_types',
  title: 'Типы инструментов',
  titleSingular: 'Тип инструмента',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
  },
  defaultSort: ['name', 'asc'],
});
