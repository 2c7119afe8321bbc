import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02 §3: 'MKAD additional payment: city_name, km_from_mkad, add_hour (hours added to the minimum),
// ticket_cost, latitude_coordinate, longitude_coordinate; sortable by km_from_mkad and city_name.'
// The other columns say `sort: false`, so the list's sort parameter refuses them. Their use on an
// order: core/rules/commute.rule.ts.
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
    km_from_mkad: f.int({ label: 'Км от МКАД', required: true, min: 0, max: 500, list: true }),
    add_hour: f.decimal({
      label: 'Добавочные часы',
      min: 0,
      max: 24,
      scale: 2,
      list: true,
      sort: false,
      hint: 'Прибавляются к минимальному времени заказа',
    }),
    ticket_cost: f.money({
      label: 'Стоимость билета',
      min: 0,
      list: true,
      sort: false,
      hint: 'Туда и обратно; входит в оплату проезда каждого работника',
    }),
    latitude_coordinate: f.decimal({ label: 'Широта', min: -90, max: 90, scale: 6, sort: false }),
    longitude_coordinate: f.decimal({ label: 'Долгота', min: -180, max: 180, scale: 6, sort: false }),
  },
  // The order card's «За МКАД» picker tells the towns apart by distance and what they add.
  pickerDetail: ['km_from_mkad', 'add_hour', 'ticket_cost'],
  defaultSort: ['city_name', 'asc'],
});
