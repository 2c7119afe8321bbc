import type { SchedulePerson } from '../../../core/actions/defs/schedule-board.actions.ts';
import type { ScheduleBar } from '../../../core/actions/defs/schedule.actions.ts';
import { api } from '../../app/api.ts';
import { type FreeIndividual, type RateAndRating, workerWarnings } from '../orders/worker-picker-items.ts';

/** What pressing the assign key led to: refused (why), a warning to confirm with a second press, or done. */
export type AssignOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'confirm'; message: string }
  | { kind: 'done'; message: string };

interface WorkerRow {
  id: number;
  individual_id: number | null;
  work_type_id: number | null;
  instrument_type_id: number | null;
  rate_individual1: string | null;
  rate_individual2: string | null;
}

const refused = (message: string): AssignOutcome => ({ kind: 'refused', message });

/**
 * Puts a worker of the people view on the selected order the way the order card's worker picker
 * does (issue 23 item 1: 'through the card's own rules and warnings'): the candidate must be one
 * the picker offers for the order's day (POST /api/orders/free_individuals: not fired, not «Не
 * работает», the same fix_pay as the first chosen worker); a busy or expired-document candidate
 * needs a second press (the picker's second Enter); he takes the first empty place, his rate fills
 * an empty rate as on the card; and the save is the card's own PUT, so the server's card rules
 * (spec 01 §5) still decide and their refusal is shown as it is.
 */
export async function assignWorker(
  order: ScheduleBar,
  person: SchedulePerson,
  confirmed: boolean,
): Promise<AssignOutcome> {
  const date = order.start.slice(0, 10);
  const who = `«${person.name}»`;
  const on = `на заказ №${order.order_id}`;
  if (order.canceled) return refused(`Заказ №${order.order_id} отменён клиентом: назначать некого`);
  const day = person.days[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  if (day?.some((o) => o.order_id === order.order_id)) return refused(`${who} уже на заказе №${order.order_id}`);
  const found = await api.request<{ items: FreeIndividual[] }>('POST', '/api/orders/free_individuals', {
    date,
    order_id: order.order_id,
    search: person.name,
  });
  const candidate = found.items.find((r) => r.id === person.id);
  if (!candidate)
    return refused(
      day === null
        ? `${who} не может работать ${date.split('-').reverse().join('.')}: отстранён или «Не работает»`
        : `${who} не подходит ${on}: у выбранных работников другой вид оплаты (фиксированная или почасовая)`,
    );
  const warnings = workerWarnings(candidate);
  if (warnings.length && !confirmed)
    return { kind: 'confirm', message: `${warnings.join('. ')}. Нажмите «a» ещё раз — назначить ${who} ${on}` };
  const record = await api.request<{ order_individuals?: WorkerRow[] }>('GET', `/api/orders/${order.order_id}`);
  const place = record.order_individuals?.find((r) => r.individual_id === null);
  if (!place)
    return refused(
      `На заказе №${order.order_id} нет свободного места (${order.places_filled}/${order.places_total}): добавьте место в карточке заказа`,
    );
  const row: Record<string, unknown> = { id: place.id, individual_id: person.id };
  if (place.rate_individual1 === null && place.rate_individual2 === null) {
    const q: Record<string, string> = {};
    if (place.work_type_id) q.work_type_id = String(place.work_type_id);
    if (place.instrument_type_id) q.instrument_type_id = String(place.instrument_type_id);
    const rate = await api.request<RateAndRating>('GET', `/api/individuals/${person.id}/rate_and_rating`, undefined, q);
    if (rate.rate1 !== null || rate.rate2 !== null)
      Object.assign(row, { rate_individual1: rate.rate1, rate_individual2: rate.rate2 });
  }
  await api.resource('orders').update(order.order_id, { order_individuals: [row] });
  return { kind: 'done', message: `${who} назначен ${on}` };
}
