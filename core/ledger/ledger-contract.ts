// The wire contract of the ledger calls and the three money reports (issue 13), shared by the
// server, the console and the CLI. Money is a decimal string with two places ("1234.50"), never a
// float; dates on the wire are yyyy-MM-dd.
import type { LedgerOwnerClass } from './ledger-catalogue.ts';

/** POST /api/transactions/nullify_amount (honours Idempotency-Key). */
export interface NullifyRequest {
  /** Default 'Individual': a worker's balance over his three owner types. */
  owner_class?: LedgerOwnerClass;
  owner_id: number;
  /** Default today (Moscow). */
  payment_date?: string;
  comment?: string;
}

export interface NullifyAnswer {
  owner_class: LedgerOwnerClass;
  owner_id: number;
  /** What the balance was just before the balancing row. */
  balance_before: string;
  /** The balancing row, or null when the balance already was zero. */
  transaction_id: number | null;
  /** Always "0.00". */
  balance: string;
}

/** GET /api/transactions/balances?owner_class=Individual&owner_ids=1,2,3 */
export interface BalanceRow {
  owner_class: LedgerOwnerClass;
  owner_id: number;
  name: string | null;
  balance: string;
  last_payout_date: string | null;
}
export interface BalancesAnswer {
  items: BalanceRow[];
}

/** Money columns of an excerpt, split by whom the rows belong to (spec 02 §3 «Excerpt»). */
export interface ExcerptSums {
  clients: string;
  own_individuals: string;
  theirs_individuals: string;
  users: string;
  total: string;
}
export interface ExcerptDay extends ExcerptSums {
  date: string;
}
export interface ExcerptRow extends ExcerptDay {
  operation_id: number;
}
/** GET /api/excerpts?from=yyyy-MM-dd&to=yyyy-MM-dd[&operation_id=N] (default this month, Moscow). */
export interface ExcerptsAnswer {
  from: string;
  to: string;
  /** One row per day and operation that has rows, date ascending then operation. */
  rows: ExcerptRow[];
  /** One per day of the period that has rows: the day totals. */
  days: ExcerptDay[];
  totals: ExcerptSums;
}

/** GET /api/contractor_debts?sort=&order=&search=&user_id=&page= (spec 02 §3 «Contractor debt»). */
export interface ContractorDebtRow {
  contractor_id: number;
  name: string;
  user_id: number | null;
  user_name: string | null;
  not_paid_accs: number;
  accs_debt: string;
  orders_debt: string;
  accs_month: string;
  accs_two_weeks: string;
}
export interface ContractorDebtsAnswer {
  items: ContractorDebtRow[];
  meta: { total: number; page: number; limit: number };
  totals: Omit<ContractorDebtRow, 'contractor_id' | 'name' | 'user_id' | 'user_name'>;
}

/** GET /api/pay_today?sort=&order=&search= (spec 02 §3 «Pay-today entry»). */
export interface PayTodayRow {
  individual_id: number;
  name: string;
  phone: string | null;
  amount: string;
  last_payment_date: string | null;
  /** Full for holders of the `transactions` flag, else masked like «•••• 1234». */
  card_number: string | null;
  card_active_until: string | null;
  card_comment: string | null;
  card_masked: boolean;
}
export interface PayTodayAnswer {
  items: PayTodayRow[];
  meta: { total: number };
  totals: { amount: string; count: number };
}
