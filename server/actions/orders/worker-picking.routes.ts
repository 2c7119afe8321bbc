import type { FastifyInstance } from 'fastify';
import {
  busyIndividuals,
  freeIndividuals,
  rateAndRating as rateAndRatingAction,
} from '../../../core/actions/defs/worker-picking.actions.ts';
import { tomorrow } from '../../../core/format.ts';
import { mountAction } from '../mount-action.ts';
import { busyOrdersOf, flagFreeIndividuals } from './free-individual-flags.ts';
import { hiddenWorkers } from './worker-picking-hidden.ts';
import { firstChosenFixPay, freeIndividualRows, rateAndRating } from './worker-picking-queries.ts';

const PICKER_LIMIT = 30;

/**
 * The worker picking calls of the order card (spec 01 §7): free individuals for a date, the
 * individuals busy on other orders of the order's day, and a worker's rate and rating.
 */
export function registerWorkerPickingRoutes(app: FastifyInstance) {
  mountAction(app, freeIndividuals, async ({ trx, body }) => {
    // Spec 01 §7: 'date (dd.MM.yyyy, default tomorrow)'.
    const date = body.date ?? tomorrow(new Date());
    const orderId = body.order_id;
    // The card sends the fix_pay of a worker it has just chosen; else the saved order tells.
    const fixPay = body.fix_pay ?? (orderId === null ? null : await firstChosenFixPay(trx, orderId));
    const query = { date, search: body.search, fixPay, limit: PICKER_LIMIT };
    const rows = await freeIndividualRows(trx, query);
    const items = await flagFreeIndividuals(trx, rows, { date, orderId });
    return { items, meta: { date, limit: PICKER_LIMIT, hidden: await hiddenWorkers(trx, query) } };
  });

  mountAction(app, busyIndividuals, async ({ trx, record }) => {
    const id = Number(record.id);
    const date = String(record.start_date);
    const assigned = await trx
      .selectFrom('order_individuals as oi')
      .innerJoin('individuals as i', 'i.id', 'oi.individual_id')
      .select(['i.id', 'i.name'])
      .where('oi.order_id', '=', id)
      .execute();
    const busy = await busyOrdersOf(
      trx,
      assigned.map((r) => r.id),
      { date, orderId: id },
    );
    const items = assigned
      .filter((r, i, all) => busy.has(r.id) && all.findIndex((x) => x.id === r.id) === i)
      .map((r) => ({ individual_id: r.id, name: r.name, order_ids: busy.get(r.id) ?? [] }));
    return { items, meta: { date } };
  });

  mountAction(app, rateAndRatingAction, ({ trx, params, query }) =>
    rateAndRating(trx, params.id, query.work_type_id, query.instrument_type_id),
  );
}
