import type { Kysely } from 'kysely';
import { isoDate } from '../../../core/format.ts';
import { resources } from '../../../core/resources/index.ts';
import { DEFAULT_PRICE_WORK_TYPES, DRIVER_WORK_TYPE, newOrderDates } from '../../../core/rules/order-defaults.rule.ts';
import type { CurrentUserRecord } from '../../auth/current-user.ts';
import type { DB } from '../../db/db-types.ts';

/** Spec 01 §6: 'user_group_id 1 order manager (on a new order the user becomes user2)'. */
export const ORDER_MANAGER_GROUP = 1;

/**
 * Spec 01 §9 'Default new-order price work types: 48, 50, 51, 49, 54, 52': one line each, no
 * workers yet (the dispatcher sets the counts; conducting the card needs a total above 0), with
 * the client's own rates when the contractor has a price for that work type. Work types missing
 * from this installation are skipped.
 */
export async function defaultPriceLines(trx: Kysely<DB>, contractorId: number | null | undefined) {
  const existing = await trx
    .selectFrom('work_types')
    .select(['id', 'instrument_type_ids'])
    .where('id', 'in', [...DEFAULT_PRICE_WORK_TYPES])
    .execute();
  // Spec 01 §9 'Work type 52 denotes driver work with an instrument type' (issue 22 item 12: the
  // default driver line had none): the driver's line starts on the first vehicle of the work type;
  // other tools stay optional.
  const instrumentOf = new Map(
    existing.map((w) => [
      Number(w.id),
      Number(w.id) === DRIVER_WORK_TYPE && Array.isArray(w.instrument_type_ids) && w.instrument_type_ids.length
        ? Number(w.instrument_type_ids[0])
        : null,
    ]),
  );
  const prices = contractorId
    ? await trx.selectFrom('contractor_prices').selectAll().where('contractor_id', '=', contractorId).execute()
    : [];
  return DEFAULT_PRICE_WORK_TYPES.filter((id) => instrumentOf.has(id)).map((work_type_id) => {
    const instrument_type_id = instrumentOf.get(work_type_id) ?? null;
    const p = prices.find(
      (r) => Number(r.work_type_id) === work_type_id && (r.instrument_type_id ?? null) === instrument_type_id,
    );
    return {
      work_type_id,
      instrument_type_id,
      workers_amount: 0,
      instrument_types_amount: 0,
      rate_client1: p?.rate_client1 ?? null,
      rate_client2: p?.rate_client2 ?? null,
      rate_individual1: p?.rate_individual1 ?? null,
      rate_individual2: p?.rate_individual2 ?? null,
    };
  });
}

/** The record a new order card opens with (GET /api/orders/new): registry defaults and spec 01 §9's. */
export async function newOrderTemplate(trx: Kysely<DB>, user: CurrentUserRecord, contractorId: number | null) {
  const fields = Object.entries(resources.orders.fields).filter(
    ([, f]) => f.kind !== 'nested' && f.default !== undefined && !f.writeOnly,
  );
  return {
    ...Object.fromEntries(fields.map(([key, f]) => [key, f.default])),
    ...newOrderDates(isoDate(new Date())),
    contractor_id: contractorId,
    user2_id: user.user_group_id === ORDER_MANAGER_GROUP ? user.id : null,
    order_prices: await defaultPriceLines(trx, contractorId),
    order_individuals: [],
    additional_order_addresses: [],
  };
}
