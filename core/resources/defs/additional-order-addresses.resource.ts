import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

/** The address columns shared by this resource and the orders' nested list over the same table. */
export const additionalOrderAddressFields = () => ({
  street_id: f.ref('streets', { label: 'Улица', list: true }),
  address_info: f.text({ label: 'Адрес', search: true, list: true, max: 500 }),
  metro_station_ids: f.refs('metro_stations', { label: 'Станции метро' }),
});

// Spec 02: 'Additional order address is under the /api root.' The same child table as the
// orders' nested list, so it has no timestamps.
export const additionalOrderAddresses = defineResource({
  name: 'additional_order_addresses',
  singular: 'additional_order_address',
  table: 'additional_order_addresses',
  title: 'Дополнительные адреса заказов',
  titleSingular: 'Дополнительный адрес заказа',
  titleField: 'address_info',
  nav: 'orders',
  timestamps: false,
  fields: {
    order_id: f.ref('orders', { label: 'Заказ', required: true, list: true }),
    ...additionalOrderAddressFields(),
  },
  defaultSort: ['id', 'desc'],
});
