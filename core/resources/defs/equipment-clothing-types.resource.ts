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
    // Stock on hand: an issue takes from it, a return adds to it (server/actions/equipment), never below 0.
    amount: f.int({ label: 'На складе', min: 0, default: 0, list: true }),
    default_amount: f.int({ label: 'Норма выдачи', min: 1, default: 1, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
