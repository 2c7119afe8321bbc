import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';
import { occupationKindOptions } from '../options.ts';

export const workTypes = defineResource({
  name: 'work_types',
  singular: 'work_type',
  table: 'work_types',
  title: 'Типы работ',
  titleSingular: 'Тип работ',
  titleField: 'name',
  nav: 'reference',
  goKey: 'w',
  fields: {
    ...referenceFields(),
    work_types_group_id: f.ref('work_types_groups', { label: 'Группа', list: true }),
    has_instrument: f.bool({ label: 'С инструментом', list: true }),
    instrument_type_ids: f.refs('instrument_types', { label: 'Инструменты' }),
    position: f.int({ label: 'Порядок', min: 0 }),
    // Issue 21: which column of the occupancy statistics the work type counts in.
    occupation_kind: f.enum(occupationKindOptions, { label: 'Вид работ в статистике занятости' }),
  },
  defaultSort: ['name', 'asc'],
});
