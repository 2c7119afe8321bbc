/**
 * The ledger's operations and owners (docs/decisions.md «Ledger»). Sign: an amount is in the
 * owner's favour, so a balance is what the company owes the owner (negative: what he owes it).
 */
export const LEDGER_OPERATIONS = [
  { value: 1, label: 'Оплата клиента' },
  { value: 2, label: 'Выплата' },
  { value: 3, label: 'Штраф' },
  { value: 4, label: 'Премия' },
  { value: 5, label: 'Начисление работнику' },
  { value: 6, label: 'Начисление клиенту' },
  { value: 7, label: 'Оплата проезда' },
] as const;

export type LedgerOperationId = (typeof LEDGER_OPERATIONS)[number]['value'];

/** The operations code names, each an id of the catalogue above (the type refuses any other). */
export const LEDGER_OPERATION = {
  clientPayment: 1,
  payout: 2,
  fine: 3,
  bonus: 4,
  /** Начисление работнику за заказ. */
  workerEarning: 5,
  /** Начисление клиенту за заказ (его долг). */
  clientCharge: 6,
  /** Оплата проезда: the worker's commute payment for the order (core/rules/commute.rule.ts). */
  commute: 7,
} as const satisfies Record<string, LedgerOperationId>;

/** Operation 2, the default of a new transaction (spec 02 §3 'operation_id (default 2 for new)'). */
export const PAYOUT_OPERATION = LEDGER_OPERATION.payout;

export const LEDGER_OWNER_TYPES = ['Individual', 'Our_Individual', 'Theirs_Individual', 'User', 'Contractor'] as const;
export type LedgerOwnerTypeName = (typeof LEDGER_OWNER_TYPES)[number];

/** A worker has one balance over his three owner types; users and contractors are their own class. */
export type LedgerOwnerClass = 'Individual' | 'User' | 'Contractor';

/** The same mapping as the SQL function ledger_owner_class (migration 0036). */
export function ownerClass(ownerType: LedgerOwnerTypeName): LedgerOwnerClass {
  return ownerType === 'User' || ownerType === 'Contractor' ? ownerType : 'Individual';
}
