import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const documentPacks = defineResource({
  name: 'document_packs',
  singular: 'document_pack',
  table: 'document_packs',
  title: 'Пакеты документов',
  titleSingular: 'Пакет документов',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    document_type_ids: f.refs('document_types', { label: 'Типы документов', list: true }),
    document_types_use_until: f.json({
      label: 'Срок действия по типам',
      hint: 'Для каких типов документов учитывается срок действия: {"1": true}',
      default: {},
    }),
  },
  defaultSort: ['name', 'asc'],
});
