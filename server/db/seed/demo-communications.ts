import type { Kysely } from 'kysely';
import type { ActivityContext } from './demo-activity.ts';
import { mobilePhone } from './demo-contractors.ts';
import { MANAGER_MESSAGES, WORKER_MESSAGES } from './demo-people.data.ts';
import { insertRows, type Row } from './seed-insert.ts';
import { addDays, pastMoscowTime, type Random } from './seed-random.ts';
import type { DB } from '../db-types.ts';

// Telephony calls with clients and the order chat between workers and managers.
const OFFICE_PHONE = '74951234567';
export const timeOfDay = (rnd: Random) =>
  `${String(rnd.int(9, 19)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}`;

/**
 * The office PBX as an integration with no secret yet (an admin issues one: docs/admin.md «Telephony»), the
 * managers' extensions, and calls it reported: matched to a contractor's contact, and unknown
 * numbers marked «Не клиент», with durations, keypad estimations and recording names.
 */
export async function seedCalls(db: Kysely<DB>, rnd: Random, ctx: ActivityContext) {
  const [integrationId] = await insertRows(db, 'telephony_integrations', [{ name: 'АТС офиса' }]);
  for (const [k, id] of ctx.users.managerIds.entries())
    await db
      .updateTable('users')
      .set({ phone_extension: String(101 + k) })
      .where('id', '=', id)
      .execute();
  const rows: Row[] = [];
  for (let i = 0; i < 80; i++) {
    const day = addDays(ctx.today, -Math.floor(i / 3));
    const outgoing = rnd.chance(0.35);
    const spam = rnd.chance(0.06);
    const contractor = spam ? null : rnd.pick(ctx.contractors);
    const k = contractor ? rnd.int(0, contractor.contactIds.length - 1) : 0;
    const client = contractor ? contractor.contactPhones[k] : mobilePhone(rnd);
    const answered = rnd.chance(0.85);
    const order =
      contractor && !outgoing ? ctx.orders.find((o) => o.contractor === contractor && o.startDate > day) : undefined;
    rows.push({
      occurred_at: pastMoscowTime(day, timeOfDay(rnd)),
      outgoing,
      phone_caller: outgoing ? OFFICE_PHONE : client,
      phone_callee: outgoing ? client : OFFICE_PHONE,
      contractor_id: contractor?.id ?? null,
      contact_id: contractor ? contractor.contactIds[k] : null,
      user_id: rnd.pick(ctx.users.managerIds),
      duration: answered ? rnd.int(25, 600) : rnd.int(5, 30),
      link_duration: answered ? rnd.int(20, 580) : 0,
      record_filename: answered ? `${day.replaceAll('-', '')}-${String(i).padStart(4, '0')}.mp3` : null,
      // The first value of the keypad answer (spec 02), as the webhook stores it.
      caller_estimation: answered && !outgoing && rnd.chance(0.5) ? rnd.pick(['5', '5', '4', '4', '3']) : null,
      no_answer_reason_string: answered ? null : rnd.pick(['Не взяли трубку', 'Занято', 'Абонент недоступен']),
      comment: spam
        ? 'Предлагали рекламу'
        : rnd.pick([null, 'Уточнял время', 'Хочет заказ на завтра', 'Вопрос по счёту']),
      not_a_client: spam,
      order_id: order && rnd.chance(0.6) ? order.id : null,
      rating_visible: false,
      integration_id: integrationId,
      external_id: `demo-${i + 1}`,
    });
  }
  return insertRows(db, 'calls', rows);
}

export async function seedMessages(db: Kysely<DB>, rnd: Random, ctx: ActivityContext) {
  const rows: Row[] = [];
  const recent = ctx.orders.filter((o) => o.workers.length > 0 && o.startDate >= addDays(ctx.today, -5));
  for (const o of recent.slice(0, 25)) {
    const manager = rnd.pick(ctx.users.managerIds);
    for (let k = 0; k < rnd.int(1, 4); k++) {
      const incoming = k % 2 === 0;
      const worker = rnd.pick(o.workers).individualId;
      const day = [addDays(o.startDate, -1 + (k >> 1)), ctx.today].sort()[0];
      rows.push({
        order_id: o.id,
        incoming,
        sender_id: incoming ? worker : manager,
        receivers: JSON.stringify(incoming ? [manager] : o.workers.map((w) => w.individualId)),
        message: rnd.pick(incoming ? WORKER_MESSAGES : MANAGER_MESSAGES),
        is_processed: !incoming || o.startDate < ctx.today || rnd.chance(0.5),
        created_at: pastMoscowTime(day, timeOfDay(rnd)),
      });
    }
  }
  await insertRows(db, 'messages', rows);
}
