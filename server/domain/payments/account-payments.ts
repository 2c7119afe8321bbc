import { type Kysely, sql } from 'kysely';
import { toKopecks } from '../../../core/money.ts';
import { actsOfAccounts, refreshActTotals } from '../acts/act-totals.ts';
import { postClientPayments } from './client-payment-ledger.ts';
import { refuse } from './payment-input.ts';
import { paymentTexts } from '../../../core/payments/payment-texts.ts';
import type { DB } from '../../db/db-types.ts';

export interface PaymentAnswer {
  paid: number[];
  already_paid: number[];
  /** One Russian line per id, in id order. */
  messages: string[];
}

/**
 * PUT /api/accounts/make_payments: each account is paid in full (payed_amount = amount) on the
 * date, with its ledger row, in the caller's transaction. The rows are locked in id order first
 * (two requests over the same accounts wait for each other, never deadlock), then only accounts
 * still without a payment are updated: the make-payment checkbox's own test (no payment_date,
 * no payed_amount), so a repeat, a retry without a key or a concurrent request pays nobody twice.
 */
export async function payAccounts(
  trx: Kysely<DB>,
  ids: number[],
  date: string,
  userId: number,
): Promise<PaymentAnswer> {
  const found = await trx
    .selectFrom('accounts')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const known = new Set(found.map((r) => Number(r.id)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw refuse('account_ids', paymentTexts.unknownAccounts(unknown));
  const updated = await trx
    .updateTable('accounts')
    .set({ payed_amount: sql`amount`, payment_date: date, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .where('payment_date', 'is', null)
    .where(sql<boolean>`coalesce(payed_amount, 0) = 0`)
    .returning(['id', 'contractor_id', 'amount', 'number'])
    .execute();
  // RETURNING has no order: the ledger rows go in id order, like the answer.
  updated.sort((x, y) => Number(x.id) - Number(y.id));
  await postClientPayments(
    trx,
    updated.map((a) => ({
      contractor_id: Number(a.contractor_id),
      amount: toKopecks(a.amount),
      payment_date: date,
      account_id: Number(a.id),
      comment: `Оплата счёта №${a.number ?? a.id}`,
    })),
    userId,
  );
  const paid = new Set(updated.map((a) => Number(a.id)));
  // An act's received payments (and so its status) follow its accounts' payments, in this transaction.
  await refreshActTotals(trx, await actsOfAccounts(trx, [...paid]));
  return {
    paid: ids.filter((id) => paid.has(id)),
    already_paid: ids.filter((id) => !paid.has(id)),
    messages: ids.map((id) => (paid.has(id) ? paymentTexts.accountPaid(id) : paymentTexts.accountAlreadyPaid(id))),
  };
}
