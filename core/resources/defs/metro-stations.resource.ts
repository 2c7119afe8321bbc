import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const metroStations = defineResource({
  name: 'metro_stations',
  singular: 'metro_station',
  table: 'metro_stations',
  title: 'Станции метро',
  titleSingular: 'Станция метро',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    line_name: f.text({ label: 'Линия', search: true, list: true, max: 100 }),
    line_color: f.text({ label: 'Цвет линии', hint: 'Например, #D6083B', max: 20 }),
  },
  defaultSort: ['name', 'asc'],
});
