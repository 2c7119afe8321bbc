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
  places_total: number;
  places_filled: number;
  canceled: boolean;
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

// Issue 23 item 1: 'Every order shows, without hovering: time, client, address (short), places
// filled of required (e.g. «3/4»)… a manager who is manager 1 and 2 is shown twice' (a defect).
describe('the order facts of the week board', () => {
  it('counts places filled of required, marks a cancelled order and names a manager once', async () => {
    await sql`insert into order_prices (order_id, work_type_id, workers_amount)
      values (${ids.morning}, (select min(id) from work_types), 4)`.execute(t.db);
    await sql`update orders set user2_id = user_id, user3_id = null where id = ${ids.defaults}`.execute(t.db);
    await sql`update orders set client_canceled_at = now() where id = ${ids.after}`.execute(t.db);
    const byId = new Map((await get(`/api/schedule/weekly?start_date=${MONDAY}`)).items.map((b) => [b.order_id, b]));
    expect(byId.get(ids.morning)).toMatchObject({ places_total: 4, places_filled: 2, canceled: false });
    expect(byId.get(ids.overlapping)).toMatchObject({ places_total: 0, places_filled: 1 });
    expect(byId.get(ids.after)?.canceled).toBe(true);
    expect(byId.get(ids.defaults)?.managers).toHaveLength(1);
    await sql`update orders set client_canceled_at = null where id = ${ids.after}`.execute(t.db);
  });
});

interface People {
  from: string;
  to: string;
  brigades: { id: number; name: string }[];
  items: {
    id: number;
    name: string;
    brigade_id: number | null;
    status: number;
    days: ({ order_id: number; start: string }[] | null)[];
  }[];
  total: number;
  limit: number;
}

// Issue 23 item 1: 'rows can be switched between orders grouped by day and people (workers and
// brigades), so a dispatcher sees both «what happens on Thursday» and «who is free on Thursday»'.
describe('GET /api/schedule/people', () => {
  const people = async (query: string) => {
    const res = await t.api('GET', `/api/schedule/people${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as People;
  };

  it('gives the orders of each worker per day of the week, Monday first', async () => {
    const [a] = (await sql<{ id: number }>`select id from individuals order by id limit 1`.execute(t.db)).rows;
    const week = await people(`?start_date=${addDays(MONDAY, 4)}`);
    expect([week.from, week.to]).toEqual([MONDAY, addDays(MONDAY, 6)]);
    const first = week.items.find((p) => p.id === Number(a.id));
    expect(first?.days.map((d) => d?.map((o) => o.order_id))).toEqual([
      [],
      [ids.morning, ids.overlapping],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(first?.days[1]?.map((o) => o.start)).toEqual(['09:00', '11:30']);
    expect(week.total).toBeGreaterThanOrEqual(week.items.length);
  });

  it('lists a worker fired until midweek as unable to work until then, and «Не работает» not at all', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select id from individuals where brigade_id is null order by id desc limit 2`.execute(t.db);
    const [fired, idle] = rows.map((r) => Number(r.id));
    await sql`update individuals set status = 2, fired = true, fired_until = ${addDays(MONDAY, 2)}::date where id = ${fired}`.execute(
      t.db,
    );
    await sql`update individuals set status = 7, fired = false where id = ${idle}`.execute(t.db);
    const week = await people(`?start_date=${MONDAY}`);
    const days = week.items.find((p) => p.id === fired)?.days;
    expect(days?.map((d) => d === null)).toEqual([true, true, true, false, false, false, false]);
    expect(week.items.some((p) => p.id === idle)).toBe(false);
  });

  it('orders people by brigade (its name in Russian order) and finds them by name or brigade', async () => {
    const week = await people(`?start_date=${MONDAY}`);
    const withBrigade = week.items.filter((p) => p.brigade_id !== null);
    const names = new Map(week.brigades.map((b) => [b.id, b.name]));
    const order = withBrigade.map((p) => names.get(p.brigade_id as number) as string);
    expect(order).toEqual([...order].sort((x, y) => x.localeCompare(y, 'ru')));
    expect(week.items.at(-1)?.brigade_id).toBeNull();
    const [brigade] = week.brigades;
    const found = await people(`?start_date=${MONDAY}&search=${encodeURIComponent(brigade.name.slice(-5))}`);
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((p) => p.brigade_id === brigade.id || p.name.includes(brigade.name.slice(-5)))).toBe(true);
  });

  it('refuses a 10-character non-date and a NUL in the search with a 422 naming the field', async () => {
    const res = await t.api('GET', '/api/schedule/people?start_date=2030-13-45&search=%00', admin);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['search', 'start_date']);
    expect((await t.api('GET', '/api/schedule/people', null)).statusCode).toBe(401);
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
