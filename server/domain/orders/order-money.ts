import type { Kysely } from 'kysely';
import { kopecksToDecimalString, toKopecks } from '../../../core/money.ts';
import type { OrderTotals } from '../../../core/rules/order-money.rule.ts';
import type { OrderState } from './order-state.ts';
import type { DB } from '../../db/db-types.ts';

const MONEY_COLUMNS = ['total_revenue', 'total_profit', 'final_revenue', 'final_profit'] as const;

/**
 * Stores the order's computed money (migration 0019) so lists sort by it; call it inside the
 * request's transaction after any write that can change the prices, workers, times or discount.
 * Writes only when a value moved.
 */
export async function storeOrderMoney(trx: Kysely<DB>, state: OrderState): Promise<void> {
  const changed: Partial<Record<keyof OrderTotals, string>> = {};
  for (const key of MONEY_COLUMNS)
    if (toKopecks(state.order[key]) !== state.totals[key]) changed[key] = kopecksToDecimalString(state.totals[key]);
  if (Object.keys(changed).length === 0) return;
  await trx.updateTable('orders').set(changed).where('id', '=', state.order.id).execute();
  Object.assign(state.order, changed);
}
