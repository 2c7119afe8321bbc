import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { noRateLimits, type RateLimits, rateLimitText } from '../../server/http/rate-limit-config.ts';
import { samplePng } from '../fixtures/sample-files.ts';
import { multipartForm } from './multipart-form.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

// Issue 26 item 2: 'Rate limits with @fastify/rate-limit on sign-in, token creation, webhooks, uploads
// and the API as a whole (per user and per address, configurable, 429 with Retry-After and a Russian
// message), shared across instances through the database when several run.' The finding: 1 300 rapid
// requests (sign-in, token creation, webhooks, uploads) got no 429.
const limits: RateLimits = { signIn: 3, tokens: 2, webhooks: 2, uploads: 2, apiPerUser: 30, apiPerAddress: 60 };
let t: TestApp;
let itemId: number;
let address = 0;
/** Each case comes from its own address, so the per-address windows of one do not touch another's. */
const nextAddress = () => `10.0.0.${++address}`;

type App = TestApp['app'];
async function signIn(
  app: App,
  remoteAddress: string,
  password = TEST_ADMIN.adminPassword,
  email = TEST_ADMIN.adminEmail,
) {
  return app.inject({
    method: 'POST',
    url: '/users/sign_in.json',
    remoteAddress,
    payload: { user: { email, password }, altcha: await t.solvedAltcha() },
  });
}

async function session(remoteAddress: string, email?: string) {
  const res = await signIn(t.app, remoteAddress, email ? DEMO_PASSWORD : undefined, email);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'crm_session')!.value;
  return { cookie: `crm_session=${cookie}`, 'x-csrf-token': res.json().csrf_token as string };
}

function expectRefused(res: { statusCode: number; headers: Record<string, unknown>; json(): any }) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({ error: rateLimitText(seconds) });
  // A refused request is still an answer of this server: its id to quote and helmet's headers.
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
}

beforeAll(async () => {
  t = await startTestApp({ rateLimits: limits });
  const headers = await session(nextAddress());
  itemId = (await t.app.inject({ method: 'GET', url: '/api/calc_items?search=wardrobe_3d', headers })).json().items[0]
    .id;
});
afterAll(() => t?.close());

describe('rate limits answer 429 with Retry-After and a Russian message', () => {
  it('sign-in: the fourth attempt a minute from one address is refused, right password or not; another address may', async () => {
    const from = nextAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(t.app, from, 'wrong')).statusCode).toBe(401);
    expectRefused(await signIn(t.app, from));
    expect((await signIn(t.app, nextAddress())).statusCode).toBe(200);
  });

  it('token creation: the third token a minute of one user is refused', async () => {
    const headers = await session(nextAddress());
    const create = () =>
      t.app.inject({ method: 'POST', url: '/api/tokens', headers, payload: { token: { name: 'скрипт' } } });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    expectRefused(await create());
    expect(await t.db.selectFrom('api_tokens').select('id').where('name', '=', 'скрипт').execute()).toHaveLength(2);
  });

  it('webhooks: a PBX flooding the events endpoint is refused before its secret is even read', async () => {
    const from = nextAddress();
    const event = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/telephony/events',
        remoteAddress: from,
        headers: { 'x-telephony-secret': 'wrong' },
        payload: { event: {} },
      });
    expect((await event()).statusCode).toBe(401);
    expect((await event()).statusCode).toBe(401);
    expectRefused(await event());
  });

  it('uploads: the third upload a minute of one user is refused, other writes of theirs go on', async () => {
    const headers = await session(nextAddress());
    const upload = () => {
      const body = multipartForm({ filename: 'a.png', data: samplePng });
      return t.app.inject({
        method: 'POST',
        url: `/api/calc_items/${itemId}/image`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
    expectRefused(await upload());
    expect((await t.app.inject({ method: 'GET', url: `/api/calc_items/${itemId}`, headers })).statusCode).toBe(200);
  });

  it('the API as a whole: per user whichever address they come from, and per address whoever signs in', async () => {
    const headers = await session(nextAddress(), 'demo-manager@crm.local');
    const read = (remoteAddress: string, as = headers) =>
      t.app.inject({ method: 'GET', url: '/api/me', remoteAddress, headers: as });
    for (let i = 0; i < 30; i++) expect((await read(i % 2 ? '10.1.0.1' : '10.1.0.2')).statusCode).toBe(200);
    expectRefused(await read('10.1.0.3'));
    // The address limit counts anonymous requests too.
    const crowd = nextAddress();
    for (let i = 0; i < 60; i++) expect((await read(crowd, {} as never)).statusCode).toBe(401);
    expectRefused(await read(crowd, {} as never));
  });
});

describe('limits are shared by every instance on one database', () => {
  it('sign-in attempts through two instances count against one window', async () => {
    const second = await buildApp({
      db: t.db,
      secretKey: 'test-secret-key-test-secret-key',
      altchaDifficulty: 20,
      rateLimits: { ...noRateLimits, signIn: 3 },
      sharedRateLimits: true,
    });
    const first = await buildApp({
      db: t.db,
      secretKey: 'test-secret-key-test-secret-key',
      altchaDifficulty: 20,
      rateLimits: { ...noRateLimits, signIn: 3 },
      sharedRateLimits: true,
    });
    try {
      const from = nextAddress();
      expect((await signIn(first, from, 'wrong')).statusCode).toBe(401);
      expect((await signIn(second, from, 'wrong')).statusCode).toBe(401);
      expect((await signIn(first, from, 'wrong')).statusCode).toBe(401);
      expectRefused(await signIn(second, from));
      expectRefused(await signIn(first, from));
      const rows = await t.db.selectFrom('rate_limit_counters').select(['key', 'hits']).execute();
      expect(rows).toContainEqual({ key: `s:${from}`, hits: 5 });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('the API-wide count per user: answered without waiting on the database, reaching the other instance within one sync', async () => {
    const build = () =>
      buildApp({
        db: t.db,
        secretKey: 'test-secret-key-test-secret-key',
        altchaDifficulty: 20,
        rateLimits: { ...noRateLimits, apiPerUser: 10 },
        sharedRateLimits: true,
      });
    const first = await build();
    const second = await build();
    try {
      // A user no other case signs in as: the window is this case's alone.
      const email = 'demo-logist@crm.local';
      const headers = await session(nextAddress(), email);
      const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const key = `u:${user.id}`;
      const read = (app: App) => app.inject({ method: 'GET', url: '/api/me', headers });
      const stored = async () =>
        (await t.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', key).executeTakeFirst())?.hits;
      // The window's first request waits for the database; the next four are counted here and sent after.
      for (let i = 0; i < 5; i++) expect((await read(first)).statusCode).toBe(200);
      expect(await stored()).toBe(1);
      await expect.poll(stored, { timeout: 10_000 }).toBe(5);
      // The other instance starts from the database's count: five more, then the eleventh is refused.
      for (let i = 0; i < 5; i++) expect((await read(second)).statusCode).toBe(200);
      expectRefused(await read(second));
      await expect.poll(stored, { timeout: 10_000 }).toBe(11);
      // The first instance still counts from its own view: one more request gets through and goes
      // out with its next sync, whose answer tells it the window is spent.
      expect((await read(first)).statusCode).toBe(200);
      await expect.poll(stored, { timeout: 10_000 }).toBe(12);
      await expect.poll(async () => (await read(first)).statusCode, { timeout: 10_000 }).toBe(429);
      // Refused at once (13), or after one more request if the sync's answer was still on its way.
      expect(await stored()).toBeLessThanOrEqual(14);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
