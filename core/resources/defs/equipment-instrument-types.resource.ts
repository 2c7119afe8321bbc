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
    amount: f.int({ label: 'Количество по умолчанию', min: 0, default: 1, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
