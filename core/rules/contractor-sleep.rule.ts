// Spec 01 §3 names a contractor's sleep_status and avg_days_between_orders without their meaning.
// Ours (docs/decisions.md): how long the client has gone without an order, against its own rhythm.

export const sleepStatusLabels = {
  0: 'Нет заказов',
  1: 'Активен',
  2: 'Засыпает',
  3: 'Спит',
} as const;

export type SleepStatus = keyof typeof sleepStatusLabels;

/** A client with one order, or one that orders daily, is measured against at least a week. */
export const MIN_RHYTHM_DAYS = 7;
/** With a single order there is no rhythm yet: a month is what a typical client's next order takes. */
export const DEFAULT_RHYTHM_DAYS = 30;

export interface OrderDates {
  /** Distinct order days (cancelled orders do not count). */
  days: number;
  first: string | null;
  last: string | null;
}

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Mean gap in days between order days, one decimal; null below two order days. */
export function avgDaysBetweenOrders({ days, first, last }: OrderDates): number | null {
  if (days < 2 || !first || !last) return null;
  return Math.round(((dayNumber(last) - dayNumber(first)) / (days - 1)) * 10) / 10;
}

/**
 * Active while the days since the last order stay within twice the client's rhythm (its average
 * gap, at least a week), falling asleep up to four times, asleep past that. A future order is active.
 */
export function sleepStatus(dates: OrderDates, today: string): SleepStatus {
  if (dates.days === 0 || !dates.last) return 0;
  const rhythm = Math.max(avgDaysBetweenOrders(dates) ?? DEFAULT_RHYTHM_DAYS, MIN_RHYTHM_DAYS);
  const since = dayNumber(today) - dayNumber(dates.last);
  if (since <= 2 * rhythm) return 1;
  if (since <= 4 * rhythm) return 2;
  return 3;
}
