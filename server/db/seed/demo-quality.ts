import { type Kysely, sql } from 'kysely';
import { recalcQuality } from '../../domain/quality/quality-recalc.job.ts';
import { refreshReliability } from '../../domain/reliability/reliability-store.ts';
import type { DemoContractor } from './demo-contractors.ts';
import { seedHistory } from './demo-history.ts';
import type { DemoIndividual } from './demo-individuals.ts';
import type { DemoOrder } from './demo-orders.ts';
import type { ReferenceIds } from './demo-reference.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows, type Row } from './seed-insert.ts';
import { addDays, moscowTime, pastMoscowTime, type Random, rub } from './seed-random.ts';
import type { DB } from '../db-types.ts';

export interface QualityContext {
  ref: ReferenceIds;
  users: DemoUsers;
  contractors: DemoContractor[];
  people: DemoIndividual[];
  orders: DemoOrder[];
  today: string;
}

/** Spec 02 /individual_occupation work kinds of the demo's work types (migration 0046 names the spec's ids). */
async function occupationKinds(db: Kysely<DB>) {
  await sql`update work_types set occupation_kind = case
      when id in (48, 49, 53, 54) then 'gruz' when id = 50 then 'takel' when id = 51 then 'sbor' end
    where id between 48 and 54`.execute(db);
}

/**
 * Refusals of the last 90 days: a few habitual refusers and some one-off ones, so each of the
 * refusers' lists (today, week, month) has people; a taken-off worker names the order he left.
 */
async function seedRefusals(db: Kysely<DB>, rnd: Random, ctx: QualityContext) {
  const pool = ctx.people.filter((p) => p.available);
  const habitual = rnd.sample(pool, 6);
  const ages = [0, 0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 19, 22, 25, 28, 33, 41, 47, 55, 62, 70, 77, 84];
  const upcoming = ctx.orders.filter((o) => o.status === 2);
  const rows: Row[] = ages.flatMap((age, i) => {
    const who = i % 3 === 2 ? rnd.pick(pool) : habitual[i % habitual.length];
    const kind = rnd.weighted([
      [2, 5],
      [3, 3],
      [1, 2],
    ] as const);
    const day = addDays(ctx.today, -age);
    const order = kind === 1 && upcoming.length ? rnd.pick(upcoming) : null;
    return [
      {
        individual_id: who.id,
        order_id: order?.id ?? null,
        kind,
        refused_on: day,
        user_id: rnd.pick(ctx.users.logistIds),
        comment:
          kind === 1
            ? 'Отказался накануне, снят с заказа'
            : kind === 2
              ? rnd.pick(['Не может в этот день', 'Далеко ехать', 'Не устроила ставка'])
              : 'Не вышел, на звонки не отвечал',
        created_at: pastMoscowTime(day, '18:00'),
      },
    ];
  });
  await insertRows(db, 'individual_refusals', rows);
}

/** Suit checks on counted orders of the last four months: mostly in full form, some partial, a few without. */
async function seedSuitChecks(db: Kysely<DB>, rnd: Random, ctx: QualityContext, historyIds: number[]) {
  const since = addDays(ctx.today, -120);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'start_date'])
    .where('status', '=', '3')
    .where('start_date', '>=', since)
    .where('id', 'in', [...historyIds, ...ctx.orders.map((o) => o.id)])
    .orderBy('id')
    .execute();
  for (const o of rnd.sample(orders, 24)) {
    const workers = await db
      .selectFrom('order_individuals')
      .select('individual_id')
      .distinct()
      .where('order_id', '=', o.id)
      .where('individual_id', 'is not', null)
      .execute();
    if (!workers.length) continue;
    const [checkId] = await insertRows(db, 'suit_checks', [
      {
        user_id: rnd.pick(ctx.users.logistIds),
        order_id: o.id,
        comment: rnd.pick([null, 'Проверка на объекте', 'Фото формы от бригадира']),
        created_at: moscowTime(String(o.start_date), '10:30'),
      },
    ]);
    await insertRows(
      db,
      'suit_check_individuals',
      workers.map((w) => ({
        suit_check_id: checkId,
        individual_id: w.individual_id,
        check_type: rnd.weighted([
          [1, 7],
          [0, 2],
          [-5, 1],
        ] as const),
      })),
    );
  }
}

/** Ads spend before the demo's last 20 days, so the daily statistics have it over the whole history. */
async function seedAds(db: Kysely<DB>, rnd: Random, today: string) {
  const rows: Row[] = [];
  for (let d = 21; d <= 215; d++)
    for (const channel of ['Яндекс Директ', 'Авито'])
      if (rnd.chance(0.8)) rows.push({ date: addDays(today, -d), channel, amount: rub(rnd.int(8, 40) * 100) });
  await insertRows(db, 'everyday_ads', rows);
}

/**
 * Issue 21 item 7: demo data that makes every quality and statistics screen meaningful, after the
 * other demo steps and with a random stream of its own (so it shifts nothing they draw): five more
 * months of counted orders, refusals, suit checks, ads spend; counted orders dated on their day
 * (the daily statistics by updated_at); then the quality ratings of this month and the two before,
 * and every worker's reliability.
 */
export async function seedQuality(db: Kysely<DB>, rnd: Random, ctx: QualityContext) {
  await occupationKinds(db);
  const historyIds = await seedHistory(db, rnd, ctx);
  await sql`update orders set updated_at = (start_date + time '21:00') at time zone 'Europe/Moscow'
    where status = 3 and start_date < ${ctx.today}::date and id = any(${ctx.orders.map((o) => o.id)}::int[])`.execute(
    db,
  );
  await seedRefusals(db, rnd, ctx);
  await seedSuitChecks(db, rnd, ctx, historyIds);
  await seedAds(db, rnd, ctx.today);
  const [year, month] = ctx.today.split('-').map(Number);
  for (const back of [2, 1, 0]) {
    const at = new Date(Date.UTC(year, month - 1 - back, 1));
    await recalcQuality(db, { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, individual_ids: null });
  }
  await refreshReliability(db, { from: 1, to: 2_147_483_647 }, ctx.today);
}
