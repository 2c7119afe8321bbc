import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Calculator setting: name (English), humanly_name, value.'
export const calcSettings = defineResource({
  name: 'calc_settings',
  singular: 'calc_setting',
  table: 'calc_settings',
  title: 'Настройки калькулятора',
  titleSingular: 'Настройка калькулятора',
  titleField: 'name',
  nav: 'calc',
  fields: {
    name: f.text({ label: 'Код', required: true, search: true, list: true, max: 100 }),
    humanly_name: f.text({ label: 'Название', search: true, list: true, max: 255 }),
    value: f.text({ label: 'Значение', list: true, max: 1000 }),
  },
  defaultSort: ['name', 'asc'],
});
