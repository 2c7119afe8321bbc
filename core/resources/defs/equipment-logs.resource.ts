import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { equipmentActionOptions, equipmentTypeOptions } from '../options.ts';

// Spec 01 'Equipment log': action (1 default), amount, amount_after, created_at, type, individual.
// `type` says which equipment list `equipment_id` points into (a polymorphic link, so not a ref).
export const equipmentLogs = defineResource({
  name: 'equipment_logs',
  singular: 'equipment_log',
  table: 'equipment_logs',
  title: 'Журнал выдачи',
  titleSingular: 'Запись журнала выдачи',
  titleField: 'id',
  nav: 'orders',
  fields: {
    individual_id: f.ref('individuals', { label: 'Работник', required: true, list: true }),
    type: f.enum(equipmentTypeOptions, { label: 'Вид', required: true, list: true }),
    equipment_id: f.int({ label: 'Предмет', required: true, min: 1, list: true }),
    action: f.enum(equipmentActionOptions, { label: 'Действие', required: true, default: 1, list: true }),
    amount: f.int({ label: 'Количество', required: true, min: 0, list: true }),
    amount_after: f.int({ label: 'Остаток у работника', readOnly: true, list: true }),
    user_id: f.ref('users', { label: 'Автор', list: true }),
  },
  defaultSort: ['created_at', 'desc'],
  dateField: 'created_at',
  author: 'user_id',
  // Issue 23 item 14: the journal is what the issue and return actions (equipment.actions.ts) wrote;
  // a row typed here would move nothing in the stock or the worker's holding, so it is read-only.
  permissions: { create: false, update: false, delete: false },
});
