import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { resources } from '../../../core/resources/index.ts';
import { busyOrdersOf, flagFreeIndividuals } from './free-individual-flags.ts';
import { optionalBool, optionalId, optionalText, pickingDate, readPermissionOf } from './worker-picking-params.ts';
import { hiddenWorkers } from './worker-picking-hidden.ts';
import { firstChosenFixPay, freeIndividualRows, rateAndRating } from './worker-picking-queries.ts';

const PICKER_LIMIT = 30;
type Params = { id: string };

/** A path id that names no order (not a whole int4) finds none: 404, as an unknown number does. */
function orderIdParam(params: Params): number {
  const id = Number(params.id);
  if (!isInt4(id) || id < 1) throw new AppError('not_found', `Заказ №${params.id} не найден`);
  return id;
}

/**
 * The worker picking calls of the order card (spec 01 §7): free individuals for a date, the
 * individuals busy on other orders of the order's day, and a worker's rate and rating.
 */
export function registerWorkerPickingRoutes(app: FastifyInstance) {
  const readOrders = { config: { permission: readPermissionOf(resources.orders) } };
  const readIndividuals = { config: { permission: readPermissionOf(resources.individuals) } };

  app.post('/api/orders/free_individuals', readOrders, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const date = pickingDate(body.date, new Date());
    const orderId = optionalId(body.order_id, 'order_id', 'Заказ');
    // The card sends the fix_pay of a worker it has just chosen; else the saved order tells.
    const asked = optionalBool(body.fix_pay, 'fix_pay');
    const fixPay = asked ?? (orderId === null ? null : await firstChosenFixPay(app.db, orderId));
    const query = { date, search: optionalText(body.search, 'search', 100), fixPay, limit: PICKER_LIMIT };
    const rows = await freeIndividualRows(app.db, query);
    const items = await flagFreeIndividuals(app.db, rows, { date, orderId });
    return { items, meta: { date, limit: PICKER_LIMIT, hidden: await hiddenWorkers(app.db, query) } };
  });

  app.get<{ Params: Params }>('/api/orders/:id/get_busy_individuals', readOrders, async (request) => {
    const id = orderIdParam(request.params);
    const order = await app.db.selectFrom('orders').select('start_date').where('id', '=', id).executeTakeFirst();
    if (!order) throw new AppError('not_found', `Заказ №${id} не найден`);
    const date = String(order.start_date);
    const assigned = await app.db
      .selectFrom('order_individuals as oi')
      .innerJoin('individuals as i', 'i.id', 'oi.individual_id')
      .select(['i.id', 'i.name'])
      .where('oi.order_id', '=', id)
      .execute();
    const busy = await busyOrdersOf(
      app.db,
      assigned.map((r) => r.id),
      { date, orderId: id },
    );
    const items = assigned
      .filter((r, i, all) => busy.has(r.id) && all.findIndex((x) => x.id === r.id) === i)
      .map((r) => ({ individual_id: r.id, name: r.name, order_ids: busy.get(r.id) ?? [] }));
    return { items, meta: { date } };
  });

  app.get<{ Params: Params; Querystring: Record<string, string> }>(
    '/api/individuals/:id/rate_and_rating',
    readIndividuals,
    async (request) => {
      const id = optionalId(request.params.id, 'id', 'Работник');
      const exists =
        id !== null && (await app.db.selectFrom('individuals').select('id').where('id', '=', id).executeTakeFirst());
      if (!exists) throw new AppError('not_found', `Работник №${request.params.id} не найден`);
      const q = request.query;
      return rateAndRating(
        app.db,
        id,
        optionalId(q.work_type_id, 'work_type_id', 'Тип работ'),
        optionalId(q.instrument_type_id, 'instrument_type_id', 'Инструмент'),
      );
    },
  );
}
