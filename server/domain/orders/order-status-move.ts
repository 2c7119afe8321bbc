import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import type { StatusMove, StoredOrderStatus } from '../../../core/rules/order-status.rule.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * Writes a status move of core/rules/order-status.rule.ts to the order (or refuses it with the
 * rule's message, 422). The caller settles the order afterwards (settleOrder), which refreshes the
 * displayed status, the money and the ledger in one place.
 */
export async function applyStatusMove(
  trx: Kysely<DB>,
  orderId: number,
  move: StatusMove,
): Promise<StoredOrderStatus | null> {
  if (!move.ok) throw AppError.validation({ base: [move.message] }, [move.message]);
  if (!move.changed) return null;
  const extra = move.status === 3 ? { make_transactions: true } : {};
  await trx
    .updateTable('orders')
    .set({ status: move.status, ...extra, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .execute();
  return move.status;
}
