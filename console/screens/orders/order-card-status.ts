import { displayedStatus, type OrderStatus, type StoredOrderStatus } from '../../../core/rules/order-status.rule.ts';
import { paymentStage, paymentStageLabels } from '../../../core/rules/order-paid.rule.ts';
import { formatDate } from '../../../core/format.ts';
import type { Values } from '../../form/form-values.ts';

type Rows = Record<string, unknown>[];
const kept = (rows: unknown): Rows => (Array.isArray(rows) ? (rows as Rows).filter((r) => !r._destroy) : []);

/**
 * Issue 22 item 7 'The badge changes only after saving': the displayed status (spec 01 §4) of the
 * card as edited, by the same rule the server stores it with.
 */
export function liveDisplayedStatus(v: Values): OrderStatus {
  const workers = kept(v.order_individuals).filter((w) => w.individual_id != null);
  return displayedStatus({
    status: Number(v.status ?? 0) as StoredOrderStatus,
    reviewed: Boolean(v.reviewed),
    visible_to_workers: Boolean(v.visible_to_workers),
    places_total: kept(v.order_prices).reduce((sum, p) => sum + (Number(p.workers_amount) || 0), 0),
    places_filled: workers.length,
    confirmed: workers.filter((w) => w.confirmed).length,
  });
}

/**
 * Issue 22 item 11 'cancelled and payment states appear only in optional list columns, never on the
 * card': the lines the card's head shows beside the badge.
 */
export function orderStateNotes(v: Values): string[] {
  const notes: string[] = [];
  if (v.client_canceled_at) notes.push(`Отменён клиентом ${formatDate(String(v.client_canceled_at))}`);
  if (v.prepayment || v.pp_sent_at || v.pp_paid_at)
    notes.push(`Предоплата: ${paymentStageLabels[paymentStage(str(v.pp_sent_at), str(v.pp_paid_at))].toLowerCase()}`);
  if (Number(v.status) >= 2 || v.p_sent_at || v.p_paid_at)
    notes.push(`Оплата: ${paymentStageLabels[paymentStage(str(v.p_sent_at), str(v.p_paid_at))].toLowerCase()}`);
  return notes;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
