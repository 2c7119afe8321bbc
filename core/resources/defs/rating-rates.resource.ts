import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Rating rate: work_type_id, instrument_type_id, rating_gradation_id, rate1; other fields not shown.'
export const ratingRates = defineResource({
  name: 'rating_rates',
  singular: 'rating_rate',
  table: 'rating_rates',
  title: 'Ставки по рейтингу',
  titleSingular: 'Ставка по рейтингу',
  titleField: 'id',
  nav: 'quality',
  fields: {
    work_type_id: f.ref('work_types', { label: 'Тип работ', required: true, list: true }),
    instrument_type_id: f.ref('instrument_types', { label: 'Инструмент', list: true }),
    rating_gradation_id: f.ref('rating_gradations', { label: 'Градация рейтинга', required: true, list: true }),
    rate1: f.money({ label: 'Ставка, ч', min: 0, list: true }),
  },
  defaultSort: ['work_type_id', 'asc'],
});
