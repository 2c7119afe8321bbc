import type { Kysely } from 'kysely';
import type { PriceLine } from '../../../core/rules/order-cost.rule.ts';
import {
  type OrderMoneyOrder,
  type OrderTotals,
  orderTotals,
  type WorkerLine,
  workerEarnings,
} from '../../../core/rules/order-money.rule.ts';

export interface OrderWorkerRow extends WorkerLine {
  id: number;
  relation_type_id: number | null;
  fix_pay: boolean | null;
  name: string | null;
}

/** An order as its rules read it: the row, its price lines and its worker rows (card order). */
export async function loadOrderState(trx: Kysely<any>, id: number) {
  const order = (await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as OrderMoneyOrder & Record<string, any>;
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
    prices: lines,
    workers,
    totals: orderTotals(order, lines, workers) satisfies OrderTotals,
    earnings: () => workerEarnings(order, workers),
  };
}

export type OrderState = Awaited<ReturnType<typeof loadOrderState>>;
