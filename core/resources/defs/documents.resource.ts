import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Workers' scans and files (spec 01 §3 'Individual file'; route /documents). Read only here: a scan
// is uploaded, approved, archived, deleted and restored through its own calls
// (server/actions/individual-files), which keep the stored file and the row together.
export const documents = defineResource({
  name: 'documents',
  singular: 'document',
  table: 'individual_files',
  title: 'Документы работников',
  titleSingular: 'Документ работника',
  titleField: 'original_name',
  nav: 'orders',
  fields: {
    individual_id: f.ref('individuals', { label: 'Работник', required: true, readOnly: true, list: true }),
    type_id: f.ref('document_types', { label: 'Тип документа', readOnly: true, list: true }),
    original_name: f.text({ label: 'Файл', required: true, readOnly: true, search: true, list: true }),
    content_kind: f.text({ label: 'Формат', required: true, readOnly: true }),
    byte_size: f.int({ label: 'Размер, байт', required: true, readOnly: true }),
    until: f.date({ label: 'Действует до', readOnly: true, list: true }),
    comment: f.text({ label: 'Комментарий', readOnly: true, list: true }),
    enabled: f.bool({ label: 'Действует', readOnly: true }),
    is_approved: f.bool({ label: 'Проверен', readOnly: true, list: true }),
    approved_at: f.datetime({ label: 'Проверен когда', readOnly: true }),
    approved_by_user_id: f.ref('users', { label: 'Проверил', readOnly: true }),
    user_id: f.ref('users', { label: 'Загрузил', readOnly: true, list: true }),
    deleted_at: f.datetime({ label: 'Удалён', readOnly: true }),
    deleted_by_user_id: f.ref('users', { label: 'Удалил', readOnly: true }),
    archived_at: f.datetime({ label: 'В архиве с', readOnly: true }),
    archived_by_user_id: f.ref('users', { label: 'Отправил в архив', readOnly: true }),
  },
  defaultSort: ['created_at', 'desc'],
  dateField: 'created_at',
  author: 'user_id',
  permissions: { create: false, update: false, delete: false },
});
