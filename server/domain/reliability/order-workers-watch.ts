import type { Kysely } from 'kysely';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import { moscowDate } from '../../../core/rules/schedule.rule.ts';
import type { HookContext } from '../../crud/resource-hooks.ts';
import { refreshReliability } from './reliability-store.ts';
import type { DB } from '../../db/db-types.ts';

interface OrderBefore {
  status: number;
  confirmed: Set<number>;
  workers: Set<number>;
}

/** An order's workers before a card save, until its afterSave compares them (one save = one parsed payload). */
const before = new WeakMap<ParsedWrite, OrderBefore>();

async function orderWorkers(trx: Kysely<DB>, orderId: number) {
  return trx
    .selectFrom('order_individuals')
    .select(['individual_id', 'confirmed'])
    .where('order_id', '=', orderId)
    .where('individual_id', 'is not', null)
    .execute();
}

/** Called from the orders hooks' beforeSave of an existing order. */
export async function watchOrderWorkers(trx: Kysely<DB>, parsed: ParsedWrite, existing: Record<string, unknown>) {
  const rows = await orderWorkers(trx, Number(existing.id));
  before.set(parsed, {
    status: Number(existing.status),
    confirmed: new Set(rows.filter((r) => r.confirmed).map((r) => Number(r.individual_id))),
    workers: new Set(rows.map((r) => Number(r.individual_id))),
  });
}

/**
 * Called from the orders hooks' afterSave. decisions.md «Issue 21: refusals»: a worker who had
 * confirmed and is no longer on an order of today or later is a refusal of kind 1, written once per
 * order. Then the reliability of everyone whose history the save changed is kept again: the workers
 * of a counted order (before or after the save) and the ones just recorded as refusing.
 */
export async function afterOrderWorkers(ctx: HookContext, orderId: number, parsed: ParsedWrite) {
  const was = before.get(parsed);
  const order = await ctx.trx
    .selectFrom('orders')
    .select(['status', 'start_date', 'client_canceled_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const now = await orderWorkers(ctx.trx, orderId);
  const nowIds = new Set(now.map((r) => Number(r.individual_id)));
  const today = moscowDate();
  const gone = was ? [...was.confirmed].filter((id) => !nowIds.has(id)) : [];
  const refusing = String(order.start_date) >= today && order.client_canceled_at === null ? gone : [];
  if (refusing.length)
    await ctx.trx
      .insertInto('individual_refusals')
      .values(
        refusing.map((id) => ({
          individual_id: id,
          order_id: orderId,
          kind: 1,
          refused_on: today,
          user_id: ctx.user.id,
          comment: `Снят с заказа №${orderId} после подтверждения`,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['order_id', 'individual_id', 'kind']).where('order_id', 'is not', null).doNothing(),
      )
      .execute();
  const counted = Number(order.status) === 3 || was?.status === 3;
  const ids = new Set(refusing);
  if (counted) for (const id of [...nowIds, ...(was?.workers ?? [])]) ids.add(id);
  await refreshReliability(ctx.trx, { ids: [...ids] }, today);
}

/** After close or restore: the order's workers gain or lose a worked order. */
export async function refreshOrderWorkers(trx: Kysely<DB>, orderId: number) {
  const rows = await orderWorkers(trx, orderId);
  await refreshReliability(trx, { ids: [...new Set(rows.map((r) => Number(r.individual_id)))] });
}
