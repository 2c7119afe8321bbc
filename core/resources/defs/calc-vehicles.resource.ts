import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { calcVehiclePriceUnitOptions } from '../options.ts';

// The vehicles the calculator packs a cart into (spec 02 §9: 'the vehicle is drawn from its length, width and
// height'); the spec does not list their fields, see docs/decisions.md "Calculator cost model".
export const calcVehicles = defineResource({
  name: 'calc_vehicles',
  singular: 'calc_vehicle',
  table: 'calc_vehicles',
  title: 'Машины калькулятора',
  titleSingular: 'Машина калькулятора',
  titleField: 'name',
  nav: 'calc',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    inner_length: f.int({ label: 'Длина кузова, см', required: true, min: 1, max: 2000, list: true }),
    inner_width: f.int({ label: 'Ширина кузова, см', required: true, min: 1, max: 400, list: true }),
    inner_height: f.int({ label: 'Высота кузова, см', required: true, min: 1, max: 400, list: true }),
    payload: f.int({ label: 'Грузоподъёмность, кг', required: true, min: 1, max: 40_000, list: true }),
    price_unit: f.enum(calcVehiclePriceUnitOptions, { label: 'Цена за', required: true, default: 'hour' }),
    price: f.money({ label: 'Себестоимость', min: 0, list: true }),
    client_price: f.money({ label: 'Цена для клиента', min: 0, list: true }),
    position: f.int({ label: 'Порядок', min: 0, max: 10_000, default: 0 }),
  },
  defaultSort: ['position', 'asc'],
});
