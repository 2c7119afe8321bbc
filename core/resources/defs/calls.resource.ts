import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02 'Call'. Rows come from the telephony webhook; staff edit the comment and the links.
export const calls = defineResource({
  name: 'calls',
  singular: 'call',
  table: 'calls',
  title: 'Звонки',
  titleSingular: 'Звонок',
  titleField: 'id',
  nav: 'orders',
  goKey: 'k',
  fields: {
    occurred_at: f.datetime({ label: 'Время', required: true, list: true }),
    outgoing: f.bool({ label: 'Исходящий', list: true }),
    phone_caller: f.text({ label: 'Кто звонил', search: true, list: true, format: 'phone', max: 30 }),
    phone_callee: f.text({ label: 'Кому звонили', search: true, list: true, format: 'phone', max: 30 }),
    contractor_id: f.ref('contractors', { label: 'Контрагент', list: true }),
    contact_id: f.ref('contractor_contacts', { label: 'Контактное лицо', narrowBy: 'contractor_id' }),
    user_id: f.ref('users', { label: 'Менеджер', list: true }),
    duration: f.int({ label: 'Длительность, с', min: 0 }),
    link_duration: f.int({ label: 'Разговор, с', min: 0 }),
    record_filename: f.text({ label: 'Запись', readOnly: true, filter: false, max: 500 }),
    caller_estimation: f.text({ label: 'Оценка звонившего', max: 50 }),
    no_answer_reason_string: f.text({ label: 'Причина без ответа', max: 255 }),
    first_order_date: f.date({ label: 'Первый заказ', readOnly: true }),
    order_amount: f.int({ label: 'Заказов', readOnly: true }),
    comment: f.text({ label: 'Комментарий', search: true, multiline: true, filter: false }),
    not_a_client: f.bool({ label: 'Не клиент' }),
    order_id: f.ref('orders', { label: 'Заказ' }),
    rating_visible: f.bool({ label: 'Показывать в оценках' }),
  },
  defaultSort: ['occurred_at', 'desc'],
  dateField: 'occurred_at',
  // DESIGN.md §8: 'stats_calls the calls statistics'; the spec names no other calls screen (docs/decisions.md).
  permissions: { read: 'stats_calls', create: 'stats_calls', update: 'stats_calls', delete: 'stats_calls' },
});
