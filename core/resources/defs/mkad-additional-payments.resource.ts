import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: extra-distance-from-the-ring-road payments, sortable by km_from_mkad and city_name.
export const mkadAdditionalPayments = defineResource({
  name: 'mkad_additional_payments',
  singular: 'mkad_additional_payment',
  table: 'mkad_additional_payments',
  title: 'Доплаты за МКАД',
  titleSingular: 'Доплата за МКАД',
  titleField: 'city_name',
  nav: 'finance',
  fields: {
    city_name: f.text({ label: 'Город', required: true, search: true, list: true, max: 255 }),
    km_from_mkad: f.int({ label: 'Км от МКАД', min: 0, list: true }),
    add_hour: f.decimal({
      label: 'Добавочные часы',
      min: 0,
      scale: 2,
      list: true,
      hint: 'Прибавляются к минимальному времени',
    }),
    ticket_cost: f.money({ label: 'Стоимость билета', min: 0, list: true }),
    latitude_coordinate: f.decimal({ label: 'Широта', min: -90, max: 90, scale: 6 }),
    longitude_coordinate: f.decimal({ label: 'Долгота', min: -180, max: 180, scale: 6 }),
  },
  defaultSort: ['city_name', 'asc'],
});
