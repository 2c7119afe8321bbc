import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import type { Field } from '../../../core/resources/fields/field-kinds.ts';
import type { FormSection } from '../../../core/resources/form-layout.ts';
import { type ShownSection, shownInForm } from '../../form/form-sections.ts';

// The three forms of the order card (spec 01 §2 'Orders screen': form 1 preliminary, form 2
// formed, form 3 closed and counted), most used fields first. The discount pairs (has_discount +
// discount) are one signed input each, so the flags are not listed.

const main = (extra: string[] = []): FormSection => ({
  key: 'main',
  label: 'Заказ',
  // The generic form's order, which dispatchers know: when, for whom, who leads it.
  fields: [
    'start_date',
    'start_time',
    'contractor_id',
    'client_id',
    'contact_id',
    'user_id',
    'payment_type',
    'approx_work_time',
    ...extra,
    'user2_id',
    'user3_id',
  ],
});
// The MKAD city and commute tariff sit with the place they follow from, and what they come to
// («+1,5 ч за МКАД (Балашиха)», the commute per worker) beside them, or in form 3's count.
const fareFigures = ['mkad_note', 'commute_per_worker'];
const address = (figures: string[] = fareFigures): FormSection => ({
  key: 'address',
  label: 'Адрес',
  fields: [
    'street_id',
    'address_info',
    'metro_station_ids',
    'mkad_additional_payment_id',
    'commute_payment_id',
    ...figures,
    'additional_order_addresses',
  ],
});
const prices: FormSection = { key: 'prices', label: 'Цены', fields: ['order_prices'] };
const workers: FormSection = {
  key: 'workers',
  label: 'Работники',
  fields: ['order_individuals', 'existing_individual_id'],
};
const passes = (extra: string[] = []): FormSection => ({
  key: 'passes',
  label: 'Пропуска и дорога',
  collapsed: true,
  fields: ['passes', 'pass_date', 'pass_time', 'pass_data', ...extra, 'minibus', 'electric_train'],
});
const comment: FormSection = { key: 'comment', label: 'Комментарий', fields: ['comment'] };

export const orderCardLayout: Record<OrderTab, readonly FormSection[]> = {
  1: [
    main(),
    address(),
    prices,
    {
      key: 'money',
      label: 'Оплата и скидка',
      fields: ['discount_form1', 'prepayment', 'prepayment_condition_id', 'prepayment_comment', 'receipt'],
    },
    passes(),
    comment,
    {
      key: 'more',
      label: 'Прочее',
      collapsed: true,
      fields: ['reviewed', 'internal', 'onetimer', 'multi_date', 'start_dates'],
    },
  ],
  2: [
    main(['doc_contact_id']),
    workers,
    address(),
    prices,
    {
      key: 'money',
      label: 'Оплата и скидка',
      fields: ['discount', 'prepayment', 'prepayment_condition_id', 'prepayment_comment', 'receipt'],
    },
    passes(['pass_sent', 'pass_sent_at']),
    {
      key: 'send',
      label: 'Данные работников для клиента',
      collapsed: true,
      fields: [
        'send_additional_registration',
        'send_additional_birth_date',
        'send_additional_passport',
        'send_additional_phone',
      ],
    },
    comment,
  ],
  3: [
    {
      key: 'count',
      label: 'Расчёт',
      fields: [
        'pure_time',
        'trip_time',
        'rate_client1',
        'rate_client2',
        'rate_individual1',
        'rate_individual2',
        'penalty',
        'discount',
        ...fareFigures,
      ],
    },
    workers,
    {
      key: 'invoice',
      label: 'Счета и оплата',
      fields: [
        'p_amount',
        'p_acc_number',
        'p_sent_at',
        'p_paid_at',
        'p_confirmed',
        'pp_amount',
        'pp_acc_number',
        'pp_sent_at',
        'pp_paid_at',
        'not_paid_amount',
        'invoice_status',
        'act_id',
        'receipt',
      ],
    },
    main(['doc_contact_id']),
    address([]),
    prices,
    {
      key: 'rating',
      label: 'Оценка',
      collapsed: true,
      fields: [
        'rating',
        'rating_form',
        'rating_comment',
        'rating_received_from_client',
        'innocent_individual_ids',
        'all_innocent',
        'rating_call_id',
      ],
    },
    comment,
  ],
};

/** The sections of one form with the fields it shows (as the generic form decides it), empty ones left out. */
export function cardSections(def: ResourceDef, tab: OrderTab, isNew: boolean, readOnly: boolean): ShownSection[] {
  return orderCardLayout[tab]
    .map((s) => ({
      ...s,
      entries: s.fields
        .filter((key) => key in def.fields)
        .map((key) => [key, def.fields[key]] as [string, Field])
        .filter(([, f]) => shownInForm(f, isNew, readOnly)),
    }))
    .filter((s) => s.entries.length > 0);
}
