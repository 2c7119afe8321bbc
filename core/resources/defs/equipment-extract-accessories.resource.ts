import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const equipmentExtractAccessories = defineResource({
  name: 'equipment_extract_accessories',
  singular: 'equipment_extract_accessory',
  table: 'equipment_extract_accessories',
  title: 'Доп. принадлежности',
  titleSingular: 'Доп. принадлежность',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    amount: f.int({ label: 'На складе', min: 0, default: 0, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
