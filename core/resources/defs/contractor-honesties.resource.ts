import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Contractor honesty: contractor_id, honesty_type_id, user_id (manager), date; all sortable.'
export const contractorHonesties = defineResource({
  name: 'contractor_honesties',
  singular: 'contractor_honesty',
  table: 'contractor_honesties',
  title: 'Честность контрагентов',
  titleSingular: 'Оценка честности',
  titleField: 'id',
  nav: 'quality',
  fields: {
    contractor_id: f.ref('contractors', { label: 'Контрагент', required: true, list: true }),
    honesty_type_id: f.ref('honesty_types', { label: 'Тип честности', required: true, list: true }),
    user_id: f.ref('users', { label: 'Менеджер', list: true }),
    date: f.date({ label: 'Дата', required: true, list: true }),
    comment: f.text({ label: 'Комментарий', multiline: true, filter: false, list: true }),
  },
  defaultSort: ['date', 'desc'],
  dateField: 'date',
});
