import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { kopecksToDecimalString, toKopecks } from '../../../core/money.ts';
import { moscowDate } from '../../../core/rules/schedule.rule.ts';
import { lockLedgerOwners } from './ledger-owner-locks.ts';
import { transactionTexts } from './transaction-texts.ts';
import type { DB } from '../../db/db-types.ts';

const refuse = (message: string) => AppError.validation({ base: [message] }, [message]);

/** The unique index of migration 0036: a row is reversed at most once, even when two requests race. */
const REVERSAL_KEY = 'transactions_reversal_of_key';

const isReversalRace = (e: unknown) =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  (e as { constraint?: string }).constraint === REVERSAL_KEY;

/**
 * Issue 13: 'a deleted transaction leaves a reversal, never a hole'. Appends the opposite row
 * (same owner, operation, order and account, amount negated, dated today) and marks the original
 * reversed, in the caller's transaction. The original is locked first, so a second delete of the
 * same row waits and then reads it reversed (422); the unique index answers the same if it races
 * past anyway. Returns the reversal's id.
 */
export async function reverseTransaction(trx: Kysely<DB>, id: number, userId: number): Promise<number> {
  const original = await trx.selectFrom('transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!original) throw new AppError('not_found', `Операция №${id} не найдена`);
  if (original.reversal_of_id != null)
    throw refuse(transactionTexts.reverseReversal(id, Number(original.reversal_of_id)));
  if (original.reversed_by_id != null)
    throw refuse(transactionTexts.alreadyReversed(id, Number(original.reversed_by_id)));
  // The lock order of every ledger writer: referenced order and account, then the owner's balance.
  for (const [table, id] of [
    ['orders', original.order_id],
    ['accounts', original.account_id],
  ] as const)
    if (id != null) await trx.selectFrom(table).select('id').where('id', '=', id).forKeyShare().execute();
  await lockLedgerOwners(trx, [{ owner_type: String(original.owner_type), owner_id: Number(original.owner_id) }]);
  let reversalId: number;
  try {
    const row = await trx
      .insertInto('transactions')
      .values({
        payment_date: moscowDate(),
        amount: kopecksToDecimalString(-toKopecks(original.amount)),
        owner_type: original.owner_type,
        owner_id: original.owner_id,
        operation_id: original.operation_id,
        order_id: original.order_id,
        account_id: original.account_id,
        user_id: userId,
        comment: transactionTexts.reversalComment(id),
        reversal_of_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reversalId = Number(row.id);
  } catch (e) {
    if (isReversalRace(e)) throw refuse(transactionTexts.alreadyReversed(id, null));
    throw e;
  }
  await trx
    .updateTable('transactions')
    .set({ reversed_by_id: reversalId, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  return reversalId;
}
