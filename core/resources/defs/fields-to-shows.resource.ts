import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec: 'Fields-to-show: model, fields.' The columns a user chose for one list.
export const fieldsToShows = defineResource({
  name: 'fields_to_shows',
  singular: 'fields_to_show',
  table: 'fields_to_shows',
  title: 'Выбранные колонки',
  titleSingular: 'Выбор колонок',
  titleField: 'model',
  nav: 'admin',
  fields: {
    model: f.text({ label: 'Список', required: true, search: true, list: true, max: 100 }),
    fields: f.json({ label: 'Колонки', default: [] }),
    user_id: f.ref('users', { label: 'Пользователь', list: true }),
  },
  defaultSort: ['model', 'asc'],
  owner: 'user_id',
});
