import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Issue 26 item 6: the audit trail of money, permissions, users and tokens (migration 0072), read
// by admins and filtered by record (table and id). Written only by the database's triggers: no
// create, update or delete here, and the table refuses them itself.
export const auditLog = defineResource({
  name: 'audit_log',
  singular: 'audit_entry',
  table: 'audit_log',
  title: 'Журнал аудита',
  titleSingular: 'Запись журнала аудита',
  titleField: 'id',
  nav: 'admin',
  timestamps: false,
  fields: {
    at: f.datetime({ label: 'Когда', readOnly: true, list: true }),
    user_id: f.ref('users', { label: 'Кто', readOnly: true, list: true }),
    ip: f.text({ label: 'Адрес', readOnly: true, list: true, max: 100 }),
    request_id: f.text({ label: 'Код запроса', readOnly: true, max: 100 }),
    table_name: f.enum(
      [
        { value: 'transactions', label: 'Операции' },
        { value: 'accounts', label: 'Счета' },
        { value: 'user_groups', label: 'Группы пользователей' },
        { value: 'users', label: 'Менеджеры' },
        { value: 'api_tokens', label: 'API-токены' },
      ],
      { label: 'Таблица', readOnly: true, list: true },
    ),
    record_id: f.int({ label: 'Номер записи', readOnly: true, list: true }),
    action: f.enum(
      [
        { value: 'insert', label: 'Создание' },
        { value: 'update', label: 'Изменение' },
        { value: 'delete', label: 'Удаление' },
      ],
      { label: 'Действие', readOnly: true, list: true },
    ),
    before: f.json({ label: 'До', readOnly: true }),
    after: f.json({ label: 'После', readOnly: true }),
    prev_hash: f.text({ label: 'Хеш предыдущей записи', readOnly: true, filter: false, max: 64 }),
    hash: f.text({ label: 'Хеш', readOnly: true, filter: false, max: 64 }),
  },
  defaultSort: ['id', 'desc'],
  dateField: 'at',
  permissions: { read: 'admin', create: false, update: false, delete: false },
});
