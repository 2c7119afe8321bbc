import { toast } from 'sonner';
import type { Row } from '../../../core/api/api-client.ts';
import type { AccessRule } from '../../../core/permissions/access-rule.ts';
import { api } from '../../app/api.ts';

/** Spec 02 §6: 'Card invoice payment date can be edited by user_group_id 4 or 7; payment confirmation only by group 6'. */
export const cardDateGroups: AccessRule = { groups: [4, 7] };
export const cardConfirmGroups: AccessRule = { groups: [6] };

export function setCardPaymentDate(id: number, date: string | null): Promise<unknown> {
  return api.request('PUT', `/api/card_invoices/${id}/set_payment_date`, { p_paid_at: date });
}

/** Ticks or unticks the confirmation; a refusal is shown as a notice and leaves the row as it was. */
export async function toggleCardConfirmed(row: Row): Promise<void> {
  try {
    await api.request('PUT', `/api/card_invoices/${row.id}/set_payment_confirmed`, { p_confirmed: !row.p_confirmed });
  } catch (e) {
    toast.error((e as Error).message);
  }
}
