import type { Kysely } from 'kysely';
import type { OrderFare } from '../../../core/rules/commute.rule.ts';
import type { PriceLine } from '../../../core/rules/order-cost.rule.ts';
import {
  type OrderMoneyOrder,
  type OrderTotals,
  orderTotals,
  type WorkerLine,
  workerEarnings,
} from '../../../core/rules/order-money.rule.ts';
import type { DB } from '../../db/db-types.ts';

export interface OrderWorkerRow extends WorkerLine {
  id: number;
  relation_type_id: number | null;
  fix_pay: boolean | null;
  name: string | null;
}

/** An order as its rules read it: the row, its price lines and its worker rows (card order). */
export async function loadOrderState(trx: Kysely<DB>, id: number) {
  const order = (await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as OrderMoneyOrder & Record<string, any>;
  const fare = await loadOrderFare(trx, order);
  // The rule reads the city's add_hour beside the order's own times; the row itself stays the row.
  const rated: OrderMoneyOrder = { ...order, mkad_add_hour: fare.add_hour };
  const prices = await trx.selectFrom('order_prices').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const workers = (await trx
    .selectFrom('order_individuals as w')
    .leftJoin('individuals as i', 'i.id', 'w.individual_id')
    .selectAll('w')
    .select(['i.relation_type_id', 'i.fix_pay', 'i.name'])
    .where('w.order_id', '=', id)
    .orderBy('w.id')
    .execute()) as OrderWorkerRow[];
  const lines = prices.map(
    (p) => ({ ...p, workers_amount: Number(p.workers_amount ?? 0) }) as PriceLine & Record<string, any>,
  );
  return {
    order,
    fare,
    prices: lines,
    workers,
    totals: orderTotals(rated, lines, workers) satisfies OrderTotals,
    earnings: () => workerEarnings(rated, workers),
  };
}

/** The order's MKAD city and commute tariff (migration 0039), as commute.rule.ts reads them. */
async function loadOrderFare(trx: Kysely<DB>, order: Record<string, any>): Promise<OrderFare> {
  const city = order.mkad_additional_payment_id
    ? await trx
        .selectFrom('mkad_additional_payments')
        .select(['city_name', 'add_hour', 'ticket_cost'])
        .where('id', '=', order.mkad_additional_payment_id)
        .executeTakeFirst()
    : undefined;
  const tariff = order.commute_payment_id
    ? await trx
        .selectFrom('commute_payments')
        .select('amount')
        .where('id', '=', order.commute_payment_id)
        .executeTakeFirst()
    : undefined;
  return {
    city_name: city?.city_name ?? null,
    add_hour: city?.add_hour ?? null,
    ticket_cost: city?.ticket_cost ?? null,
    commute_amount: tariff?.amount ?? null,
    minibus: Boolean(order.minibus),
  };
}

export type OrderState = Awaited<ReturnType<typeof loadOrderState>>;
