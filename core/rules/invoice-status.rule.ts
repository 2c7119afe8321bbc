import { type MoneyInput, toKopecks } from '../money.ts';
import { isOrderPaid, type PaidInput } from './order-paid.rule.ts';

export type InvoiceStatus = 1 | 2 | 3;

// Russian labels decided in DESIGN.md section 8 for the spec's 'Re-issue, Set payment, Paid'.
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  1: 'Перевыставить',
  2: 'Проставить оплату',
  3: 'Оплачен',
};

export interface InvoiceStatusInput extends PaidInput {
  p_sent_at: string | null;
}

/**
 * The spec names the three statuses but not how they arise; each names the accountant's next step:
 * - 3 Оплачен: the order counts as paid by the order paid rule of its payment type;
 * - 2 Проставить оплату: the final invoice went out (p_sent_at) and the money is awaited;
 * - 1 Перевыставить: not sent yet, so it has to be (re)issued before anything can be paid.
 */
export function invoiceStatus(o: InvoiceStatusInput): InvoiceStatus {
  if (isOrderPaid(o)) return 3;
  return o.p_sent_at ? 2 : 1;
}

export interface AccountPayment {
  amount: MoneyInput;
  payed_amount: MoneyInput;
}

/** Spec: 'payment_remains (amount minus payed_amount, 0 if empty)', in kopecks; empty counts as 0. */
export function paymentRemains(account: AccountPayment): bigint {
  return toKopecks(account.amount) - toKopecks(account.payed_amount);
}

/**
 * Spec: 'make_payment (checkbox shown only when there is no payment_date and no payed_amount)'.
 * A payed_amount of zero is no payment: the wire sends '0.00' for accounts nobody has paid.
 */
export function showMakePayment(account: { payment_date: string | null; payed_amount: MoneyInput }): boolean {
  return !account.payment_date && toKopecks(account.payed_amount) === 0n;
}
