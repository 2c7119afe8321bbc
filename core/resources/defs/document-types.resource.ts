import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const documentTypes = defineResource({
  name: 'document_types',
  singular: 'document_type',
  table: 'document_types',
  title: 'Типы документов',
  titleSingular: 'Тип документа',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    important: f.bool({ label: 'Обязательный', list: true }),
  },
  defaultSort: ['name', 'asc'],
});
