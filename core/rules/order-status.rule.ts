// Stored statuses are 0..3; 2.1, 2.2 and 2.5 exist only as displayed refinements of 2.
export const ORDER_STATUSES = [
  { value: 0, label: 'Необработан' },
  { value: 1, label: 'Предварительная заявка' },
  { value: 2, label: 'Сформирован' },
  { value: 2.1, label: 'Предварительно организован' },
  { value: 2.2, label: 'Ожидает подтверждения' },
  { value: 2.5, label: 'Организован' },
  { value: 3, label: 'Посчитан' },
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number]['value'];
export type StoredOrderStatus = 0 | 1 | 2 | 3;
export type OrderTab = 1 | 2 | 3;

export function orderStatusLabel(status: number): string {
  const found = ORDER_STATUSES.find((s) => s.value === status);
  if (!found) throw new RangeError(`Unknown order status ${status}`);
  return found.label;
}

export interface StatusInput {
  status: StoredOrderStatus;
  reviewed: boolean;
  visible_to_workers: boolean;
  /** Workers required: the sum of workers_amount over the price lines. */
  places_total: number;
  /** Order individual rows with an individual chosen. */
  places_filled: number;
  /** Of those, rows the worker has confirmed. */
  confirmed: number;
}

/**
 * Spec: '0 = status 1 and not reviewed; 1; 2; 2.1 = status 2, not visible to workers, all places
 * filled; 2.2 = visible, some places filled by individuals; 2.5 = visible and confirmed count covers
 * the total required; 3'. Stored 0 (a raw new order) also shows as 0 (DESIGN.md section 8).
 * An order needing no workers cannot be "filled" or "covered": it stays plain 2.
 */
export function displayedStatus(o: StatusInput): OrderStatus {
  switch (o.status) {
    case 0:
      return 0;
    case 1:
      return o.reviewed ? 1 : 0;
    case 3:
      return 3;
    case 2: {
      const needs = o.places_total > 0;
      if (!o.visible_to_workers) return needs && o.places_filled >= o.places_total ? 2.1 : 2;
      if (needs && o.confirmed >= o.places_total) return 2.5;
      return o.places_filled > 0 ? 2.2 : 2;
    }
    default:
      throw new RangeError(`Unknown stored order status ${o.status}`);
  }
}

/**
 * DESIGN.md section 8: 'New status = max(current, 1, min(s + 1, 3)); status 3 never moves on',
 * where `step` is the form (tab) being saved with 'next status', 1 to 3.
 */
export function nextStatus(current: StoredOrderStatus, step: OrderTab): StoredOrderStatus {
  // max() keeps 3 at 3: no step goes past it.
  return Math.max(current, 1, Math.min(step + 1, 3)) as StoredOrderStatus;
}

/**
 * Spec: 'status 3 shows the third tab only when payment_type is 2, otherwise the second'.
 * Before that the tab follows the status: preliminary (0, 1) on form 1, formed (2) on form 2.
 */
export function orderTab(status: StoredOrderStatus, payment_type: number | null): OrderTab {
  if (status === 3) return payment_type === 2 ? 3 : 2;
  return status === 2 ? 2 : 1;
}

export interface DefaultOrderView {
  statuses: readonly OrderStatus[];
  /** Only orders whose user2_id (the second-card manager) is the current user. */
  only_as_user2: boolean;
}

/**
 * Spec: 'Group 1 by default sees orders where they are the second-card manager with statuses 2,
 * 2.1, 2.2, 2.5; other groups see statuses 0, 1, 2, 2.1, 2.2, 2.5, 3'. A default the user may
 * clear, not a restriction (DESIGN.md section 8).
 */
export function defaultOrderView(user_group_id: number | null): DefaultOrderView {
  if (user_group_id === 1) return { statuses: [2, 2.1, 2.2, 2.5], only_as_user2: true };
  return { statuses: [0, 1, 2, 2.1, 2.2, 2.5, 3], only_as_user2: false };
}

/** A status move of the server's close and restore actions: the new status, or why it is refused. */
export type StatusMove = { ok: true; status: StoredOrderStatus; changed: boolean } | { ok: false; message: string };

export const statusMoveTexts = {
  closeNeedsFormed: 'Закрыть можно только сформированный заказ',
  restoreNeedsCounted: 'Вернуть в статус «Сформирован» можно только посчитанный заказ',
  restoreInAct: 'Заказ прикреплён к акту: сначала открепите его от акта',
} as const;

/**
 * Spec 01 §4 'Close order … server action': a formed order (2) is counted (3); a counted one stays
 * as it is (a repeat changes nothing); a preliminary one cannot be closed.
 */
export function statusAfterClose(current: StoredOrderStatus): StatusMove {
  if (current < 2) return { ok: false, message: statusMoveTexts.closeNeedsFormed };
  return { ok: true, status: 3, changed: current !== 3 };
}

/**
 * Spec 01 §7 'PUT /api/orders/{id}/restore_status2': a counted order goes back to formed (2); one
 * already formed stays; a preliminary one, or one attached to an act (its money is in the act), cannot.
 */
export function statusAfterRestore(current: StoredOrderStatus, inAct: boolean): StatusMove {
  if (current < 2) return { ok: false, message: statusMoveTexts.restoreNeedsCounted };
  if (current === 3 && inAct) return { ok: false, message: statusMoveTexts.restoreInAct };
  return { ok: true, status: 2, changed: current !== 2 };
}
