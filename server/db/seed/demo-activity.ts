import type { Kysely } from 'kysely';
import type { DemoContractor } from './demo-contractors.ts';
import type { DemoIndividual } from './demo-individuals.ts';
import type { DemoOrder } from './demo-orders.ts';
import { seedCalls, seedMessages, timeOfDay } from './demo-communications.ts';
import type { ReferenceIds } from './demo-reference.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows } from './seed-insert.ts';
import { seedUserActivity } from './demo-user-activity.ts';
import { addDays, moscowTime, pastMoscowTime, type Random, rub } from './seed-random.ts';
import type { DB } from '../db-types.ts';

export interface ActivityContext {
  ref: ReferenceIds;
  users: DemoUsers;
  contractors: DemoContractor[];
  people: DemoIndividual[];
  orders: DemoOrder[];
  today: string;
}

const TASKS = [
  'Позвонить в «Логистик Плюс» по сверке за прошлый месяц',
  'Проверить патенты у бригады «Юг»',
  'Заказать пропуска на Крокус на выходные',
  'Выставить счёт ТД Северный за доп. часы',
  'Найти двух такелажников на пятницу',
  'Обновить тарифы для «МФ Уют»',
  'Выдать форму новичкам',
  'Сверить кассу за неделю',
  'Перезвонить частному клиенту по переезду',
  'Собрать отзывы по заказам за неделю',
  'Закрыть акты за прошлый месяц',
  'Проверить медполисы, срок до конца месяца',
];

async function seedTasks(db: Kysely<DB>, rnd: Random, ctx: ActivityContext) {
  const staff = [...ctx.users.managerIds, ...ctx.users.logistIds, ...ctx.users.accountantIds];
  await insertRows(
    db,
    'tasks',
    TASKS.map((title, i) => ({
      title,
      description: rnd.chance(0.5) ? 'Срок — до конца недели' : null,
      assigned_to_id: rnd.pick(staff),
      user_id: ctx.users.adminId,
      status: i < 6 ? 1 : i < 9 ? 2 : 3,
      created_at: pastMoscowTime(addDays(ctx.today, -rnd.int(0, 20)), timeOfDay(rnd)),
    })),
  );
}

async function seedRatings(db: Kysely<DB>, rnd: Random, ctx: ActivityContext, callIds: number[]) {
  const rated = ctx.orders.filter((o) => o.status === 3 && o.startDate >= addDays(ctx.today, -25)).slice(0, 18);
  for (const [i, o] of rated.entries()) {
    const rating = rnd.weighted([
      [5, 6],
      [4, 3],
      [3, 1],
      [2, 1],
    ] as const);
    const innocent = rating < 4 ? o.workers.slice(1).map((w) => w.individualId) : [];
    await db
      .updateTable('orders')
      .set({
        rating,
        rating_form: rnd.pick([1, 1, 2, 3, 4]),
        rating_comment:
          rating >= 4 ? rnd.pick(['Всё отлично', 'Быстро и аккуратно', 'Спасибо ребятам']) : 'Опоздали на 40 минут',
        rating_received_from_client: true,
        innocent_individual_ids: innocent,
        all_innocent: innocent.length > 0 && innocent.length === o.workers.length,
        rating_call_id: i < 5 ? callIds[i] : null,
        rating_set_at: moscowTime(addDays(o.startDate, 1), '11:00'),
      })
      .where('id', '=', o.id)
      .execute();
  }
}

export async function seedActivity(db: Kysely<DB>, rnd: Random, ctx: ActivityContext) {
  const callIds = await seedCalls(db, rnd, ctx);
  await seedMessages(db, rnd, ctx);
  await seedTasks(db, rnd, ctx);
  await seedUserActivity(db, rnd, ctx);
  await seedRatings(db, rnd, ctx, callIds);
  await insertRows(
    db,
    'contractor_honesties',
    rnd.sample(ctx.contractors, 10).map((c) => ({
      contractor_id: c.id,
      honesty_type_id: rnd.weighted(ctx.ref.honestyTypeIds.map((id, k) => [id, 5 - k] as const)),
      user_id: rnd.pick(ctx.users.accountantIds),
      date: addDays(ctx.today, -rnd.int(1, 90)),
    })),
  );
  // Today's and yesterday's tracks of the workers on orders: a few points drifting from home.
  const tracked = ctx.people.filter((p) => p.available).slice(0, 25);
  await insertRows(
    db,
    'location_logs',
    tracked.flatMap((p) =>
      [0, -1].flatMap((d) =>
        Array.from({ length: rnd.int(4, 8) }, (_, k) => ({
          trackable_id: p.id,
          lat: (p.home[0] + k * 0.004 * (rnd.next() - 0.3)).toFixed(6),
          lng: (p.home[1] + k * 0.006 * (rnd.next() - 0.3)).toFixed(6),
          tracked_at: moscowTime(
            addDays(ctx.today, d),
            `${String(8 + k).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}`,
          ),
        })),
      ),
    ),
  );
  const checked = ctx.orders.filter((o) => o.status === 3 && o.workers.length > 1).slice(-5);
  for (const o of checked) {
    const [checkId] = await insertRows(db, 'suit_checks', [
      { user_id: rnd.pick(ctx.users.logistIds), order_id: o.id, created_at: moscowTime(o.startDate, '10:00') },
    ]);
    await insertRows(
      db,
      'suit_check_individuals',
      o.workers.map((w) => ({
        suit_check_id: checkId,
        individual_id: w.individualId,
        check_type: rnd.weighted([
          [1, 6],
          [0, 2],
          [-5, 1],
        ] as const),
      })),
    );
  }
  await insertRows(
    db,
    'everyday_ads',
    Array.from({ length: 60 }, (_, d) => ({ d, channel: ['Яндекс Директ', 'Авито', 'VK Реклама'][d % 3] })).map(
      ({ d, channel }) => ({
        date: addDays(ctx.today, -Math.floor(d / 3) - 1),
        channel,
        amount: rub(rnd.int(8, 40) * 100),
      }),
    ),
  );
  await insertRows(db, 'mass_mailings', [
    {
      user_id: ctx.users.managerIds[0],
      subject: 'Новые тарифы с 1 числа',
      body: 'Уважаемые партнёры! Сообщаем об изменении тарифов на услуги грузчиков с первого числа следующего месяца.',
      emails: JSON.stringify(ctx.contractors.slice(0, 10).map((c) => c.docEmail)),
      send_email: true,
      created_at: moscowTime(addDays(ctx.today, -20), '10:00'),
    },
    {
      user_id: ctx.users.managerIds[0],
      subject: 'Работаем в праздники',
      body: 'В праздничные дни принимаем заказы круглосуточно.',
      phone_numbers: JSON.stringify(ctx.contractors.slice(0, 5).map((c) => c.contactPhones[0])),
      send_email: false,
      send_whatsapp: true,
      created_at: moscowTime(addDays(ctx.today, -5), '12:00'),
    },
  ]);
}
