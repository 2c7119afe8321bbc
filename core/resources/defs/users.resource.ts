import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Staff accounts. Spec: 'Admins see edit and delete on users; non-admins only view users.'
export const users = defineResource({
  name: 'users',
  singular: 'user',
  table: 'users',
  title: 'Менеджеры',
  titleSingular: 'Менеджер',
  titleField: 'name',
  nav: 'admin',
  goKey: 'u',
  fields: {
    email: f.text({ label: 'E-mail', required: true, search: true, list: true, format: 'email', max: 255 }),
    name: f.text({ label: 'Имя', required: true, search: true, list: true, max: 255 }),
    user_group_id: f.ref('user_groups', { label: 'Группа', list: true, cell: 'groupOrNone' }),
    is_admin: f.bool({ label: 'Администратор', list: true }),
    fired: f.bool({ label: 'Уволен', list: true }),
    phone: f.text({ label: 'Телефон', format: 'phone', max: 20 }),
    // The PBX names who took a call by it (POST /api/telephony/events «extension»).
    phone_extension: f.text({ label: 'Внутренний номер', max: 20 }),
    password: f.text({ label: 'Пароль', writeOnly: true, max: 200 }),
    password_confirmation: f.text({ label: 'Подтверждение пароля', writeOnly: true, max: 200 }),
  },
  form: {
    facts: ['email', 'user_group_id'],
    sections: [
      {
        key: 'main',
        label: 'Менеджер',
        fields: ['name', 'email', 'phone', 'phone_extension', 'user_group_id', 'is_admin', 'fired'],
      },
      { key: 'password', label: 'Пароль', collapsed: true, fields: ['password', 'password_confirmation'] },
    ],
  },
  pickerDetail: ['email', 'phone'],
  defaultSort: ['email', 'asc'],
  permissions: { create: 'admin', update: 'admin', delete: 'admin' },
});
