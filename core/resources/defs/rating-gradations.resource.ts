import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Rating gradation: fields not shown.' A band of a worker's rating that rating rates key on.
export const ratingGradations = defineResource({
  name: 'rating_gradations',
  singular: 'rating_gradation',
  table: 'rating_gradations',
  title: 'Градации рейтинга',
  titleSingular: 'Градация рейтинга',
  titleField: 'name',
  nav: 'quality',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    min_rating: f.decimal({ label: 'Рейтинг от', scale: 2, list: true }),
    max_rating: f.decimal({ label: 'Рейтинг до', scale: 2, list: true }),
  },
  defaultSort: ['name', 'asc'],
});
