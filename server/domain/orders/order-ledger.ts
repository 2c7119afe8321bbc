import type { Kysely } from 'kysely';
import { kopecksToDecimalString, toKopecks } from '../../../core/money.ts';
import { commutePostings } from '../../../core/rules/commute.rule.ts';
import {
  type BalancingKind,
  balancingPostings,
  LEDGER_OPERATION,
  ORDER_LEDGER_OPERATIONS,
  orderPostings,
  type Posting,
} from '../../../core/rules/order-ledger.rule.ts';
import { lockLedgerOwners } from '../transactions/ledger-owner-locks.ts';
import type { OrderState } from './order-state.ts';
import type { DB } from '../../db/db-types.ts';

export interface LedgerWrite {
  /** The author of the rows. */
  userId: number | null;
  /** Their payment_date: the day of the close or restore. */
  date: string;
}

const comments: Record<BalancingKind, (id: number) => string> = {
  post: (id) => `Начисление по заказу № ${id}`,
  reverse: (id) => `Сторно начисления по заказу № ${id}`,
  adjust: (id) => `Корректировка начисления по заказу № ${id}`,
};

const commuteComments: Record<BalancingKind, (id: number) => string> = {
  post: (id) => `Оплата проезда по заказу № ${id}`,
  reverse: (id) => `Сторно оплаты проезда по заказу № ${id}`,
  adjust: (id) => `Корректировка оплаты проезда по заказу № ${id}`,
};

/**
 * What the ledger must hold for the order: when counted (status 3) with make_transactions, each
 * worker's earning, the client's receivable and each worker's commute payment (commute.rule.ts); else nothing.
 */
export function desiredPostings(state: OrderState): Posting[] {
  const { order } = state;
  if (Number(order.status) !== 3 || !order.make_transactions) return [];
  const relation = new Map(state.workers.map((w) => [w.individual_id, Number(w.relation_type_id ?? 1)]));
  const earnings = state.earnings().map((e) => ({
    individual_id: e.individual_id,
    relation_type_id: relation.get(e.individual_id) ?? 1,
    cost: e.cost,
  }));
  const assigned = state.workers.flatMap((w) =>
    w.individual_id == null
      ? []
      : [{ individual_id: w.individual_id, relation_type_id: relation.get(w.individual_id) ?? 1 }],
  );
  return [
    ...orderPostings(order.contractor_id, state.totals.final_revenue, earnings),
    ...commutePostings(state.fare, assigned),
  ].filter((p) => p.amount !== 0n);
}

/**
 * Brings the order's automatic ledger rows (operations 5, 6 and 7) to what the order needs now,
 * by appending balancing rows; call it after the order's money is stored, in the same transaction.
 * Returns how many rows it wrote (0 when the ledger already agrees: a second close or restore).
 */
export async function syncOrderLedger(trx: Kysely<DB>, state: OrderState, by: LedgerWrite): Promise<number> {
  const held = await trx
    .selectFrom('transactions')
    .select(['owner_type', 'owner_id', 'operation_id', (eb) => eb.fn.sum<string>('amount').as('amount')])
    .where('order_id', '=', state.order.id)
    .where('operation_id', 'in', [...ORDER_LEDGER_OPERATIONS])
    .groupBy(['owner_type', 'owner_id', 'operation_id'])
    .execute();
  const current = held.map((h) => ({
    owner_type: h.owner_type,
    owner_id: Number(h.owner_id),
    operation_id: Number(h.operation_id),
    amount: toKopecks(h.amount),
  })) as Posting[];
  const rows = balancingPostings(desiredPostings(state), current);
  if (rows.length === 0) return 0;
  await lockLedgerOwners(trx, rows);
  await trx
    .insertInto('transactions')
    .values(
      rows.map((r) => ({
        payment_date: by.date,
        amount: kopecksToDecimalString(r.amount),
        owner_type: r.owner_type,
        owner_id: r.owner_id,
        operation_id: r.operation_id,
        order_id: state.order.id,
        user_id: by.userId,
        user2_id: state.order.user2_id,
        comment: (r.operation_id === LEDGER_OPERATION.commute ? commuteComments : comments)[r.kind](state.order.id),
      })),
    )
    .execute();
  return rows.length;
}
