import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { calcUnitOptions } from '../options.ts';

// Spec 02: 'Calculator prop: name, slug, unit, full_unit, price (cost of the whole), client_price, required, is_tariff.'
export const calcProps = defineResource({
  name: 'calc_props',
  singular: 'calc_prop',
  table: 'calc_props',
  title: 'Свойства калькулятора',
  titleSingular: 'Свойство калькулятора',
  titleField: 'name',
  nav: 'calc',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    slug: f.text({ label: 'Код', required: true, search: true, list: true, max: 100 }),
    // A select over the shared metadata's units (GET /api/shared); anything else is refused with a 422.
    unit: f.enum(calcUnitOptions, { label: 'Единица', list: true }),
    full_unit: f.text({ label: 'Единица полностью', max: 100 }),
    price: f.money({ label: 'Стоимость целого', min: 0, list: true }),
    client_price: f.money({ label: 'Цена для клиента', min: 0, list: true }),
    required: f.bool({ label: 'Обязательное', cell: 'yesNo' }),
    is_tariff: f.bool({ label: 'Тариф', list: true }),
  },
  defaultSort: ['name', 'asc'],
});
