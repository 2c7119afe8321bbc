import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import type { DB } from '../../db/db-types.ts';

export const actOrderTexts = {
  notFound: (id: number) => `Заказ №${id} не найден`,
  otherContractor: (id: number) => `Заказ №${id} другого контрагента: в акт добавляются только заказы его контрагента`,
  inOtherAct: (id: number, act: string) => `Заказ №${id} уже в акте №${act}: сначала уберите его оттуда`,
  notCounted: (id: number) => `Заказ №${id} ещё не проведён: в акт добавляются только проведённые заказы (статус 3)`,
} as const;

const LABEL = 'Заказы';

/**
 * order_ids is no column (orders keep act_id): it leaves the row's values for `extra`, where
 * `attachActOrders` reads it after the act is written. Undefined when the save does not send it.
 */
export function takeOrderIds(parsed: ParsedWrite): number[] | undefined {
  if (!('order_ids' in parsed.values)) return undefined;
  const ids = parsed.values.order_ids as number[] | null;
  delete parsed.values.order_ids;
  const list = [...new Set((ids ?? []).map(Number))];
  parsed.extra.order_ids = list;
  return list;
}

/**
 * Issue 12 item 2: an act takes only orders of its own contractor that are free (counted, in no act);
 * the ones already in it stay; anything else is refused with a 422 naming every refused order.
 */
export async function checkActOrders(
  trx: Kysely<DB>,
  actId: number | null,
  contractorId: number,
  orderIds: readonly number[],
): Promise<void> {
  if (!orderIds.length) return;
  const found = await trx
    .selectFrom('orders')
    .leftJoin('acts', 'acts.id', 'orders.act_id')
    .select(['orders.id', 'orders.contractor_id', 'orders.status', 'orders.act_id', 'acts.number as act_number'])
    .where('orders.id', 'in', [...orderIds])
    .execute();
  const byId = new Map(found.map((o) => [Number(o.id), o]));
  const problems: string[] = [];
  for (const id of orderIds) {
    const o = byId.get(id);
    const inThisAct = o && actId !== null && Number(o.act_id) === actId;
    // An order already in this act stays, whoever its contractor (the red cross shows it): the
    // console sends the act's whole order list with every save of its form.
    if (inThisAct) continue;
    if (!o) problems.push(actOrderTexts.notFound(id));
    else if (Number(o.contractor_id) !== contractorId) problems.push(actOrderTexts.otherContractor(id));
    else if (o.act_id !== null) problems.push(actOrderTexts.inOtherAct(id, String(o.act_number ?? o.act_id)));
    else if (Number(o.status) !== 3) problems.push(actOrderTexts.notCounted(id));
  }
  if (problems.length)
    throw AppError.validation(
      { order_ids: problems },
      problems.map((p) => `${LABEL}: ${p}`),
    );
}

/** The act's orders become exactly `orderIds`: the others leave it (free again), the new ones join. */
export async function attachActOrders(trx: Kysely<DB>, actId: number, orderIds: readonly number[]): Promise<void> {
  let detach = trx.updateTable('orders').set({ act_id: null }).where('act_id', '=', actId);
  if (orderIds.length) detach = detach.where('id', 'not in', [...orderIds]);
  await detach.execute();
  if (orderIds.length)
    await trx
      .updateTable('orders')
      .set({ act_id: actId })
      .where('id', 'in', [...orderIds])
      .where((eb) => eb.or([eb('act_id', 'is', null), eb('act_id', '<>', actId)]))
      .execute();
}

/** An operation saved without a sum takes its account's whole amount. */
export async function fillOperationAmounts(trx: Kysely<DB>, actId: number): Promise<void> {
  await trx
    .updateTable('act_operations')
    .set((eb) => ({
      amount: eb
        .selectFrom('accounts')
        .select('accounts.amount')
        .whereRef('accounts.id', '=', 'act_operations.account_id'),
    }))
    .where('act_id', '=', actId)
    .where('amount', 'is', null)
    .execute();
}
