import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec: 'User group: name, long_name, permissions stored as JSON.' The JSON holds only flags of the
// catalogue (core/permissions/permission-catalogue.ts), edited as its grouped checkboxes.
export const userGroups = defineResource({
  name: 'user_groups',
  singular: 'user_group',
  table: 'user_groups',
  title: 'Группы пользователей',
  titleSingular: 'Группа пользователей',
  titleField: 'name',
  nav: 'admin',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    long_name: f.text({ label: 'Полное название', search: true, list: true, max: 255 }),
    permissions: f.json({ label: 'Права', default: {}, input: 'permissions' }),
  },
  defaultSort: ['name', 'asc'],
  permissions: { create: 'admin', update: 'admin', delete: 'admin' },
});
