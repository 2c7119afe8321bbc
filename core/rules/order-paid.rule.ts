export interface PaidInput {
  payment_type: number | null;
  /** Stored order status. */
  status: number;
  act_id: number | null;
  /** Status of the linked act (see act-status.rule.ts); null when there is no act. */
  act_status: number | null;
  p_paid_at: string | null;
}

/**
 * Spec: 'payment_type 1 is paid when order status is 3; type 2 when the order has an act and the
 * act status is 4; types 3 and 4 when p_paid_at is set'. Any other type is never paid.
 */
export function isOrderPaid(o: PaidInput): boolean {
  switch (o.payment_type) {
    case 1:
      return o.status === 3;
    case 2:
      return o.act_id != null && o.act_status === 4;
    case 3:
    case 4:
      return Boolean(o.p_paid_at);
    default:
      return false;
  }
}

export type PaymentStage = 'not_issued' | 'issued' | 'paid';

export const paymentStageLabels: Record<PaymentStage, string> = {
  not_issued: 'Не выставлен',
  issued: 'Выставлен, не оплачен',
  paid: 'Оплачен',
};

/**
 * Spec: 'Prepayment and final payment states: not issued (not sent), issued but unpaid, paid'.
 * Pass pp_sent_at/pp_paid_at for the prepayment, p_sent_at/p_paid_at for the final payment.
 * A paid date wins over a missing sent date: money received is the fact that matters.
 */
export function paymentStage(sent_at: string | null, paid_at: string | null): PaymentStage {
  if (paid_at) return 'paid';
  return sent_at ? 'issued' : 'not_issued';
}
