import { z } from 'zod';

// The wire contract of the ledger calls and the three money reports (issue 13), shared by the
// server, the console and the CLI through the action catalogue (core/actions/defs/ledger.actions.ts).
// Money is a decimal string with two places ("1234.50"), never a float; dates on the wire are yyyy-MM-dd.

export const ledgerOwnerClasses = ['Individual', 'User', 'Contractor'] as const;
const ownerClass = z.enum(ledgerOwnerClasses);

export const nullifyAnswer = z.object({
  owner_class: ownerClass,
  owner_id: z.number(),
  /** What the balance was just before the balancing row. */
  balance_before: z.string(),
  /** The balancing row, or null when the balance already was zero. */
  transaction_id: z.number().nullable(),
  /** Always "0.00". */
  balance: z.string(),
});
export type NullifyAnswer = z.infer<typeof nullifyAnswer>;

/** GET /api/transactions/balances?owner_class=Individual&owner_ids=1,2,3 */
export const balanceRow = z.object({
  owner_class: ownerClass,
  owner_id: z.number(),
  name: z.string().nullable(),
  balance: z.string(),
  last_payout_date: z.string().nullable(),
});
export type BalanceRow = z.infer<typeof balanceRow>;
export const balancesAnswer = z.object({ items: z.array(balanceRow) });
export type BalancesAnswer = z.infer<typeof balancesAnswer>;

/** Money columns of an excerpt, split by whom the rows belong to (spec 02 §3 «Excerpt»). */
const excerptSums = z.object({
  clients: z.string(),
  own_individuals: z.string(),
  theirs_individuals: z.string(),
  users: z.string(),
  total: z.string(),
});
export type ExcerptSums = z.infer<typeof excerptSums>;
const excerptDay = excerptSums.extend({ date: z.string() });
export type ExcerptDay = z.infer<typeof excerptDay>;
const excerptRow = excerptDay.extend({ operation_id: z.number() });
export type ExcerptRow = z.infer<typeof excerptRow>;

/** GET /api/excerpts?from=yyyy-MM-dd&to=yyyy-MM-dd[&operation_id=N] (default this month, Moscow). */
export const excerptsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per day and operation that has rows, date ascending then operation. */
  rows: z.array(excerptRow),
  /** One per day of the period that has rows: the day totals. */
  days: z.array(excerptDay),
  totals: excerptSums,
});
export type ExcerptsAnswer = z.infer<typeof excerptsAnswer>;

const debtSums = {
  not_paid_accs: z.number(),
  accs_debt: z.string(),
  orders_debt: z.string(),
  accs_month: z.string(),
  accs_two_weeks: z.string(),
};

/** GET /api/contractor_debts?sort=&order=&search=&user_id=&page= (spec 02 §3 «Contractor debt»). */
export const contractorDebtRow = z.object({
  contractor_id: z.number(),
  name: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  ...debtSums,
});
export type ContractorDebtRow = z.infer<typeof contractorDebtRow>;
export const contractorDebtsAnswer = z.object({
  items: z.array(contractorDebtRow),
  meta: z.object({ total: z.number(), page: z.number(), limit: z.number() }),
  totals: z.object(debtSums),
});
export type ContractorDebtsAnswer = z.infer<typeof contractorDebtsAnswer>;

/** GET /api/pay_today?sort=&order=&search= (spec 02 §3 «Pay-today entry»). */
export const payTodayRow = z.object({
  individual_id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  amount: z.string(),
  last_payment_date: z.string().nullable(),
  /** Full for holders of the `transactions` flag, else masked like «•••• 1234». */
  card_number: z.string().nullable(),
  card_active_until: z.string().nullable(),
  card_comment: z.string().nullable(),
  card_masked: z.boolean(),
});
export type PayTodayRow = z.infer<typeof payTodayRow>;
export const payTodayAnswer = z.object({
  items: z.array(payTodayRow),
  meta: z.object({ total: z.number() }),
  totals: z.object({ amount: z.string(), count: z.number() }),
});
export type PayTodayAnswer = z.infer<typeof payTodayAnswer>;
