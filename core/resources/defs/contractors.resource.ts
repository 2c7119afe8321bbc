import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { companyTypeOptions, paymentTypeOptions, sleepStatusOptions } from '../options.ts';
import { additionalOrderAddressFields } from './additional-order-addresses.resource.ts';
import { contractorContactFields } from './contractor-contacts.resource.ts';

// Business clients. Fields from spec 01 section 3 'Contractor'.
export const contractors = defineResource({
  name: 'contractors',
  singular: 'contractor',
  table: 'contractors',
  title: 'Контрагенты',
  titleSingular: 'Контрагент',
  titleField: 'name',
  nav: 'orders',
  goKey: 'c',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    short_name: f.text({ label: 'Краткое название', search: true, list: true, max: 100 }),
    contractor_type_id: f.ref('contractor_types', { label: 'Тип', default: 1, list: true }),
    holding: f.bool({ label: 'Это холдинг' }),
    holding_id: f.ref('contractors', { label: 'Входит в холдинг', list: true }),
    contractor_connect_id: f.ref('contractors', { label: 'Связанный контрагент' }),
    payment_type: f.enum(paymentTypeOptions, { label: 'Тип оплаты', default: 1, list: true }),
    payment_condition_id: f.ref('payment_conditions', { label: 'Условия оплаты' }),
    prepayment_condition_id: f.ref('prepayment_conditions', { label: 'Условия предоплаты' }),
    work_condition_ids: f.refs('work_conditions', { label: 'Условия работы' }),
    contractor_scope_id: f.ref('contractor_scopes', { label: 'Сфера деятельности' }),
    main_user_id: f.ref('users', { label: 'Основной менеджер', list: true }),
    user_ids: f.refs('users', { label: 'Менеджеры' }),
    // The buyer's requisites on account and act PDFs (issue 12 item 4); doc_address is the legal address.
    legal_name: f.text({ label: 'Полное юридическое наименование', max: 255 }),
    inn: f.text({ label: 'ИНН', max: 12 }),
    kpp: f.text({ label: 'КПП', max: 9 }),
    doc_address: f.text({ label: 'Юридический адрес', max: 500 }),
    doc_address_type_id: f.ref('address_types', { label: 'Тип адреса' }),
    // Kept by the server from the contact marked «Контакт для документов» (server/domain/contractors).
    doc_contractor_contact_id: f.ref('contractor_contacts', { label: 'Контакт для документов', readOnly: true }),
    metro_station_id: f.ref('metro_stations', { label: 'Метро' }),
    contract_num: f.text({ label: 'Номер договора', search: true, max: 50 }),
    contract_date: f.date({ label: 'Дата договора' }),
    // Original names of the uploaded files (POST /api/contractors/{id}/file?doctype=requisite|contract).
    requisites_file: f.text({ label: 'Файл реквизитов', readOnly: true, filter: false }),
    contract_file: f.text({ label: 'Файл договора', readOnly: true, filter: false }),
    own_courier: f.bool({ label: 'Свой курьер' }),
    coop_conditions: f.text({ label: 'Условия сотрудничества', multiline: true, filter: false }),
    comment: f.text({ label: 'Комментарий', multiline: true, filter: false }),
    company_type: f.enum(companyTypeOptions, { label: 'Наше юрлицо' }),
    is_season: f.bool({ label: 'Сезонный' }),
    // Computed from the contractor's orders on every read (core/rules/contractor-sleep.rule.ts).
    sleep_status: f.enum(sleepStatusOptions, {
      label: 'Статус сна',
      readOnly: true,
      computed: true,
      list: true,
      filter: false,
      sort: false,
    }),
    avg_days_between_orders: f.decimal({
      label: 'Дней между заказами',
      readOnly: true,
      computed: true,
      filter: false,
      sort: false,
    }),
    onetimer: f.bool({ label: 'Разовый' }),
    outsource: f.bool({ label: 'Аутсорс' }),
    from_ads: f.bool({ label: 'Из рекламы' }),
    sms_enabled: f.bool({ label: 'SMS', default: true }),
    send_order_revenue: f.bool({ label: 'Отправлять сумму заказа', default: true }),
    can_auto_season: f.bool({ label: 'Автосезонность', default: true }),
    has_discount: f.bool({ label: 'Скидка (иначе наценка)', default: true }),
    discount: f.decimal({ label: 'Скидка, %', min: 0, max: 100 }),
    contractor_contacts: f.nested('contractor_contacts', 'contractor_id', contractorContactFields(), {
      label: 'Контакты',
      collapseAfter: 3,
      listNames: 5,
      list: true,
    }),
    prices: f.nested(
      'contractor_prices',
      'contractor_id',
      {
        work_type_id: f.ref('work_types', { label: 'Тип работ', required: true }),
        instrument_type_id: f.ref('instrument_types', { label: 'Инструмент' }),
        // Issue 23 item 5: a rate of −5 was taken (here and by bulk_update_prices, which reads these).
        rate_client1: f.money({ label: 'Ставка клиента, ч', min: 0 }),
        rate_client2: f.money({ label: 'Ставка клиента, фикс.', min: 0 }),
        rate_individual1: f.money({ label: 'Ставка работника, ч', min: 0 }),
        rate_individual2: f.money({ label: 'Ставка работника, фикс.', min: 0 }),
      },
      {
        label: 'Цены',
        unique: [
          {
            columns: ['work_type_id', 'instrument_type_id'],
            message: 'Такой тип работ и инструмент уже есть у этого контрагента',
          },
        ],
      },
    ),
    // Spec 01 §3 'order_addresses': where this client's orders usually are (issue 23 item 5).
    order_addresses: f.nested(
      'contractor_order_addresses',
      'contractor_id',
      { ...additionalOrderAddressFields(), comment: f.text({ label: 'Примечание', max: 500 }) },
      { label: 'Адреса заказов' },
    ),
  },
  form: {
    status: 'sleep_status',
    facts: ['contractor_type_id', 'main_user_id', 'payment_type'],
    sections: [
      {
        key: 'main',
        label: 'Контрагент',
        fields: [
          'name',
          'short_name',
          'contractor_type_id',
          'main_user_id',
          'user_ids',
          'payment_type',
          'payment_condition_id',
          'prepayment_condition_id',
          'work_condition_ids',
          'comment',
        ],
      },
      { key: 'contacts', label: 'Контакты', fields: ['contractor_contacts'] },
      { key: 'prices', label: 'Цены', fields: ['prices', 'has_discount', 'discount'] },
      {
        key: 'contract',
        label: 'Договор и реквизиты',
        collapsed: true,
        fields: [
          'contract_num',
          'contract_date',
          'company_type',
          'legal_name',
          'inn',
          'kpp',
          'doc_address',
          'doc_address_type_id',
          'metro_station_id',
          'own_courier',
          'requisites_file',
          'contract_file',
        ],
      },
      {
        key: 'holding',
        label: 'Холдинг и связи',
        collapsed: true,
        fields: ['holding', 'holding_id', 'contractor_connect_id', 'doc_contractor_contact_id'],
      },
      {
        key: 'activity',
        label: 'Активность',
        collapsed: true,
        fields: ['sleep_status', 'avg_days_between_orders', 'is_season', 'can_auto_season', 'onetimer', 'outsource'],
      },
      { key: 'addresses', label: 'Адреса заказов', collapsed: true, fields: ['order_addresses'] },
    ],
  },
  pickerDetail: ['short_name', 'contract_num'],
  defaultSort: ['name', 'asc'],
});
