import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { taskStatusOptions } from '../options.ts';

// Spec 02: 'Task: title, assigned_to_id, status.' Close and reopen are actions.
export const tasks = defineResource({
  name: 'tasks',
  singular: 'task',
  table: 'tasks',
  title: 'Задачи',
  titleSingular: 'Задача',
  titleField: 'title',
  nav: 'schedule',
  goKey: 'z',
  fields: {
    title: f.text({ label: 'Задача', required: true, search: true, list: true, max: 500 }),
    description: f.text({ label: 'Описание', search: true, multiline: true, filter: false }),
    assigned_to_id: f.ref('users', { label: 'Исполнитель', list: true }),
    user_id: f.ref('users', { label: 'Автор', list: true }),
    status: f.enum(taskStatusOptions, { label: 'Статус', required: true, default: 1, list: true }),
  },
  defaultSort: ['id', 'desc'],
  dateField: 'created_at',
  author: 'user_id',
});
