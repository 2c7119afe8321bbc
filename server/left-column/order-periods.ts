import { encodeFilter } from '../../core/filter.ts';
import { formatDate, isoDate } from '../../core/format.ts';

export interface Period {
  label: string;
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
}

/** Today and the current calendar month, in the server's local time (TZ=Europe/Moscow, like the office). */
export function moneyPeriods(now = new Date()): Period[] {
  const today = isoDate(now);
  const first = isoDate(new Date(now.getFullYear(), now.getMonth(), 1));
  const last = isoDate(new Date(now.getFullYear(), now.getMonth() + 1, 0));
  return [
    { label: 'Сегодня', from: today, to: today },
    { label: 'За месяц', from: first, to: last },
  ];
}

/** The orders list the figure sums: the same dates, without raw new orders (status 0). */
export function ordersHref(period: Period): string {
  const filter = encodeFilter({
    start_date: [`${formatDate(period.from)}..${formatDate(period.to)}`],
    status: ['1', '2', '3'],
  });
  return `/orders?filter=${encodeURIComponent(filter)}`;
}
