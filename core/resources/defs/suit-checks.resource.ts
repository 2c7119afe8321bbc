import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { suitCheckTypeOptions } from '../options.ts';

// Spec 02: 'Suit check: created_at, user_id (who checked), amount (count of suit_check_individuals),
// nested suit_check_individuals, check type.' amount is computed, not stored (a virtual field filled by
// server/domain/suit-checks); who checked is the signed-in user. Every save keeps the reliability of
// the workers checked (issue 21).
export const suitChecks = defineResource({
  name: 'suit_checks',
  singular: 'suit_check',
  table: 'suit_checks',
  title: 'Проверки формы',
  titleSingular: 'Проверка формы',
  titleField: 'id',
  nav: 'quality',
  fields: {
    user_id: f.ref('users', { label: 'Проверил', list: true }),
    amount: f.int({ label: 'Работников', readOnly: true, computed: true, virtual: true, list: true }),
    order_id: f.ref('orders', { label: 'Заказ', list: true }),
    comment: f.text({ label: 'Комментарий', multiline: true, filter: false, list: true }),
    suit_check_individuals: f.nested(
      'suit_check_individuals',
      'suit_check_id',
      {
        individual_id: f.ref('individuals', { label: 'Работник', required: true }),
        check_type: f.enum(suitCheckTypeOptions, { label: 'Форма', required: true, default: 1 }),
      },
      { label: 'Работники', unique: [{ columns: ['individual_id'], message: 'Этот работник уже есть в проверке' }] },
    ),
  },
  author: 'user_id',
  defaultSort: ['created_at', 'desc'],
  dateField: 'created_at',
});
