import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { companyTypeOptions, paymentTypeOptions } from '../options.ts';
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
    holding_id: f.ref('contractors', { label: 'Холдинг' }),
    payment_type: f.enum(paymentTypeOptions, { label: 'Тип оплаты', default: 1, list: true }),
    payment_condition_id: f.ref('payment_conditions', { label: 'Условия оплаты' }),
    prepayment_condition_id: f.ref('prepayment_conditions', { label: 'Условия предоплаты' }),
    work_condition_ids: f.refs('work_conditions', { label: 'Условия работы' }),
    contractor_scope_id: f.ref('contractor_scopes', { label: 'Сфера деятельности' }),
    main_user_id: f.ref('users', { label: 'Основной менеджер', list: true }),
    doc_address: f.text({ label: 'Юридический адрес', max: 500 }),
    doc_address_type_id: f.ref('address_types', { label: 'Тип адреса' }),
    metro_station_id: f.ref('metro_stations', { label: 'Метро' }),
    contract_num: f.text({ label: 'Номер договора', search: true, max: 50 }),
    contract_date: f.date({ label: 'Дата договора' }),
    own_courier: f.bool({ label: 'Свой курьер' }),
    coop_conditions: f.text({ label: 'Условия сотрудничества', multiline: true, filter: false }),
    comment: f.text({ label: 'Комментарий', multiline: true, filter: false }),
    company_type: f.enum(companyTypeOptions, { label: 'Наше юрлицо' }),
    is_season: f.bool({ label: 'Сезонный' }),
    sleep_status: f.int({ label: 'Статус сна' }),
    avg_days_between_orders: f.decimal({ label: 'Дней между заказами', readOnly: true }),
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
    }),
    prices: f.nested(
      'contractor_prices',
      'contractor_id',
      {
        work_type_id: f.ref('work_types', { label: 'Тип работ', required: true }),
        instrument_type_id: f.ref('instrument_types', { label: 'Инструмент' }),
        rate_client1: f.money({ label: 'Ставка клиента, ч' }),
        rate_client2: f.money({ label: 'Ставка клиента, фикс.' }),
        rate_individual1: f.money({ label: 'Ставка работника, ч' }),
        rate_individual2: f.money({ label: 'Ставка работника, фикс.' }),
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
  },
  defaultSort: ['name', 'asc'],
});
