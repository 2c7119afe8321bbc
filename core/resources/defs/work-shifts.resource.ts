import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const workShifts = defineResource({
  name: 'work_shifts',
  singular: 'work_shift',
  table: 'work_shifts',
  title: 'Смены',
  titleSingular: 'Смена',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    start_time: f.time({ label: 'Начало', list: true }),
    end_time: f.time({ label: 'Окончание', list: true }),
  },
  defaultSort: ['name', 'asc'],
});
