import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { calcItemTypeOptions } from '../options.ts';

// Spec 02: 'Calculator item: name, description, text_id, type, image, is_allow_put_on, is_allow_put_into,
// nested calc_item_props (calc_prop_id, value keyed by tariff id).'
export const calcItems = defineResource({
  name: 'calc_items',
  singular: 'calc_item',
  table: 'calc_items',
  title: 'Предметы калькулятора',
  titleSingular: 'Предмет калькулятора',
  titleField: 'name',
  nav: 'calc',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    description: f.text({ label: 'Описание', multiline: true, filter: false }),
    text_id: f.text({ label: 'Идентификатор', required: true, search: true, list: true, max: 100 }),
    type: f.enum(calcItemTypeOptions, { label: 'Тип', required: true, default: 'furniture', list: true }),
    calc_category_id: f.ref('calc_categories', { label: 'Категория', list: true }),
    image: f.text({ label: 'Изображение', readOnly: true, filter: false }),
    is_allow_put_on: f.bool({ label: 'Можно ставить сверху', list: true }),
    is_allow_put_into: f.bool({ label: 'Можно класть внутрь', list: true }),
    calc_item_props: f.nested(
      'calc_item_props',
      'calc_item_id',
      {
        calc_prop_id: f.ref('calc_props', { label: 'Свойство', required: true }),
        value: f.json({ label: 'Значение по тарифам', hint: 'Ключ: id тарифа', default: {} }),
      },
      {
        label: 'Свойства',
        unique: [{ columns: ['calc_prop_id'], message: 'Это свойство уже есть у предмета' }],
      },
    ),
  },
  defaultSort: ['name', 'asc'],
});
