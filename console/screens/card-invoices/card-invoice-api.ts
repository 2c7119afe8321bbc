import { toast } from 'sonner';
import { setCardPaymentConfirmed, setCardPaymentDate as setDate } from '../../../core/actions/defs/payments.actions.ts';
import type { Row } from '../../../core/api/api-client.ts';
import { api } from '../../app/api.ts';

export function setCardPaymentDate(id: number, date: string | null): Promise<unknown> {
  return api.call(setDate, { params: { id }, body: { p_paid_at: date } });
}

/** Ticks or unticks the confirmation; a refusal is shown as a notice and leaves the row as it was. */
export async function toggleCardConfirmed(row: Row): Promise<void> {
  try {
    await api.call(setCardPaymentConfirmed, { params: { id: row.id }, body: { p_confirmed: !row.p_confirmed } });
  } catch (e) {
    toast.error((e as Error).message);
  }
}
