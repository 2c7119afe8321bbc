import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import { DEFAULT_PASS_TIME, passDateFor } from '../../../core/rules/order-defaults.rule.ts';
import { nextStatus, type OrderTab, type StoredOrderStatus } from '../../../core/rules/order-status.rule.ts';
import type { HookContext } from '../../crud/resource-hooks.ts';
import type { Row } from '../../crud/serialize.ts';
import { checkOrderCard } from './order-card-check.ts';
import { defaultPriceLines, ORDER_MANAGER_GROUP } from './order-defaults.ts';
import { refreshActTotals } from '../acts/act-totals.ts';
import { countOrder, ledgerWriteBy, settleOrder } from './order-settle.ts';
import { loadOrderState } from './order-state.ts';

const stepOf = (parsed: ParsedWrite) => (parsed.extra.next_status as OrderTab | null | undefined) ?? null;

/**
 * Before the order row is written (spec 01 §4 'Order status (stored)', DESIGN.md §8, spec 01 §9 defaults):
 * - 'A new order starts at 0. Saving with next status sets the status to at least 1 and raises it
 *   to the given step plus one, never above what was reached; from step 3 no further.'
 * - 'Saving at step 1 (when not status 3) copies the form-1 discount fields into the real ones.'
 * - 'Saving at step 2 or later sets visible_to_workers true, make_transactions true, and p_sent_at
 *   (defaults to start_date).'
 * - 'on a new order the user becomes user2' for group 1; default price lines when the request has none;
 *   'Pass date defaults to the day before start_date; pass time 16:00' when passes are on.
 */
export async function beforeOrderSave(ctx: HookContext, parsed: ParsedWrite, existing: Row | null) {
  const v = parsed.values;
  if (!existing) {
    if (ctx.user.user_group_id === ORDER_MANAGER_GROUP && v.user2_id == null) v.user2_id = ctx.user.id;
    // Only when the request has no order_prices at all: an empty list is a card whose lines were removed.
    if (parsed.nested.order_prices === undefined)
      parsed.nested.order_prices = (await defaultPriceLines(ctx.trx, v.contractor_id as number)).map((values) => ({
        destroy: false,
        values,
      }));
  }
  const passes = v.passes ?? existing?.passes;
  const start = (v.start_date ?? existing?.start_date) as string | undefined;
  if (passes && start) {
    if ((v.pass_date ?? existing?.pass_date) == null) v.pass_date = passDateFor(start);
    if ((v.pass_time ?? existing?.pass_time) == null) v.pass_time = DEFAULT_PASS_TIME;
  }
  const step = stepOf(parsed);
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
    v.p_sent_at = v.p_sent_at ?? existing?.p_sent_at ?? start;
  }
}

/**
 * After the order and its rows are written: worker rows from the price lines, the card checks of
 * spec 01 §5, counting when the save reached status 3, then money, ledger and displayed status.
 */
export async function afterOrderSave(ctx: HookContext, id: number, parsed: ParsedWrite, existing: Row | null) {
  const step = stepOf(parsed);
  if (step) await createWorkerRows(ctx.trx, id);
  const state = await loadOrderState(ctx.trx, id);
  checkOrderCard(state, step, parsed.nested.order_individuals);
  if (Number(state.order.status) === 3 && Number(existing?.status ?? 0) !== 3)
    await countOrder(ctx.trx, state, ctx.user);
  await settleOrder(ctx.trx, state, ledgerWriteBy(ctx.user));
  // An order moved to another act (or out of one) through its own form leaves its former act's sums.
  if (existing?.act_id != null && Number(existing.act_id) !== Number(state.order.act_id))
    await refreshActTotals(ctx.trx, [existing.act_id]);
}

/** 'Saving with next status creates order individual rows from the price lines (one per worker, the instrument count on the first) when none exist.' */
async function createWorkerRows(trx: HookContext['trx'], id: number) {
  const assigned = await trx.selectFrom('order_individuals').select('id').where('order_id', '=', id).limit(1).execute();
  if (assigned.length) return;
  const prices = await trx.selectFrom('order_prices').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const rows = prices.flatMap((p) =>
    Array.from({ length: Number(p.workers_amount ?? 0) }, (_, i) => ({
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
  if (rows.length) await trx.insertInto('order_individuals').values(rows).execute();
}
