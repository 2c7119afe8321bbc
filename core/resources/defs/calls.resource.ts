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
    phone_callee: f.text({ label: 'Кому звонили', search: true, format: 'phone', max: 30 }),
    // Shown in the list inside «Комментарий» (spec 02 'comment (shown with contractor name)').
    contractor_id: f.ref('contractors', { label: 'Контрагент' }),
    contact_id: f.ref('contractor_contacts', { label: 'Контактное лицо', narrowBy: 'contractor_id' }),
    user_id: f.ref('users', { label: 'Менеджер', list: true }),
    // Spec 02 'link_duration (shown as human time)': both durations read «2 мин 05 с».
    duration: f.int({ label: 'Длительность', min: 0, cell: 'minutesSeconds' }),
    link_duration: f.int({ label: 'Разговор', min: 0, list: true, cell: 'minutesSeconds' }),
    // Served through the server (GET /api/calls/{id}/record), which holds the telephony credentials.
    record_filename: f.text({
      label: 'Запись',
      readOnly: true,
      filter: false,
      max: 500,
      list: true,
      cell: 'recording',
    }),
    caller_estimation: f.text({ label: 'Оценка звонившего', max: 50 }),
    no_answer_reason_string: f.text({ label: 'Причина без ответа', max: 255 }),
    // Spec 02: 'first_order_date (dd.MM.yyyy), order_amount' of the matched contractor, computed per page.
    first_order_date: f.date({ label: 'Первый заказ', readOnly: true, computed: true, virtual: true, list: true }),
    order_amount: f.int({ label: 'Заказов', readOnly: true, computed: true, virtual: true, list: true }),
    // Spec 02: 'comment (shown with contractor name)'.
    comment: f.text({
      label: 'Комментарий',
      search: true,
      multiline: true,
      filter: false,
      list: true,
      listWith: ['contractor_id'],
    }),
    not_a_client: f.bool({ label: 'Не клиент', list: true, cell: 'notAClient' }),
    order_id: f.ref('orders', { label: 'Заказ' }),
    rating_visible: f.bool({ label: 'Показывать в оценках' }),
    // The PBX's call id: a repeated event updates the same call (server/domain/calls/call-upsert.ts).
    external_id: f.text({ label: 'Id звонка в АТС', readOnly: true, max: 200 }),
  },
  defaultSort: ['occurred_at', 'desc'],
  dateField: 'occurred_at',
  // Dispatchers make orders from calls: every signed-in staff member reads and edits them; a call is a
  // record of the PBX, so only an admin deletes one. stats_calls guards the calls statistics (docs/decisions.md).
  permissions: { read: null, create: null, update: null, delete: 'admin' },
});
