import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { refusePeriodOptions } from '../options.ts';

// Spec 02 'Refuse: name, refuses_3_months, refuses_month, refuses_average, refuses_dates' and
// '/refuses: refusers, moved between today, week and month lists'. A view (migration 0045) over the
// refusals of the last 90 days, one row per worker; `period` picks the list (decisions.md).
export const refuses = defineResource({
  name: 'refuses',
  singular: 'refuse',
  table: 'refuses',
  viewOf: null,
  title: 'Отказники',
  titleSingular: 'Отказник',
  titleField: 'name',
  nav: 'quality',
  timestamps: false,
  fields: {
    individual_id: f.ref('individuals', { label: 'Работник', readOnly: true, list: true }),
    name: f.text({ label: 'ФИО', readOnly: true, search: true }),
    refuses_3_months: f.int({ label: 'Отказов за 3 месяца', readOnly: true, list: true }),
    refuses_month: f.int({ label: 'Отказов за месяц', readOnly: true, list: true }),
    refuses_average: f.decimal({ label: 'В среднем за месяц', scale: 2, readOnly: true, list: true }),
    refuses_dates: f.text({ label: 'Даты отказов', readOnly: true, filter: false, sort: false, list: true }),
    last_refused_on: f.date({ label: 'Последний отказ', readOnly: true, list: true }),
  },
  listFilters: { period: { label: 'Список', options: refusePeriodOptions } },
  // The screen opens on today's refusers; the user may pick another list or clear it.
  defaultFilter: () => ({ period: ['today'] }),
  defaultSort: ['last_refused_on', 'desc'],
  dateField: 'last_refused_on',
  permissions: { create: false, update: false, delete: false },
});
