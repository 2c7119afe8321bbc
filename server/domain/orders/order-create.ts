import { resources } from '../../../core/resources/index.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import { insertRecord } from '../../crud/record-repository.ts';
import type { HookContext } from '../../crud/resource-hooks.ts';
import { afterOrderSave, beforeOrderSave } from './order-save.ts';

/** A new order through the same save rules as POST /api/orders; returns its id. */
export async function createOrderFrom(ctx: HookContext, parsed: ParsedWrite): Promise<number> {
  await beforeOrderSave(ctx, parsed, null);
  const id = await insertRecord(ctx.trx, resources.orders, parsed.values, parsed.nested);
  await afterOrderSave(ctx, id, parsed, null);
  return id;
}

// What a copy keeps: the client, the place, the terms and the price lines. Not the date, status,
// workers, times, payments, rating or history: those belong to the day that was worked.
const COPIED = [
  'start_time',
  'approx_work_time',
  'contractor_id',
  'client_id',
  'contact_id',
  'doc_contact_id',
  'user_id',
  'user2_id',
  'user3_id',
  'payment_type',
  'street_id',
  'address_info',
  'metro_station_ids',
  'mkad_additional_payment_id',
  'commute_payment_id',
  'comment',
  'prepayment',
  'prepayment_condition_id',
  'prepayment_comment',
  'has_discount',
  'discount',
  'has_discount_form1',
  'discount_form1',
  'internal',
  'onetimer',
  'passes',
  'pass_time',
  'pass_data',
  'send_additional_registration',
  'send_additional_birth_date',
  'send_additional_passport',
  'send_additional_phone',
  'existing_individual_id',
  'minibus',
  'electric_train',
  'receipt',
  'rate_client1',
  'rate_client2',
  'rate_individual1',
  'rate_individual2',
] as const;

const PRICE_COLUMNS = [
  'work_type_id',
  'instrument_type_id',
  'workers_amount',
  'instrument_types_amount',
  'rate_client1',
  'rate_client2',
  'rate_individual1',
  'rate_individual2',
] as const;

const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));

/** Spec 01 §2 'copy order': a new raw order (status 0) on `start_date` with the source's card and price lines. */
export async function copyOrder(ctx: HookContext, source: Record<string, unknown>, start_date: string) {
  const prices = await ctx.trx
    .selectFrom('order_prices')
    .selectAll()
    .where('order_id', '=', source.id as number)
    .orderBy('id')
    .execute();
  const addresses = await ctx.trx
    .selectFrom('additional_order_addresses')
    .select(['street_id', 'address_info', 'metro_station_ids'])
    .where('order_id', '=', source.id as number)
    .orderBy('id')
    .execute();
  return createOrderFrom(ctx, {
    values: { ...pick(source, COPIED), start_date, pass_date: null },
    extra: {},
    nested: {
      order_prices: prices.map((p) => ({ destroy: false, values: pick(p, PRICE_COLUMNS) })),
      additional_order_addresses: addresses.map((a) => ({ destroy: false, values: { ...a } })),
    },
  });
}
