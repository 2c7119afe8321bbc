import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '../../server/statistics/statistics-period.ts';
import { insertWorker, monthBack } from './quality-fixture.ts';
import { referenceDriver, referenceHeatMap, referenceIdle, referencePlaces } from './occupation-reference.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import type { DB } from '../../server/db/db-types.ts';

// Issue 21 item 8: the occupancy and driver statistics read occupation_places (migration 0085),
// which triggers keep inside each writing transaction. Whatever is written to orders and their
// workers (status, date moved across months, start, hours, worker, work type, cancellation,
// deletes), the table and the answers must equal the direct SQL of occupation-reference.ts.
// OCCUPATION_SEED replays a failing draw.
const SEED = Number(process.env.OCCUPATION_SEED ?? 21_085);
let t: TestApp;
let admin: Credentials;
let next = SEED >>> 0;
/** mulberry32: the same draws on every run of a seed. */
function random(): number {
  next = (next + 0x6d2b79f5) >>> 0;
  let x = Math.imul(next ^ (next >>> 15), 1 | next);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
const B = monthBack(50);
const months = [monthRange(B.year, B.month, -1), monthRange(B.year, B.month), monthRange(B.year, B.month, 1)];
const WORK_TYPES = [48, 49, 50, 51, 52, 53, 54] as const;
const HOURS = [null, '0.5', '1', '2.25', '4', '7.5', '13'] as const;
const TIMES = [null, '05:00', '07:45', '08:30', '10:00', '12:15', '16:59', '18:00', '21:30'] as const;
const STATUSES = [0, 1, 2, 2, 3, 3, 3] as const;
const workers: number[] = [];
let contractor: number;

const day = () => {
  const m = pick(months);
  return `${m.from.slice(0, 8)}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
};
const cancelled = () => (random() < 0.15 ? new Date().toISOString() : null);
const orderValues = () => ({
  contractor_id: contractor,
  status: pick(STATUSES),
  start_date: day(),
  start_time: pick(TIMES),
  pure_time: pick(HOURS),
  approx_work_time: pick(HOURS),
  trip_time: pick([null, '0.5', '2'] as const),
  client_canceled_at: cancelled(),
});
const placeValues = (orderId: number) => ({
  order_id: orderId,
  individual_id: random() < 0.85 ? pick(workers) : null,
  work_type_id: pick(WORK_TYPES),
  instrument_type_id: random() < 0.5 ? 1 : null,
  pure_time: pick(HOURS),
  rate_client1: pick(['800', '1000.50']),
  rate_client2: pick([null, '500']),
  rate_individual1: '600',
});

/** The test's own orders (the demo's are left alone). */
let ours: Set<number>;

/** One random write among those the triggers must follow. */
async function randomWrite(db: Kysely<DB>) {
  const orders = [...ours];
  const places = (
    await db
      .selectFrom('order_individuals')
      .select('id')
      .where('order_id', 'in', [...ours])
      .execute()
  ).map((r) => Number(r.id));
  const o = pick(orders);
  const p = pick(places);
  const updateOrder = (set: Record<string, unknown>) => db.updateTable('orders').set(set).where('id', '=', o).execute();
  const updatePlace = (set: Record<string, unknown>) =>
    db.updateTable('order_individuals').set(set).where('id', '=', p).execute();
  const writes = [
    () => updateOrder({ status: pick(STATUSES) }),
    () => updateOrder({ start_date: day() }),
    () => updateOrder({ start_time: pick(TIMES) }),
    () => updateOrder({ pure_time: pick(HOURS), approx_work_time: pick(HOURS) }),
    () => updateOrder({ trip_time: pick([null, '1', '3.5'] as const) }),
    () => updateOrder({ client_canceled_at: cancelled() }),
    () => updateOrder({ comment: `без влияния ${random()}` }),
    () => updatePlace({ pure_time: pick(HOURS) }),
    () => updatePlace({ individual_id: random() < 0.8 ? pick(workers) : null }),
    () => updatePlace({ work_type_id: pick(WORK_TYPES) }),
    () => updatePlace({ order_id: pick(orders) }),
    () => updatePlace({ rating: 5, confirmed: true }),
    () => db.deleteFrom('order_individuals').where('id', '=', p).execute(),
    () =>
      db
        .insertInto('order_individuals')
        .values([placeValues(o), placeValues(pick(orders))])
        .execute(),
    async () => {
      await db.deleteFrom('orders').where('id', '=', o).execute();
      ours.delete(o);
    },
    async () => {
      const row = await db.insertInto('orders').values(orderValues()).returning('id').executeTakeFirstOrThrow();
      ours.add(Number(row.id));
      await db
        .insertInto('order_individuals')
        .values([placeValues(Number(row.id))])
        .execute();
    },
    // A set-wide update: several orders of one month change at once.
    () => db.updateTable('orders').set({ status: 3 }).where('id', 'in', orders.slice(0, 5)).execute(),
  ];
  await pick(writes)();
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  const c = await t.db
    .insertInto('contractors')
    .values({ name: 'ООО «Паритет»' })
    .returning('id')
    .executeTakeFirstOrThrow();
  contractor = Number(c.id);
  const names = ['Агеев Антон', 'Белов Борис', 'Белов Борис', 'Яковлев Ян', 'Ёлкин Егор'];
  for (let i = 0; i < 24; i++)
    workers.push(
      await insertWorker(t, `${pick(names)} ${i % 6}`, { fired: i % 11 === 0, status: i % 9 === 0 ? 7 : 2 }),
    );
  await t.db
    .insertInto('individual_work_types')
    .values(workers.slice(0, 12).map((w) => ({ individual_id: w, work_type_id: pick([48, 50, 51]) })))
    .execute();
  ours = new Set();
  for (let i = 0; i < 40; i++) {
    const row = await t.db.insertInto('orders').values(orderValues()).returning('id').executeTakeFirstOrThrow();
    ours.add(Number(row.id));
  }
  await t.db
    .insertInto('order_individuals')
    .values([...ours].flatMap((o) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => placeValues(o))))
    .execute();
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const r = await t.api('GET', url, admin);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

/** The kept table and every answer of the three months equal the direct SQL. */
async function expectParity(label: string) {
  expect((await sql`select * from occupation_places order by 1`.execute(t.db)).rows, label).toEqual(
    (await referencePlaces(t.db)).rows,
  );
  for (const m of months) {
    const q = `year=${m.year}&month=${m.month}`;
    for (const kind of [null, 'gruz', 'sbor', 'takel']) {
      const k = kind ? `&kind=${kind}` : '';
      const heat = await get(`/api/statistics/individual_occupation?${q}${k}`);
      const expected = (await referenceHeatMap(t.db, m.from, m.to, kind)).rows;
      expect(heat.items, `${label}: heat map ${q}${k}`).toEqual(expected.slice(0, 50));
      expect(heat.meta.total).toBe(expected.length);
      const idle = await get(`/api/statistics/individual_occupation?${q}${k}&busy=0`);
      const free = (await referenceIdle(t.db, m.from, m.to, kind)).rows.map((r) => r.individual_id);
      expect(
        idle.items.map((i: { individual_id: number }) => i.individual_id),
        `${label}: idle ${q}${k}`,
      ).toEqual(free.slice(0, 50));
      expect(idle.meta.total).toBe(free.length);
    }
    const driver = await get(`/api/statistics/driver?${q}`);
    const expected = await referenceDriver(t.db, m.from, m.to);
    expect({ items: driver.items, vehicles: driver.vehicles }, `${label}: driver ${q}`).toEqual(expected);
  }
}

describe('occupation_places follows every write to orders and their workers (seed ' + SEED + ')', () => {
  it('equals the direct SQL after the seed', async () => {
    expect((await referencePlaces(t.db)).rows.length).toBeGreaterThan(20);
    await expectParity('seed');
  });

  it('equals it after random writes in several transactions, one rolled back', async () => {
    for (let round = 0; round < 6; round++) {
      const before = new Set(ours);
      const attempt = t.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 8; i++) await randomWrite(trx);
        if (round === 3) throw new Error('rolled back');
      });
      if (round === 3) {
        await expect(attempt).rejects.toThrow('rolled back');
        ours = before;
      } else await attempt;
      await expectParity(`round ${round}`);
    }
  });
});
