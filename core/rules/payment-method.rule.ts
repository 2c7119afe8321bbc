export interface PaymentMethodInput {
  payment_method_id: number | null;
  /** Hours the worker has worked in total. */
  total_work_time: number | null;
}

/** Past this many hours a cash worker is a regular one: 'фп' instead of 'ф'. */
export const REGULAR_CASH_HOURS = 120;

const CODES: Record<number, string> = { 1: 'ст', 2: 'к', 3: 'ф' };

/**
 * Spec: "Payment method short codes: 1 'ст', 2 'к', 3 'ф' (or 'фп' when total work time over 120)".
 * An unknown or missing method shows nothing rather than a wrong code.
 */
export function paymentMethodCode({ payment_method_id, total_work_time }: PaymentMethodInput): string {
  const code = CODES[payment_method_id ?? 0] ?? '';
  return code === 'ф' && (total_work_time ?? 0) > REGULAR_CASH_HOURS ? 'фп' : code;
}
