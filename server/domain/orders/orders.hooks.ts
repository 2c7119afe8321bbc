import { AppError } from '../../../core/errors.ts';
import { nextStatus, type OrderTab, type StoredOrderStatus } from '../../../core/rules/order-status.rule.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import type { HookContext, ResourceHooks } from '../../crud/resource-hooks.ts';
import { refreshDisplayedStatus } from './displayed-status.ts';
import { recordOrderSave, rememberOrderRows } from './order-history.ts';

const ORDER_MANAGER_GROUP = 1;

/**
 * The order card's save rules (spec 01 §4 'Order status (stored)' and DESIGN.md §8):
 * - 'A new order starts at 0. Saving with next status sets the status to at least 1 and raises it
 *   to the given step plus one, never above what was reached; from step 3 no further.'
 * - 'Saving at step 1 (when not status 3) copies the form-1 discount fields into the real ones.'
 * - 'Saving at step 2 or later sets visible_to_workers true, make_transactions true, and p_sent_at
 *   (defaults to start_date).'
 * - 'Saving with next status creates order individual rows from the price lines (one per worker,
 *   the instrument count on the first) when none exist.'
 * - 'user_group_id 1 order manager (on a new order the user becomes user2)'.
 */
export const ordersHooks: ResourceHooks = {
  async beforeSave(ctx, parsed, existing) {
    if (existing) await rememberOrderRows(ctx.trx, parsed, Number(existing.id));
    const v = parsed.values;
    if (!existing && ctx.user.user_group_id === ORDER_MANAGER_GROUP && v.user2_id == null) v.user2_id = ctx.user.id;
    const step = parsed.extra.next_status as OrderTab | null | undefined;
    if (!step) return;
    const current = Number(existing?.status ?? 0) as StoredOrderStatus;
    v.status = nextStatus(current, step);
    if (step === 1 && current !== 3) {
      v.has_discount = v.has_discount_form1 ?? existing?.has_discount_form1 ?? true;
      v.discount = v.discount_form1 !== undefined ? v.discount_form1 : (existing?.discount_form1 ?? null);
    }
    if (step >= 2) {
      v.visible_to_workers = true;
      v.make_transactions = true;
      v.p_sent_at = v.p_sent_at ?? existing?.p_sent_at ?? v.start_date ?? existing?.start_date;
    }
  },
  async afterSave(ctx, id, parsed, existing) {
    await createWorkerRows(ctx.trx, id, parsed);
    await refreshDisplayedStatus(ctx.trx, [id]);
    await recordOrderSave(ctx.trx, id, ctx.user.id, existing, parsed);
  },
};

/** 'Saving with next status creates order individual rows from the price lines … when none exist.' */
async function createWorkerRows(trx: HookContext['trx'], id: number, parsed: ParsedWrite) {
  if (!parsed.extra.next_status) return;
  const assigned = await trx.selectFrom('order_individuals').select('id').where('order_id', '=', id).limit(1).execute();
  if (assigned.length) return;
  const prices = await trx.selectFrom('order_prices').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const total = prices.reduce((sum, p) => sum + Number(p.workers_amount ?? 0), 0);
  // Spec 01 §5: 'An order's prices are valid only when the total workers_amount is above 0.'
  if (total <= 0)
    throw AppError.validation({ order_prices: ['должно быть больше нуля работников'] }, [
      'Цены: общее число работников должно быть больше нуля',
    ]);
  const rows = prices.flatMap((p) =>
    Array.from({ length: Number(p.workers_amount) }, (_, i) => ({
      order_id: id,
      work_type_id: p.work_type_id,
      instrument_type_id: p.instrument_type_id,
      instrument_types_amount: i === 0 ? (p.instrument_types_amount ?? 0) : 0,
      workers_amount: 1,
      rate_client1: p.rate_client1,
      rate_client2: p.rate_client2,
      rate_individual1: p.rate_individual1,
      rate_individual2: p.rate_individual2,
    })),
  );
  await trx.insertInto('order_individuals').values(rows).execute();
}
