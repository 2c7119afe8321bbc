import type { Kysely } from 'kysely';
import { texts } from '../../../core/texts.ts';
import type { DemoOrder } from './demo-orders.ts';
import type { DemoUsers } from './demo-users.ts';
import { addDays, moscowTime, type Random } from './seed-random.ts';
import { insertRows, type Row } from './seed-insert.ts';
import type { DB } from '../db-types.ts';

const INTERNAL = [
  'Клиент просил позвонить за час до приезда бригады',
  'Пропуск заказан, забрать на проходной',
  'Уточнить у клиента объём: возможно, понадобится ещё один грузчик',
];
const FROM_WORKERS = ['Буду на месте в 8:40', 'Задерживаюсь на 15 минут, пробки', 'На объекте нет лифта, нужны ремни'];

/**
 * Issue 10 item 9 'orders ... with comments, history': the card's history and comments of demo
 * orders, as the card would have written them — created by a manager a few days before the work,
 * conducted to form 1 and 2 on the way ('Проведение карточки 1' / '2'), internal notes between
 * managers and workers' messages on the orders they work.
 */
export async function seedOrderNotes(db: Kysely<DB>, rnd: Random, orders: DemoOrder[], users: DemoUsers) {
  const changes: Row[] = [];
  const comments: Row[] = [];
  for (const o of orders) {
    const manager = rnd.pick(users.managerIds);
    const created = moscowTime(addDays(o.startDate, -4), '10:15');
    const change = (at: string, field: string, label: string, from: string | null, to: string | null) =>
      changes.push({ order_id: o.id, user_id: manager, changed_at: at, field, label, from, to });
    change(created, 'id', 'Заказ создан', null, String(o.id));
    if (o.status >= 2) change(moscowTime(addDays(o.startDate, -3), '11:40'), 'status', texts.historyStatus2, '1', '2');
    if (o.status >= 3) change(moscowTime(o.startDate, '19:05'), 'status', texts.historyStatus3, '2', '3');
    if (o.status >= 2 && rnd.chance(0.2))
      comments.push({
        order_id: o.id,
        kind: 'internal',
        user_id: manager,
        comment: rnd.pick(INTERNAL),
        created_at: moscowTime(addDays(o.startDate, -2), '15:20'),
      });
    if (o.workers.length && rnd.chance(0.15))
      comments.push({
        order_id: o.id,
        kind: 'individual',
        individual_id: rnd.pick(o.workers).individualId,
        comment: rnd.pick(FROM_WORKERS),
        created_at: moscowTime(o.startDate, '07:55'),
      });
  }
  await insertRows(db, 'order_changes', changes);
  await insertRows(db, 'order_comments', comments);
}
