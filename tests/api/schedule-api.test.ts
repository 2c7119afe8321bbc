import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, moscowDate, weekOf } from '../../core/rules/schedule.rule.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 10 item 7: '`/schedule_day` (yesterday, today, tomorrow, day after; a start_date not 10
// characters long means today) and `/schedule_week` as Gantt charts (start, end, work time,
// brigade, territory, managers; default start 12:00 and 1 hour; orders with status 1 or none
// skipped), `GET /api/schedule/weekly`; … conflicts (one worker on two overlapping orders) are drawn.'
let t: TestApp;
let admin: Credentials;
const MONDAY = '2030-01-07';
const ids: Record<string, number> = {};

interface Bar {
  order_id: number;
  start: string;
  end: string;
  work_time: number;
  brigade: string[];
  territory: string | null;
  managers: string[];
  conflict: boolean;
}
interface Answer {
  from: string;
  to: string;
  items: Bar[];
  conflicts: { individual_id: number; order_ids: number[]; name: string }[];
  days?: { date: string; label: string }[];
}

async function get(url: string) {
  const res = await t.api('GET', url, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}

async function order(name: string, day: string, status: number, time: string | null, hours: number | null) {
  const { rows } = await sql<{ id: number }>`insert into orders (start_date, start_time, approx_work_time, status,
      contractor_id, user_id, user2_id, street_id)
    values (${day}::date, ${time}::time, ${hours}, ${status}, (select min(id) from contractors),
      (select min(id) from users), (select max(id) from users), (select min(id) from streets where territory_id is not null))
    returning id`.execute(t.db);
  ids[name] = Number(rows[0].id);
}

async function assign(orderName: string, individualId: number) {
  await sql`insert into order_individuals (order_id, individual_id, work_type_id)
    values (${ids[orderName]}, ${individualId}, (select min(id) from work_types))`.execute(t.db);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  await order('defaults', MONDAY, 2, null, null);
  await order('morning', addDays(MONDAY, 1), 3, '09:00', 3);
  await order('overlapping', addDays(MONDAY, 1), 2, '11:30', 2);
  await order('after', addDays(MONDAY, 1), 2, '12:00', 1);
  await order('preliminary', addDays(MONDAY, 1), 1, '10:00', 1);
  await order('raw', addDays(MONDAY, 2), 0, '10:00', 1);
  await order('next week', addDays(MONDAY, 7), 2, '10:00', 1);
  const [a, b] = (await sql<{ id: number }>`select id from individuals order by id limit 2`.execute(t.db)).rows.map(
    (r) => Number(r.id),
  );
  await sql`update individuals set brigade_id = (select min(id) from brigades) where id = ${a}`.execute(t.db);
  await sql`update individuals set brigade_id = null where id = ${b}`.execute(t.db);
  await assign('morning', a);
  await assign('overlapping', a);
  await assign('morning', b);
  await assign('after', b); // starts at 12:00 when 'morning' ends: no conflict.
});
afterAll(async () => t?.close());

describe('GET /api/schedule/weekly', () => {
  it('answers Monday to Sunday of the week holding start_date, status 2 and 3 only', async () => {
    const week = await get(`/api/schedule/weekly?start_date=${addDays(MONDAY, 3)}`);
    expect([week.from, week.to]).toEqual([MONDAY, addDays(MONDAY, 6)]);
    expect(week.items.map((b) => b.order_id).sort()).toEqual(
      [ids.defaults, ids.morning, ids.overlapping, ids.after].sort(),
    );
  });

  it('draws an order without time or work time from 12:00 for one hour', async () => {
    const week = await get(`/api/schedule/weekly?start_date=${MONDAY}`);
    const bar = week.items.find((b) => b.order_id === ids.defaults)!;
    expect(bar).toMatchObject({ start: `${MONDAY}T12:00`, end: `${MONDAY}T13:00`, work_time: 1 });
    expect(bar.managers).toHaveLength(2);
    expect(bar.territory).not.toBeNull();
  });

  it('marks one worker on two overlapping orders as a conflict, and not orders that only touch', async () => {
    const week = await get(`/api/schedule/weekly?start_date=${MONDAY}`);
    const byId = new Map(week.items.map((b) => [b.order_id, b]));
    expect(byId.get(ids.morning)?.conflict).toBe(true);
    expect(byId.get(ids.overlapping)?.conflict).toBe(true);
    expect(byId.get(ids.after)?.conflict).toBe(false);
    expect(week.conflicts.map((c) => c.order_ids)).toEqual([[ids.morning, ids.overlapping]]);
    const [brigade] = (await sql<{ name: string }>`select name from brigades order by id limit 1`.execute(t.db)).rows;
    expect(byId.get(ids.morning)?.brigade).toEqual([brigade.name]);
  });

  it('takes a start_date not 10 characters long as today, and refuses a 10-character non-date with a 400', async () => {
    expect((await get('/api/schedule/weekly?start_date=2030-1-7')).from).toBe(weekOf(moscowDate()).from);
    expect((await get('/api/schedule/weekly')).from).toBe(weekOf(moscowDate()).from);
    const res = await t.api('GET', '/api/schedule/weekly?start_date=2030-13-45', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('start_date');
  });

  it('asks for a signed-in user', async () => {
    expect((await t.api('GET', '/api/schedule/weekly', null)).statusCode).toBe(401);
  });
});

describe('GET /api/schedule/daily', () => {
  it('answers one day and offers yesterday, today, tomorrow and the day after', async () => {
    const day = await get(`/api/schedule/daily?start_date=${addDays(MONDAY, 1)}`);
    expect([day.from, day.to]).toEqual([addDays(MONDAY, 1), addDays(MONDAY, 1)]);
    expect(day.items.map((b) => b.order_id)).toEqual([ids.morning, ids.overlapping, ids.after]);
    const today = moscowDate();
    expect(day.days?.map((d) => d.date)).toEqual([-1, 0, 1, 2].map((n) => addDays(today, n)));
    expect((await get('/api/schedule/daily?start_date=x')).from).toBe(today);
  });
});
