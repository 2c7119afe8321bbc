import type { FastifyInstance } from 'fastify';
import { copyOrder, createMultiDateOrders, newOrder } from '../../../core/actions/defs/order-create.actions.ts';
import { isoDate, tomorrow } from '../../../core/format.ts';
import { resources } from '../../../core/resources/index.ts';
import { parseWrite } from '../../../core/resources/write-schema.ts';
import type { CurrentUserRecord } from '../../auth/current-user.ts';
import { AppError } from '../../../core/errors.ts';
import { orderDays } from '../../../core/rules/order-defaults.rule.ts';
import { getRecord, insertRecord } from '../../crud/record-repository.ts';
import type { HookContext } from '../../crud/resource-hooks.ts';
import { stampSessionFields } from '../../crud/session-fields.ts';
import { copyOrder as copyOrderRows } from '../../domain/orders/order-create.ts';
import { newOrderTemplate } from '../../domain/orders/order-defaults.ts';
import { CREATED_ORDER_IDS, ordersHooks } from '../../domain/orders/orders.hooks.ts';
import { mountAction } from '../mount-action.ts';

const def = resources.orders;

const ctx = (trx: HookContext['trx'], user: CurrentUserRecord): HookContext => ({ trx, def, user });

/** The days a copy is made for: each day of `start_dates`, else `start_date`, else tomorrow. */
function copyDays(order: { start_date?: string | null; start_dates?: unknown }): string[] {
  if (order.start_dates !== undefined) {
    const days = orderDays(order.start_dates);
    if (!days.ok) throw AppError.validation({ start_dates: [days.message] }, [`Периоды дат: ${days.message}`]);
    return days.days;
  }
  return [order.start_date ?? tomorrow(isoDate(new Date()))];
}

/**
 * The order calls beside the generic CRUD: the new card's defaults (spec 01 §9), copy (spec 01 §2;
 * its path is not in the spec) and multi-date creation answering every order it made.
 */
export function registerOrderCreateActions(app: FastifyInstance) {
  mountAction(app, newOrder, ({ trx, query, user }) => newOrderTemplate(trx, user, query.contractor_id));

  // Issue 22 item 5 'Copy to several dates does nothing': `start_dates` makes one copy per day; the
  // answer is the first copy with every copy's id in `copied_ids`.
  mountAction(app, copyOrder, async ({ trx, record, body, user, reply }) => {
    const ids: number[] = [];
    for (const day of copyDays(body.order ?? {})) ids.push(await copyOrderRows(ctx(trx, user), record, day));
    reply.code(201);
    return { ...(await getRecord(trx, def, ids[0])), copied_ids: ids };
  });

  mountAction(app, createMultiDateOrders, async ({ trx, body, user, reply }) => {
    const parsed = parseWrite(def, 'create', { start_date: isoDate(new Date()), ...body.order, multi_date: true });
    stampSessionFields(def, parsed.values, user);
    await ordersHooks.beforeSave!(ctx(trx, user), parsed, null);
    const id = await insertRecord(trx, def, parsed.values, parsed.nested);
    await ordersHooks.afterSave!(ctx(trx, user), id, parsed, null);
    const items = [];
    for (const orderId of parsed.extra[CREATED_ORDER_IDS] as number[]) items.push(await getRecord(trx, def, orderId));
    reply.code(201);
    return { items };
  });
}
