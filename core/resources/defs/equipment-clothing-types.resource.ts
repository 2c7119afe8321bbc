import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const equipmentClothingTypes = defineResource({
  name: 'equipment_clothing_types',
  singular: 'equipment_clothing_type',
  table: 'equipment_clothing_types',
  title: 'Одежда для выдачи',
  titleSingular: 'Одежда для выдачи',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    amount: f.int({ label: 'Количество по умолчанию', min: 0, default: 1, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
