import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { texts } from '../../core/texts.ts';
import { createActivityRecorder } from '../../server/activity/activity-recorder.ts';
import { buildApp } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 14 item 5: 'every page open and every create, update and delete recorded (user, uri,
// action 1-4, date, ip, user agent) without slowing requests (batched writes); /user_activities
// (default sort created_at descending) with rows of user, page and action with counts, 'Неизвестно -'
// plus the uri for unknown pages, 'Неизвестно' for unknown entities, 'Не указана должность' for an
// empty group; GET /api/user_activities/details'.
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const failures: number[] = [];
let admin: Credentials;
let manager: Credentials;
let managerId: number;
let adminId: number;
// A user of no group and no demo activity: 'Не указана должность', and counts that start at zero.
let fresh: Credentials;
let freshId: number;

// The activity day is Moscow's (the recorder's day), not the machine's.
const today = () => moscowDate();

const call = (method: string, url: string, as: Credentials, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { ...as.headers, 'user-agent': 'Vitest/1 (activity)' },
    ...(payload ? { payload } : {}),
  });

// The manager's rows only: the shared test app records the admin's own writes on its own timer.
const managerEvents = async () =>
  Number(
    (
      await t.db
        .selectFrom('user_activities')
        .select((e) => e.fn.countAll().as('n'))
        .where('user_id', '=', managerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  // The same app over the same database, with a recorder that writes only when flushed.
  app = await buildApp({
    db: t.db,
    secretKey: 'test-secret-key-test-secret-key',
    altchaDifficulty: 20,
    activity: createActivityRecorder(t.db, { flushMs: 0, onError: (_, lost) => failures.push(lost) }),
  });
  await app.ready();
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  managerId = (await t.api('GET', '/api/me', manager)).json().id;
  adminId = (await t.api('GET', '/api/me', admin)).json().id;
  const password = 'no-group-pass-1';
  const made = await t.api('POST', '/api/users', admin, {
    user: { email: 'nogroup@test.local', name: 'Без Группы', password, password_confirmation: password },
  });
  expect(made.statusCode, made.body).toBe(201);
  freshId = made.json().id;
  fresh = await t.loginAs('nogroup@test.local', password);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('recording', () => {
  it('writes a create, an update and a delete in one batch after the answers, with ip and browser', async () => {
    await app.activity.flush();
    const before = await managerEvents();
    const created = await call('POST', '/api/streets', manager, { street: { name: 'Улица Активности' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(
      (await call('PUT', `/api/streets/${id}`, manager, { street: { name: 'Улица Активности 2' } })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/streets/${id}`, manager)).statusCode).toBe(200);
    expect((await call('GET', '/api/streets', manager)).statusCode).toBe(200);
    // Nothing is written while the requests are answered…
    expect(await managerEvents()).toBe(before);
    await app.activity.flush();
    // …and the batch holds the three changes (a list read is no activity).
    const rows = await t.db
      .selectFrom('user_activities')
      .selectAll()
      .where('user_id', '=', managerId)
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(rows.map((r) => [r.action, r.uri])).toEqual([
      [4, `/api/streets/${id}`],
      [3, `/api/streets/${id}`],
      [2, '/api/streets'],
    ]);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'Vitest/1 (activity)' });
  });

  it('does not record refused writes nor signing out', async () => {
    await app.activity.flush();
    const before = await managerEvents();
    expect((await call('POST', '/api/streets', manager, { street: { name: '' } })).statusCode).toBe(422);
    // Signing out deletes no record.
    const session = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
    expect((await call('DELETE', '/users/sign_out.json', session)).statusCode).toBeLessThan(300);
    await app.activity.flush();
    expect(await managerEvents()).toBe(before);
  });

  it('records the pages the console reports as page opens (action 1), counted per day', async () => {
    const res = await call('POST', '/api/user_activities/page_open', fresh, {
      uris: ['/orders', '/orders?id=5', '/nowhere'],
    });
    expect(res.statusCode, res.body).toBe(202);
    await app.activity.flush();
    const day = await t.db
      .selectFrom('user_activity_days')
      .select(['uri', 'count'])
      .where('user_id', '=', freshId)
      .where('action', '=', 1)
      .where('day', '=', today())
      .orderBy('uri')
      .execute();
    expect(day).toEqual([
      { uri: '/nowhere', count: 1 },
      { uri: '/orders', count: 2 },
    ]);
    const bad = await call('POST', '/api/user_activities/page_open', fresh, { uris: ['orders'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['uris[0]'] ?? bad.json().errors.uris).toEqual(['Адрес страницы должен начинаться с «/»']);
  });

  it('never fails the request when the batch cannot be written', async () => {
    await t.db.schema.alterTable('user_activity_days').renameTo('user_activity_days_away').execute();
    try {
      const res = await call('POST', '/api/user_activities/page_open', manager, { uris: ['/orders'] });
      expect(res.statusCode).toBe(202);
      await app.activity.flush();
      expect(failures).toEqual([1]);
    } finally {
      await t.db.schema.alterTable('user_activity_days_away').renameTo('user_activity_days').execute();
    }
    // The next batch is written again (the failed one is dropped, not retried forever).
    await call('POST', '/api/user_activities/page_open', manager, { uris: ['/orders'] });
    await app.activity.flush();
    expect(failures).toEqual([1]);
  });
});

describe('the /user_activities list', () => {
  beforeAll(async () => {
    await call('POST', '/api/user_activities/page_open', admin, { uris: ['/calls', '/zzz_unknown', '/not_access'] });
    await call('POST', '/api/user_activities/page_open', fresh, { uris: ['/tasks'] });
    await app.activity.flush();
    // A removed user's counts stay (no foreign key) and read 'Неизвестно'.
    await t.db
      .insertInto('user_activity_days')
      .values({ day: today(), user_id: 999_999, uri: '/orders', action: 1, count: 4 })
      .execute();
  });

  const rowsOf = async (filter: string) =>
    (await t.api('GET', `/api/user_activities?filter=${filter}`, admin)).json().items as Record<string, unknown>[];

  it('shows user, group, page and action with counts and the spec’s texts', async () => {
    const mine = await rowsOf(`user_id=${freshId}`);
    expect(mine.find((r) => r.uri === '/orders' && r.action === 1)).toMatchObject({
      user_name: 'Без Группы',
      group_name: 'Не указана должность',
      page: 'Заказы',
      count: 2,
    });
    expect(mine.find((r) => r.uri === '/nowhere')?.page).toBe('Неизвестно - /nowhere');
    const managers = await rowsOf(`user_id=${managerId}`);
    expect(managers.find((r) => r.uri === '/api/streets' && r.action === 2)).toMatchObject({
      user_name: 'Ольга Смирнова',
      page: 'Улицы',
    });
    const admins = await rowsOf(`user_id=${adminId}`);
    expect(admins.find((r) => r.uri === '/zzz_unknown')?.page).toBe(`${texts.unknownPagePrefix} /zzz_unknown`);
    // Issue 23 item 8: 'the console's own `/not_access` reads «Неизвестно - /not_access»'.
    expect(admins.find((r) => r.uri === '/not_access')?.page).toBe('Нет доступа');
    expect(admins[0].group_name).toBe('Администратор');
    expect((await rowsOf('uri=/tasks')).find((r) => r.user_name === 'Без Группы')).toMatchObject({
      group_name: 'Не указана должность',
      page: 'Задачи',
      count: 1,
    });
    const gone = await rowsOf('user_id=999999');
    expect(gone[0]).toMatchObject({ user_name: 'Неизвестно', group_name: 'Неизвестно', page: 'Заказы', count: 4 });
  });

  it('sorts by created_at descending by default and is for admins only', async () => {
    const items = (await t.api('GET', '/api/user_activities', admin)).json().items as { created_at: string }[];
    const times = items.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await t.api('GET', '/api/user_activities', manager)).statusCode).toBe(403);
  });
});

describe('GET /api/user_activities/details', () => {
  it('lists the single events of one row, newest first', async () => {
    const q = `date=${today().split('-').reverse().join('.')}&action_num=1&user_id=${freshId}&uri=/orders`;
    const res = await t.api('GET', `/api/user_activities/details?${q}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((e: { uri: string }) => e.uri).sort()).toEqual(['/orders', '/orders?id=5']);
    expect(items[0]).toMatchObject({
      user_name: 'Без Группы',
      page: 'Заказы',
      action: 1,
      ip: '127.0.0.1',
      user_agent: 'Vitest/1 (activity)',
    });
  });

  it('answers 422 naming the field for a bad date or action, 403 to non-admins', async () => {
    const bad = await t.api('GET', `/api/user_activities/details?date=31.02&action_num=1&user_id=1&uri=/x`, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date).toEqual(['Неверная дата']);
    const action = await t.api(
      'GET',
      `/api/user_activities/details?date=${today()}&action_num=9&user_id=1&uri=/x`,
      admin,
    );
    expect(Object.keys(action.json().errors)).toEqual(['action_num']);
    const q = `date=${today()}&action_num=1&user_id=1&uri=/x`;
    expect((await t.api('GET', `/api/user_activities/details?${q}`, manager)).statusCode).toBe(403);
  });
});

describe('the demo data (issue 14 item 6: a week of activity)', () => {
  it('has seven days of page opens and changes by the staff, counted per day as the events', async () => {
    // Days before today only: today's rows also count what the tests above did.
    const midnight = new Date(`${today()}T00:00:00+03:00`).toISOString();
    const { rows } = await sql<{ days: number; events: number; counted: number; actions: number }>`
      select (select count(distinct day) from user_activity_days where action = 1)::int as days,
        (select count(*) from user_activities where created_at < ${midnight})::int as events,
        (select sum(count) from user_activity_days where day < ${today()})::int as counted,
        (select count(distinct action) from user_activity_days)::int as actions`.execute(t.db);
    expect(rows[0].days).toBe(7);
    expect(rows[0].events).toBeGreaterThan(100);
    expect(rows[0].counted).toBe(rows[0].events);
    expect(rows[0].actions).toBe(4);
    const old = await t.api('GET', '/api/user_activities?filter=uri=/old_reports', admin);
    expect(old.json().items[0].page).toBe('Неизвестно - /old_reports');
  });
});
