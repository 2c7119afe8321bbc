import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Calculator category: name, description, image.' The image is uploaded by its own call.
export const calcCategories = defineResource({
  name: 'calc_categories',
  singular: 'calc_category',
  table: 'calc_categories',
  title: 'Категории калькулятора',
  titleSingular: 'Категория калькулятора',
  titleField: 'name',
  nav: 'calc',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    description: f.text({ label: 'Описание', multiline: true, filter: false, list: true }),
    image: f.text({ label: 'Изображение', readOnly: true, filter: false }),
  },
  defaultSort: ['name', 'asc'],
});
