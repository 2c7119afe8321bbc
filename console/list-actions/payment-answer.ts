import { toast } from 'sonner';
import type { PaymentAnswer } from '../../core/actions/defs/payments.actions.ts';
import type { Row } from '../../core/api/api-client.ts';

/** One key per opened dialog: a repeated click or a retry after a lost answer pays nobody twice. */
export function idempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Notices of a payment answer: how many were paid, and which were already paid and left as they were. */
export function reportPayment(answer: PaymentAnswer, rows: readonly Row[], name: (row: Row) => string): void {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const named = (id: number) => {
    const row = byId.get(id);
    return row ? name(row) : `№ ${id}`;
  };
  if (answer.paid.length) toast.success(`Оплата проставлена: ${answer.paid.length}`, { duration: 4000 });
  if (answer.already_paid.length)
    toast.warning(`Уже оплачены, не изменены: ${answer.already_paid.map(named).join(', ')}`, { duration: 8000 });
}

export const required = (date: string | null, label: string): string => {
  if (!date) throw new Error(`Укажите дату: ${label.toLowerCase()}`);
  return date;
};
