import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const workTypesGroups = defineResource({
  name: 'work_types_groups',
  singular: 'work_types_group',
  table: 'work_types_groups',
  title: 'Группы типов работ',
  titleSingular: 'Группа типов работ',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    parent_id: f.ref('work_types_groups', { label: 'Входит в группу', list: true }),
    position: f.int({ label: 'Порядок', min: 0 }),
  },
  defaultSort: ['name', 'asc'],
});
