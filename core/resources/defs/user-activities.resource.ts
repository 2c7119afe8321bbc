import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { userActivityActionOptions } from '../options.ts';

// Spec 02: 'User activity: rows show user, page, action with count; unknown pages show
// 'Неизвестно -' followed by the uri, unknown entity 'Неизвестно'.' The list reads the counts per
// user, page, action and day (table user_activity_days, migration 0034) that the server's recorder
// keeps beside the single events (table user_activities, GET /api/user_activities/details).
export const userActivities = defineResource({
  name: 'user_activities',
  singular: 'user_activity',
  table: 'user_activity_days',
  title: 'Действия пользователей',
  titleSingular: 'Действие пользователя',
  titleField: 'id',
  nav: 'admin',
  fields: {
    day: f.date({ label: 'Дата', readOnly: true, list: true }),
    user_id: f.ref('users', { label: 'Пользователь' }),
    // Filled by server/domain/user-activities/activity-rows.ts: 'Неизвестно' for a removed user.
    // The form shows the user through user_id; twice «Пользователь» read as two people (issue 23 item 8).
    user_name: f.text({ label: 'Имя пользователя', readOnly: true, virtual: true, list: true, form: false }),
    group_name: f.text({ label: 'Должность', readOnly: true, virtual: true, list: true }),
    uri: f.text({ label: 'Адрес', search: true, max: 2000 }),
    page: f.text({ label: 'Страница', readOnly: true, virtual: true, list: true }),
    action: f.enum(userActivityActionOptions, { label: 'Действие', required: true, list: true }),
    count: f.int({ label: 'Количество', readOnly: true, list: true }),
  },
  defaultSort: ['created_at', 'desc'],
  dateField: 'created_at',
  author: 'user_id',
  permissions: { read: 'admin', create: false, update: false, delete: false },
});
