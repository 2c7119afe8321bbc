import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { userActivityActionOptions } from '../options.ts';

// Spec 02: 'User activity: user_id, uri, action, date, ip, user agent.' Written by the server only.
export const userActivities = defineResource({
  name: 'user_activities',
  singular: 'user_activity',
  table: 'user_activities',
  title: 'Действия пользователей',
  titleSingular: 'Действие пользователя',
  titleField: 'id',
  nav: 'admin',
  fields: {
    user_id: f.ref('users', { label: 'Пользователь', list: true }),
    uri: f.text({ label: 'Страница', search: true, list: true, max: 2000 }),
    action: f.enum(userActivityActionOptions, { label: 'Действие', required: true, list: true }),
    ip: f.text({ label: 'IP', search: true, list: true, max: 64 }),
    user_agent: f.text({ label: 'Браузер', max: 1000 }),
  },
  defaultSort: ['created_at', 'desc'],
  dateField: 'created_at',
  author: 'user_id',
  permissions: { read: 'admin', create: false, update: false, delete: false },
});
