import { type MoneyInput, sumMoney, toKopecks } from '../money.ts';

export type ActStatus = 1 | 2 | 3 | 4;

// Russian labels decided in DESIGN.md section 8.
export const actStatusLabels: Record<ActStatus, string> = {
  1: 'Не сходятся заказы',
  2: 'Не сходятся счета',
  3: 'Не сходятся оплаты',
  4: 'Акт закрыт',
};

export interface ActStatusInput {
  amount: MoneyInput;
  /** Total revenue of the act's orders. */
  amount_orders: MoneyInput;
  act_operations: readonly { amount: MoneyInput }[];
  /** Payments received against the act's accounts. */
  amount_payments: MoneyInput;
}

/** Spec: 'amount_accounts (sum of act_operations amounts)'. */
export function actAccountsAmount(operations: readonly { amount: MoneyInput }[]): bigint {
  return sumMoney(operations.map((op) => op.amount));
}

/**
 * Spec: 'Act status: 1 orders mismatch (total order revenue differs from amount), 2 accounts
 * mismatch, 3 payments mismatch, 4 act closed'. Checked in that order, so the status names the
 * first thing to fix; compared in kopecks so '1000' and '1000.00' agree.
 */
export function actStatus(act: ActStatusInput): ActStatus {
  const amount = toKopecks(act.amount);
  if (toKopecks(act.amount_orders) !== amount) return 1;
  if (actAccountsAmount(act.act_operations) !== amount) return 2;
  if (toKopecks(act.amount_payments) !== amount) return 3;
  return 4;
}
