import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { isoDate } from '../../../core/format.ts';
import { kopecksToDecimalString } from '../../../core/money.ts';
import { texts } from '../../../core/texts.ts';
import type { CurrentUserRecord } from '../../auth/current-user.ts';
import { allows } from '../../auth/route-permission.ts';
import { refreshActTotals } from '../acts/act-totals.ts';
import { refreshDisplayedStatus } from './displayed-status.ts';
import { type LedgerWrite, syncOrderLedger } from './order-ledger.ts';
import { storeOrderMoney } from './order-money.ts';
import { loadOrderState, type OrderState } from './order-state.ts';
import type { DB } from '../../db/db-types.ts';

/** The author and date of ledger rows written by `user`'s request today (the server runs on Moscow time). */
export const ledgerWriteBy = (user: CurrentUserRecord): LedgerWrite => ({ userId: user.id, date: isoDate(new Date()) });

/**
 * The order has just reached status 3 (PUT close, or a save of form 2): DESIGN.md §8 'close_order
 * (close an order whose final amount is zero)', and the invoice amount defaults to the final revenue.
 */
export async function countOrder(trx: Kysely<DB>, state: OrderState, user: CurrentUserRecord | null) {
  if (state.totals.final_revenue === 0n && user && !allows(user, { flag: 'close_order' }))
    throw new AppError('forbidden', texts.noAccess);
  if (state.order.p_amount == null) {
    const p_amount = kopecksToDecimalString(state.totals.final_revenue);
    await trx.updateTable('orders').set({ p_amount }).where('id', '=', state.order.id).execute();
    state.order.p_amount = p_amount;
  }
}

/**
 * After any write to an order: store its money, bring its ledger rows in line, refresh its
 * displayed status and its act's kept sums and status (its revenue is part of amount_orders), in
 * the caller's transaction. The one path for saves, close, restore and the demo.
 */
export async function settleOrder(trx: Kysely<DB>, state: OrderState | number, by: LedgerWrite) {
  const s = typeof state === 'number' ? await loadOrderState(trx, state) : state;
  await storeOrderMoney(trx, s);
  await syncOrderLedger(trx, s, by);
  await refreshDisplayedStatus(trx, [s.order.id]);
  await refreshActTotals(trx, [s.order.act_id]);
  return s;
}
