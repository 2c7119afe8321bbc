import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const equipmentInstrumentTypes = defineResource({
  name: 'equipment_instrument_types',
  singular: 'equipment_instrument_type',
  table: 'equipment_instrument_types',
  title: 'Инструмент для выдачи',
  titleSingular: 'Инструмент для выдачи',
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
