import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec: 'Saved filter: name, model, filter (JSON).' model is the resource name the filter applies to.
export const filters = defineResource({
  name: 'filters',
  singular: 'filter',
  table: 'filters',
  title: 'Сохранённые фильтры',
  titleSingular: 'Сохранённый фильтр',
  titleField: 'name',
  nav: 'admin',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    model: f.text({ label: 'Список', required: true, list: true, max: 100 }),
    filter: f.json({ label: 'Фильтр', default: {} }),
    user_id: f.ref('users', { label: 'Пользователь', list: true }),
  },
  defaultSort: ['name', 'asc'],
  owner: 'user_id',
});
