import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

export const brigades = defineResource({
  name: 'brigades',
  singular: 'brigade',
  table: 'brigades',
  title: 'Бригады',
  titleSingular: 'Бригада',
  titleField: 'name',
  nav: 'orders',
  goKey: 'b',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    brigadier_id: f.ref('individuals', { label: 'Бригадир', list: true }),
    comment: f.text({ label: 'Комментарий', multiline: true, filter: false, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
