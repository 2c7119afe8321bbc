import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02 'Quality individual': stored ratings of one worker for one month (year, month), recalculated
// by PUT /api/quality_individuals/update_ratings. For the month itself, the month before and the three
// months before: ratings for client, reliability, work and total, and the place in the ranking
// (shown as a percent). Never edited by hand.
export const qualityIndividuals = defineResource({
  name: 'quality_individuals',
  singular: 'quality_individual',
  table: 'quality_individuals',
  title: 'Качество работников',
  titleSingular: 'Качество работника',
  titleField: 'id',
  nav: 'quality',
  fields: {
    individual_id: f.ref('individuals', { label: 'Работник', required: true, list: true }),
    logist_user_id: f.ref('users', { label: 'Логист', list: true }),
    year: f.int({ label: 'Год', required: true, min: 2000, max: 2100 }),
    month: f.int({ label: 'Месяц', required: true, min: 1, max: 12 }),
    // The first day of (year, month), a generated column (migration 0045): the list's year/month read it.
    period: f.date({ label: 'Месяц расчёта', readOnly: true }),
    client_current_month: f.decimal({ label: 'Рейтинг: клиент, текущий месяц', scale: 2, list: true }),
    client_current_month_place: f.decimal({ label: 'Место, %: клиент, текущий месяц', scale: 2, cell: 'percent' }),
    reliability_current_month: f.decimal({ label: 'Рейтинг: надёжность, текущий месяц', scale: 2, list: true }),
    reliability_current_month_place: f.decimal({
      label: 'Место, %: надёжность, текущий месяц',
      scale: 2,
      cell: 'percent',
    }),
    work_current_month: f.decimal({ label: 'Рейтинг: работа, текущий месяц', scale: 2, list: true }),
    work_current_month_place: f.decimal({ label: 'Место, %: работа, текущий месяц', scale: 2, cell: 'percent' }),
    total_current_month: f.decimal({ label: 'Рейтинг: итог, текущий месяц', scale: 2, list: true }),
    total_current_month_place: f.decimal({
      label: 'Место, %: итог, текущий месяц',
      scale: 2,
      cell: 'percent',
      list: true,
    }),
    client_prev_month: f.decimal({ label: 'Рейтинг: клиент, прошлый месяц', scale: 2 }),
    client_prev_month_place: f.decimal({ label: 'Место, %: клиент, прошлый месяц', scale: 2, cell: 'percent' }),
    reliability_prev_month: f.decimal({ label: 'Рейтинг: надёжность, прошлый месяц', scale: 2 }),
    reliability_prev_month_place: f.decimal({
      label: 'Место, %: надёжность, прошлый месяц',
      scale: 2,
      cell: 'percent',
    }),
    work_prev_month: f.decimal({ label: 'Рейтинг: работа, прошлый месяц', scale: 2 }),
    work_prev_month_place: f.decimal({ label: 'Место, %: работа, прошлый месяц', scale: 2, cell: 'percent' }),
    total_prev_month: f.decimal({ label: 'Рейтинг: итог, прошлый месяц', scale: 2 }),
    total_prev_month_place: f.decimal({ label: 'Место, %: итог, прошлый месяц', scale: 2, cell: 'percent' }),
    client_prev_3_months: f.decimal({ label: 'Рейтинг: клиент, 3 месяца', scale: 2 }),
    client_prev_3_months_place: f.decimal({ label: 'Место, %: клиент, 3 месяца', scale: 2, cell: 'percent' }),
    reliability_prev_3_months: f.decimal({ label: 'Рейтинг: надёжность, 3 месяца', scale: 2 }),
    reliability_prev_3_months_place: f.decimal({ label: 'Место, %: надёжность, 3 месяца', scale: 2, cell: 'percent' }),
    work_prev_3_months: f.decimal({ label: 'Рейтинг: работа, 3 месяца', scale: 2 }),
    work_prev_3_months_place: f.decimal({ label: 'Место, %: работа, 3 месяца', scale: 2, cell: 'percent' }),
    total_prev_3_months: f.decimal({ label: 'Рейтинг: итог, 3 месяца', scale: 2 }),
    total_prev_3_months_place: f.decimal({ label: 'Место, %: итог, 3 месяца', scale: 2, cell: 'percent' }),
    work_hours_current_month: f.decimal({ label: 'Часы, текущий месяц', scale: 2, list: true }),
    work_hours_prev_month: f.decimal({ label: 'Часы, прошлый месяц', scale: 2 }),
    koefs: f.json({ label: 'Коэффициенты (К, Т, Н)', default: {}, cell: 'qualityKoefs', list: true }),
  },
  defaultSort: ['total_current_month_place', 'asc'],
  dateField: 'period',
  permissions: { create: false, update: false, delete: false },
});
