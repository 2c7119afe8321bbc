import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { refusalKindOptions } from '../options.ts';

// Issue 21: one refusal of a worker (docs/decisions.md «Issue 21: refusals»). Kind 1 is written by
// the order save when a worker who had confirmed is taken off an order; kinds 2 and 3 are entered
// from the quality screen's refusal sub-form. The refusers' list (refuses) counts these rows.
export const individualRefusals = defineResource({
  name: 'individual_refusals',
  singular: 'individual_refusal',
  table: 'individual_refusals',
  title: 'Отказы работников',
  titleSingular: 'Отказ работника',
  titleField: 'id',
  nav: 'quality',
  fields: {
    individual_id: f.ref('individuals', { label: 'Работник', required: true, list: true }),
    kind: f.enum(refusalKindOptions, { label: 'Что случилось', required: true, default: 2, list: true }),
    refused_on: f.date({ label: 'Дата', required: true, list: true }),
    order_id: f.ref('orders', { label: 'Заказ', list: true }),
    user_id: f.ref('users', { label: 'Записал', list: true }),
    comment: f.text({ label: 'Комментарий', multiline: true, filter: false, list: true, max: 1000 }),
  },
  author: 'user_id',
  defaultSort: ['refused_on', 'desc'],
  dateField: 'refused_on',
});
