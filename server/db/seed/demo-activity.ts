import type { Kysely } from 'kysely';
import type { DemoContractor } from './demo-contractors.ts';
import { mobilePhone } from './demo-contractors.ts';
import type { DemoIndividual } from './demo-individuals.ts';
import type { DemoOrder } from './demo-orders.ts';
import { MANAGER_MESSAGES, WORKER_MESSAGES } from './demo-people.data.ts';
import type { ReferenceIds } from './demo-reference.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows, type Row } from './seed-insert.ts';
import { addDays, moscowTime, type Random, rub } from './seed-random.ts';

export interface ActivityContext {
  ref: ReferenceIds;
  users: DemoUsers;
  contractors: DemoContractor[];
  people: DemoIndividual[];
  orders: DemoOrder[];
  today: string;
}

const OFFICE_PHONE = '74951234567';
const time = (rnd: Random) => `${String(rnd.int(9, 19)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}`;

async function seedCalls(db: Kysely<any>, rnd: Random, ctx: ActivityContext) {
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
      occurred_at: moscowTime(day, time(rnd)),
      outgoing,
      phone_caller: outgoing ? OFFICE_PHONE : client,
      phone_callee: outgoing ? client : OFFICE_PHONE,
      contractor_id: contractor?.id ?? null,
      contact_id: contractor ? contractor.contactIds[k] : null,
      user_id: rnd.pick(ctx.users.managerIds),
      duration: answered ? rnd.int(25, 600) : rnd.int(5, 30),
      link_duration: answered ? rnd.int(20, 580) : 0,
      record_filename: answered ? `${day.replaceAll('-', '')}-${String(i).padStart(4, '0')}.mp3` : null,
      caller_estimation: answered && !outgoing && rnd.chance(0.5) ? rnd.pick(['5', '5,1', '4', '4,2', '3']) : null,
      no_answer_reason_string: answered ? null : rnd.pick(['Не взяли трубку', 'Занято', 'Абонент недоступен']),
      comment: spam
        ? 'Предлагали рекламу'
        : rnd.pick([null, 'Уточнял время', 'Хочет заказ на завтра', 'Вопрос по счёту']),
      not_a_client: spam,
      order_id: order && rnd.chance(0.6) ? order.id : null,
      rating_visible: false,
    });
  }
  return insertRows(db, 'calls', rows);
}

async function seedMessages(db: Kysely<any>, rnd: Random, ctx: ActivityContext) {
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
        created_at: moscowTime(day, time(rnd)),
      });
    }
  }
  await insertRows(db, 'messages', rows);
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

async function seedTasks(db: Kysely<any>, rnd: Random, ctx: ActivityContext) {
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
      created_at: moscowTime(addDays(ctx.today, -rnd.int(0, 20)), time(rnd)),
    })),
  );
}

async function seedRatings(db: Kysely<any>, rnd: Random, ctx: ActivityContext, callIds: number[]) {
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

export async function seedActivity(db: Kysely<any>, rnd: Random, ctx: ActivityContext) {
  const callIds = await seedCalls(db, rnd, ctx);
  await seedMessages(db, rnd, ctx);
  await seedTasks(db, rnd, ctx);
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
          individual_id: p.id,
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
