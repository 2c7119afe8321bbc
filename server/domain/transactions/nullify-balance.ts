import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { type LedgerOwnerClass, PAYOUT_OPERATION } from '../../../core/ledger/ledger-catalogue.ts';
import type { NullifyAnswer } from '../../../core/ledger/ledger-contract.ts';
import { kopecksToDecimalString, toKopecks } from '../../../core/money.ts';
import { ownerExists } from './transaction-owners.ts';
import { transactionTexts } from './transaction-texts.ts';
import type { DB } from '../../db/db-types.ts';

export interface NullifyInput {
  owner_class: LedgerOwnerClass;
  owner_id: number;
  payment_date: string;
  comment: string;
}

/**
 * The owner type of the balancing row: a worker's class is written as the plain 'Individual' (his
 * three owner types share one balance, so the row may carry any of them; the plain one says the
 * row belongs to no order's relation).
 */
const balancingOwnerType: Record<LedgerOwnerClass, string> = {
  Individual: 'Individual',
  User: 'User',
  Contractor: 'Contractor',
};

/**
 * Issue 13: 'nullify_amount zeroes a worker's balance with one balancing transaction'. The balance
 * row is locked before it is read, so a concurrent write to the same owner waits for this
 * transaction (or this one waits for it) and cannot slip between the read and the insert; the
 * insert's trigger then moves the locked row to exactly zero. A zero balance writes nothing.
 */
export async function nullifyBalance(trx: Kysely<DB>, input: NullifyInput, userId: number): Promise<NullifyAnswer> {
  const { owner_class, owner_id } = input;
  if (!(await ownerExists(trx, owner_class, owner_id)))
    throw new AppError('not_found', transactionTexts.ownerMissing(owner_class, owner_id));
  const locked = await trx
    .selectFrom('ledger_balances')
    .select(sql<string>`balance::text`.as('balance'))
    .where('owner_class', '=', owner_class)
    .where('owner_id', '=', owner_id)
    .forUpdate()
    .executeTakeFirst();
  const before = toKopecks(locked?.balance ?? '0');
  const answer = { owner_class, owner_id, balance_before: kopecksToDecimalString(before) };
  if (before === 0n) return { ...answer, transaction_id: null, balance: kopecksToDecimalString(0n) };
  const row = await trx
    .insertInto('transactions')
    .values({
      payment_date: input.payment_date,
      amount: kopecksToDecimalString(-before),
      owner_type: balancingOwnerType[owner_class],
      owner_id,
      operation_id: PAYOUT_OPERATION,
      nullify: true,
      user_id: userId,
      comment: input.comment,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const after = await trx
    .selectFrom('ledger_balances')
    .select(sql<string>`balance::text`.as('balance'))
    .where('owner_class', '=', owner_class)
    .where('owner_id', '=', owner_id)
    .executeTakeFirstOrThrow();
  return { ...answer, transaction_id: Number(row.id), balance: after.balance };
}
