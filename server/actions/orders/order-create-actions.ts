import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { isoDate, tomorrow } from '../../../core/format.ts';
import { resources } from '../../../core/resources/index.ts';
import { parseWrite } from '../../../core/resources/write-schema.ts';
import { orderDays, parseDay } from '../../../core/rules/order-defaults.rule.ts';
import { getRecord, insertRecord } from '../../crud/record-repository.ts';
import type { HookContext } from '../../crud/resource-hooks.ts';
import { stampSessionFields } from '../../crud/session-fields.ts';
import { copyOrder } from '../../domain/orders/order-create.ts';
import { newOrderTemplate } from '../../domain/orders/order-defaults.ts';
import { CREATED_ORDER_IDS, ordersHooks } from '../../domain/orders/orders.hooks.ts';
import { lockedOrder } from './order-status-actions.ts';

const def = resources.orders;

function dateParam(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const day = parseDay(raw);
  if (!day) throw AppError.validation({ start_date: ['неверная дата'] }, ['Дата: неверная дата']);
  return day;
}

/** The days a copy is made for: each day of `start_dates`, else `start_date`, else tomorrow. */
function copyDays(order: { start_date?: unknown; start_dates?: unknown }): string[] {
  if (order.start_dates !== undefined) {
    const days = orderDays(order.start_dates);
    if (!days.ok) throw AppError.validation({ start_dates: [days.message] }, [`Периоды дат: ${days.message}`]);
    return days.days;
  }
  return [dateParam(order.start_date) ?? tomorrow(isoDate(new Date()))];
}

/**
 * The order calls beside the generic CRUD: the new card's defaults (spec 01 §9), copy (spec 01 §2;
 * its path is not in the spec) and multi-date creation answering every order it made.
 */
export function registerOrderCreateActions(app: FastifyInstance) {
  app.get('/api/orders/new', { config: { permission: 'signed_in' } }, async (request) => {
    const raw = (request.query as { contractor_id?: string }).contractor_id;
    const contractorId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    return newOrderTemplate(app.db, request.user!, contractorId);
  });

  // Issue 22 item 5 'Copy to several dates does nothing': `start_dates` (ranges, as multi-date takes
  // them) makes one copy per day; the answer is the first copy with every copy's id in `copied_ids`.
  app.post('/api/orders/:id/copy', { config: { permission: 'signed_in' } }, async (request, reply) => {
    const body = (request.body ?? {}) as { order?: { start_date?: unknown; start_dates?: unknown } };
    const days = copyDays(body.order ?? {});
    const record = await app.db.transaction().execute(async (trx) => {
      const source = await lockedOrder(trx, request);
      const ids: number[] = [];
      for (const day of days) ids.push(await copyOrder(ctx(trx, request), source, day));
      return { ...(await getRecord(trx, def, ids[0])), copied_ids: ids };
    });
    return reply.code(201).send(record);
  });

  app.post('/api/orders/multi_date', { config: { permission: 'signed_in' } }, async (request, reply) => {
    const payload = (request.body as { order?: unknown } | undefined)?.order;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
      throw new AppError('bad_request', 'Ожидался объект «order» в теле запроса');
    const parsed = parseWrite(def, 'create', { start_date: isoDate(new Date()), ...payload, multi_date: true });
    stampSessionFields(def, parsed.values, request.user!);
    const items = await app.db.transaction().execute(async (trx) => {
      await ordersHooks.beforeSave!(ctx(trx, request), parsed, null);
      const id = await insertRecord(trx, def, parsed.values, parsed.nested);
      await ordersHooks.afterSave!(ctx(trx, request), id, parsed, null);
      const ids = parsed.extra[CREATED_ORDER_IDS] as number[];
      const records = [];
      for (const orderId of ids) records.push(await getRecord(trx, def, orderId));
      return records;
    });
    return reply.code(201).send({ items });
  });
}

const ctx = (trx: HookContext['trx'], request: FastifyRequest): HookContext => ({ trx, def, user: request.user! });
