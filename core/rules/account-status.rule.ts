import { type MoneyInput, toKopecks } from '../money.ts';

export type AccountStatus = 1 | 2 | 3;

/** The spec asks for 'filter by status with checkboxes' without naming the statuses (docs/decisions.md). */
export const accountStatusLabels: Record<AccountStatus, string> = {
  1: 'Не оплачен',
  2: 'Оплачен частично',
  3: 'Оплачен',
};

export interface AccountStatusInput {
  amount: MoneyInput;
  payed_amount: MoneyInput;
  payment_date: string | null;
}

/**
 * An account's payment state from its payment_remains and payment_date (docs/decisions.md):
 * - 3 Оплачен: nothing remains (payed_amount ≥ amount), or a payment date without a sum, which is
 *   how a payment is marked when the bank statement gives no partial sum;
 * - 2 Оплачен частично: some money came, some remains;
 * - 1 Не оплачен: no money and no payment date (the make-payment checkbox shows exactly then).
 * server/domain/accounts/account-status-filter.ts builds the same three conditions in SQL.
 */
export function accountStatus(a: AccountStatusInput): AccountStatus {
  const amount = toKopecks(a.amount);
  const payed = toKopecks(a.payed_amount);
  if (payed === 0n) return a.payment_date ? 3 : 1;
  return payed >= amount ? 3 : 2;
}
