import type { Kysely } from 'kysely';
import { kopecksToDecimalString } from '../../../core/money.ts';
import { lockLedgerOwners } from '../transactions/ledger-owner-locks.ts';
import type { DB } from '../../db/db-types.ts';

/** Ledger operation 1 «оплата клиента» (docs/decisions.md); + in the client's favour. */
export const CLIENT_PAYMENT_OPERATION = 1;

export interface ClientPayment {
  contractor_id: number;
  /** Kopecks, signed: + a payment, − its reversal. */
  amount: bigint;
  payment_date: string;
  account_id?: number;
  order_id?: number;
  comment: string;
}

/** Appends the client-payment rows; call it in the transaction that marked the payments. */
export async function postClientPayments(trx: Kysely<DB>, rows: ClientPayment[], userId: number) {
  if (rows.length === 0) return;
  await lockLedgerOwners(
    trx,
    rows.map((r) => ({ owner_type: 'Contractor', owner_id: r.contractor_id })),
  );
  await trx
    .insertInto('transactions')
    .values(
      rows.map((r) => ({
        payment_date: r.payment_date,
        amount: kopecksToDecimalString(r.amount),
        owner_type: 'Contractor',
        owner_id: r.contractor_id,
        operation_id: CLIENT_PAYMENT_OPERATION,
        account_id: r.account_id ?? null,
        order_id: r.order_id ?? null,
        user_id: userId,
        comment: r.comment,
      })),
    )
    .execute();
}
