import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { DEFAULT_WORKER_STATUSES, HIGHLIGHTED_PASSPORT_TYPES } from '../../rules/worker.rule.ts';
import { workerCard, workerPassport, workerPhone } from '../../rules/worker-data-access.rule.ts';
import { documentAlertOptions, paymentMethodOptions, relationTypeOptions, workerStatusOptions } from '../options.ts';

// Workers. Fields from spec 01 section 3 'Individual (worker)'. Files and scans per document type
// are uploaded through their own calls (individual files), not through this form.
export const individuals = defineResource({
  name: 'individuals',
  singular: 'individual',
  table: 'individuals',
  title: 'Работники',
  titleSingular: 'Работник',
  titleField: 'name',
  nav: 'orders',
  goKey: 'i',
  fields: {
    name: f.text({ label: 'ФИО', required: true, search: true, list: true, max: 255 }),
    // The main phone, kept on the row so the search box finds it; further numbers are in individual_phones.
    phone: f.text({ label: 'Телефон', search: true, list: true, format: 'phone', max: 20, sensitive: workerPhone }),
    status: f.enum(workerStatusOptions, { label: 'Статус', required: true, default: 1, list: true }),
    relation_type_id: f.enum(relationTypeOptions, { label: 'Отношение', required: true, default: 1, list: true }),
    payment_method_id: f.enum(paymentMethodOptions, {
      label: 'Способ оплаты',
      required: true,
      default: 1,
      list: true,
      cell: 'paymentMethodCode',
    }),
    brigade_id: f.ref('brigades', { label: 'Бригада', list: true }),
    user_id: f.ref('users', { label: 'Логист' }),
    birth_date: f.date({ label: 'Дата рождения', list: true, cell: 'age' }),
    applied_date: f.date({ label: 'Дата обращения', list: true, cell: 'beginner' }),
    address: f.text({ label: 'Адрес', search: true, max: 500 }),
    metro_station_ids: f.refs('metro_stations', { label: 'Станции метро' }),
    territory_ids: f.refs('territories', { label: 'Территории' }),
    passport_type_id: f.ref('passport_types', { label: 'Тип паспорта' }),
    passport_series: f.text({ label: 'Серия паспорта', search: true, max: 20, sensitive: workerPassport }),
    passport_number: f.text({ label: 'Номер паспорта', search: true, max: 30, sensitive: workerPassport }),
    passport_issue: f.text({ label: 'Кем и когда выдан', multiline: true, filter: false, max: 500 }),
    registration: f.text({ label: 'Регистрация', max: 500 }),
    inn: f.text({ label: 'ИНН', search: true, max: 12 }),
    snils: f.text({ label: 'СНИЛС', max: 14 }),
    ras_acc: f.text({ label: 'Расчётный счёт', max: 30 }),
    card_number: f.text({ label: 'Номер карты', max: 30, sensitive: workerCard }),
    // A month: the server keeps the last day of the month given (server/domain/individuals).
    card_active_until: f.date({
      label: 'Карта действует до',
      hint: 'Месяц и год: мм.гггг',
      cell: 'monthYear',
      month: true,
    }),
    card_comment: f.text({ label: 'Комментарий к карте', max: 500 }),
    document_pack_id: f.ref('document_packs', { label: 'Пакет документов' }),
    med_polis_until: f.date({ label: 'Медполис до' }),
    podr_contract_until: f.date({ label: 'Договор подряда до' }),
    job_time: f.text({ label: 'Удобное время работы', max: 255 }),
    height: f.int({ label: 'Рост, см', min: 100, max: 250 }),
    cloth_size: f.text({ label: 'Размер одежды', max: 20 }),
    has_conviction: f.bool({ label: 'Судимость' }),
    mobile_app: f.bool({ label: 'Приложение iOS' }),
    auto_rate: f.bool({ label: 'Автоставка' }),
    fix_pay: f.bool({ label: 'Фиксированная оплата' }),
    is_outsourcer: f.bool({ label: 'Аутсорсер' }),
    // Set by POST /api/individuals/{id}/fire_until and restore_fired only.
    fired: f.bool({ label: 'Отстранён', readOnly: true }),
    fired_until: f.date({ label: 'Отстранён до', readOnly: true }),
    tg_link: f.text({ label: 'Telegram', format: 'url', max: 255 }),
    last_worked_at: f.date({ label: 'Последняя работа', readOnly: true, list: true }),
    total_work_time: f.decimal({ label: 'Всего часов', readOnly: true, scale: 2 }),
    individual_phones: f.nested(
      'individual_phones',
      'individual_id',
      {
        phone: f.text({ label: 'Телефон', required: true, format: 'phone', max: 20, sensitive: workerPhone }),
        comment: f.text({ label: 'Комментарий', max: 255 }),
      },
      { label: 'Телефоны', collapseAfter: 3 },
    ),
    individual_work_types: f.nested(
      'individual_work_types',
      'individual_id',
      {
        work_type_id: f.ref('work_types', { label: 'Тип работ', required: true }),
        main: f.bool({ label: 'Основной' }),
      },
      { label: 'Типы работ', unique: [{ columns: ['work_type_id'], message: 'Этот тип работ уже есть у работника' }] },
    ),
    individual_prices: f.nested(
      'individual_prices',
      'individual_id',
      {
        work_type_id: f.ref('work_types', { label: 'Тип работ', required: true }),
        instrument_type_id: f.ref('instrument_types', { label: 'Инструмент' }),
        rate1: f.money({ label: 'Ставка, ч', min: 0 }),
        rate2: f.money({ label: 'Ставка, фикс.', min: 0 }),
      },
      {
        label: 'Ставки',
        unique: [
          {
            columns: ['work_type_id', 'instrument_type_id'],
            message: 'Такой тип работ и инструмент уже есть у этого работника',
          },
        ],
      },
    ),
    // Issue 11 item 5: holdings change only through POST /api/equipment/{id}/... (stock checked there),
    // so the card shows them and a write that sends them is refused, never silently dropped.
    individual_instrument_types: f.nested(
      'individual_instrument_types',
      'individual_id',
      {
        equipment_instrument_type_id: f.ref('equipment_instrument_types', { label: 'Инструмент', required: true }),
        date: f.date({ label: 'Дата' }),
        amount_his: f.int({ label: 'На руках', min: 0, default: 0 }),
        amount_total: f.int({ label: 'Выдано всего', min: 0, default: 0 }),
      },
      { label: 'Выданный инструмент', orderBy: 'date', readOnly: true, computed: true },
    ),
    individual_clothing_types: f.nested(
      'individual_clothing_types',
      'individual_id',
      {
        equipment_clothing_type_id: f.ref('equipment_clothing_types', { label: 'Одежда', required: true }),
        date: f.date({ label: 'Дата' }),
        amount_his: f.int({ label: 'На руках', min: 0, default: 0 }),
        amount_total: f.int({ label: 'Выдано всего', min: 0, default: 0 }),
      },
      { label: 'Выданная одежда', orderBy: 'date', readOnly: true, computed: true },
    ),
  },
  form: {
    status: 'status',
    facts: ['phone', 'brigade_id', 'last_worked_at'],
    sections: [
      {
        key: 'main',
        label: 'Работник',
        fields: [
          'name',
          'phone',
          'status',
          'relation_type_id',
          'brigade_id',
          'user_id',
          'payment_method_id',
          'birth_date',
          'applied_date',
          'address',
          'metro_station_ids',
          'territory_ids',
        ],
      },
      {
        key: 'work',
        label: 'Работа и цены',
        fields: ['individual_work_types', 'individual_prices', 'individual_phones'],
      },
      {
        key: 'passport',
        label: 'Паспорт и документы',
        collapsed: true,
        fields: [
          'passport_type_id',
          'passport_series',
          'passport_number',
          'passport_issue',
          'registration',
          'inn',
          'snils',
          'document_pack_id',
          'med_polis_until',
          'podr_contract_until',
        ],
      },
      {
        key: 'card',
        label: 'Карта и оплата',
        collapsed: true,
        fields: ['ras_acc', 'card_number', 'card_active_until', 'card_comment', 'fix_pay', 'auto_rate'],
      },
      {
        key: 'state',
        label: 'Отстранение и аутсорс',
        collapsed: true,
        fields: ['fired', 'fired_until', 'is_outsourcer', 'last_worked_at', 'total_work_time'],
      },
    ],
  },
  pickerDetail: ['phone', 'status'],
  // Issue 11 items 3-4: the document alerts' filter (server/crud/named-list-filters.index.ts).
  listFilters: { docs: { label: 'Документы', options: documentAlertOptions } },
  // Several workers at once for the list's bulk actions (issue 13: «Обнулить баланс»).
  selection: {},
  defaultSort: ['name', 'asc'],
  defaultFilter: () => ({ status: DEFAULT_WORKER_STATUSES.map(String) }),
  rowTone: {
    field: 'passport_type_id',
    values: HIGHLIGHTED_PASSPORT_TYPES,
    tone: 'danger',
    label: 'Патент или вид на жительство: нужны их сканы',
  },
});
