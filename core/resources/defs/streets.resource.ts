import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const streets = defineResource({
  name: 'streets',
  singular: 'street',
  table: 'streets',
  title: 'Улицы',
  titleSingular: 'Улица',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    territory_id: f.ref('territories', { label: 'Территория', list: true }),
    metro_station_ids: f.refs('metro_stations', { label: 'Станции метро' }),
  },
  defaultSort: ['name', 'asc'],
});
