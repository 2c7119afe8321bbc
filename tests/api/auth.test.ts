import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { LOCK_MINUTES, MAX_FAILURES } from '../../server/auth/login.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('sign in (spec §7: POST /users/sign_in.json {user:{...}} behind ALTCHA)', () => {
  it('signs in with a solved ALTCHA and answers me + csrf_token with an httpOnly SameSite=Lax cookie', async () => {
    const res = await t.signIn(TEST_ADMIN.adminEmail, TEST_ADMIN.adminPassword);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: TEST_ADMIN.adminEmail, is_admin: true });
    expect(body.csrf_token).toMatch(/^[\w-]{20,}$/);
    const cookie = res.cookies.find((c) => c.name === 'crm_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('refuses a missing or forged ALTCHA solution', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: TEST_ADMIN.adminEmail, password: TEST_ADMIN.adminPassword } },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe(texts.humanCheckRequired);
    const forged = await t.signIn(
      TEST_ADMIN.adminEmail,
      TEST_ADMIN.adminPassword,
      Buffer.from('{"x":1}').toString('base64'),
    );
    expect(forged.statusCode).toBe(401);
  });

  it('does not accept the same ALTCHA solution twice', async () => {
    const altcha = await t.solvedAltcha();
    expect((await t.signIn(TEST_ADMIN.adminEmail, TEST_ADMIN.adminPassword, altcha)).statusCode).toBe(200);
    const replay = await t.signIn(TEST_ADMIN.adminEmail, TEST_ADMIN.adminPassword, altcha);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(texts.humanCheckRequired);
  });

  it('answers unknown e-mail and wrong password alike', async () => {
    const unknown = await t.signIn('nobody@test.local', 'whatever-1');
    const wrong = await t.signIn('demo-logist@crm.local', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: texts.badCredentials });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it(`locks an e-mail after ${MAX_FAILURES} failures, with the same answer, even for the right password`, async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await t.signIn('demo-accountant@crm.local', 'wrong-password');
    const locked = await t.signIn('demo-accountant@crm.local', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ error: texts.badCredentials });
    // Another account is not affected.
    expect((await t.signIn('demo-chief-accountant@crm.local', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('lockout under concurrency (issue 8 item 1; decisions: 5 failed sign-ins for one e-mail lock it for 15 minutes)', () => {
  const password = 'race-pass-123';

  async function newUser(email: string) {
    const admin = await t.loginAs();
    const res = await t.api('POST', '/api/users', admin, {
      user: { email, name: 'Гонка', password, password_confirmation: password },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  /** Each attempt carries its own solved ALTCHA, solved beforehand so all of them arrive together. */
  async function floodWrong(email: string, count: number) {
    const altchas = await Promise.all(Array.from({ length: count }, () => t.solvedAltcha()));
    return Promise.all(altchas.map((altcha, i) => t.signIn(email, `wrong-password-${i}`, altcha)));
  }

  const lockRow = (email: string) =>
    t.db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();

  it('30 wrong passwords sent at once lock the e-mail: the right one is then refused with the same 401', async () => {
    await newUser('lock-race@test.local');
    const answers = await floodWrong('lock-race@test.local', 30);
    for (const res of answers) expect(res.json()).toEqual({ error: texts.badCredentials });
    const right = await t.signIn('lock-race@test.local', password);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ error: texts.badCredentials });
  });

  it('refuses the right password once five wrong ones sent together are counted, before they are answered', async () => {
    await newUser('lock-inflight@test.local');
    const wrong = floodWrong('lock-inflight@test.local', MAX_FAILURES);
    // The count is at the limit as soon as the five are counted, before their passwords are checked.
    await expect
      .poll(async () => (await lockRow('lock-inflight@test.local'))?.failures ?? 0, { timeout: 10_000, interval: 5 })
      .toBeGreaterThanOrEqual(MAX_FAILURES);
    const right = await t.signIn('lock-inflight@test.local', password);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ error: texts.badCredentials });
    for (const res of await wrong) expect(res.statusCode).toBe(401);
  });

  it(`locks for ${LOCK_MINUTES} minutes by the database clock; after that the right password signs in again`, async () => {
    await newUser('lock-expiry@test.local');
    await floodWrong('lock-expiry@test.local', MAX_FAILURES);
    const row = await lockRow('lock-expiry@test.local');
    const left = Date.parse(String(row?.locked_until)) - Date.now();
    expect(left).toBeGreaterThan((LOCK_MINUTES - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(LOCK_MINUTES * 60_000 + 5_000);
    expect((await t.signIn('lock-expiry@test.local', password)).statusCode).toBe(401);
    await t.db
      .updateTable('login_failures')
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where('email', '=', 'lock-expiry@test.local')
      .execute();
    expect((await t.signIn('lock-expiry@test.local', password)).statusCode).toBe(200);
    expect(await lockRow('lock-expiry@test.local')).toBeUndefined();
  });

  it('counts an unknown e-mail like a known one, so a flood does not tell whether it exists', async () => {
    await newUser('lock-known@test.local');
    const known = await floodWrong('lock-known@test.local', 8);
    const unknown = await floodWrong('lock-unknown@test.local', 8);
    expect(unknown.map((r) => [r.statusCode, r.body])).toEqual(known.map((r) => [r.statusCode, r.body]));
    const [knownRow, unknownRow] = [await lockRow('lock-known@test.local'), await lockRow('lock-unknown@test.local')];
    expect(unknownRow?.failures).toBe(knownRow?.failures);
    expect(unknownRow?.locked_until).not.toBeNull();
  });
});

describe('session, CSRF, tokens', () => {
  it('answers 401 {error} without credentials and /api/me with them', async () => {
    const anon = await t.api('GET', '/api/me', null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: texts.loginRequired });
    const as = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
    const me = (await t.api('GET', '/api/me', as)).json();
    expect(me).toMatchObject({ email: 'demo-manager@crm.local', is_admin: false, user_group_id: 1 });
    expect(me.permissions).toBeTypeOf('object');
    expect(me.csrf_token).toBe(as.headers['x-csrf-token']);
  });

  it('requires X-CSRF-Token on cookie writes', async () => {
    const as = await t.loginAs();
    const payload = { territory: { name: 'ЗелАО' } };
    const without = await t.api('POST', '/api/territories', { headers: { cookie: as.headers.cookie } }, payload);
    expect(without.statusCode).toBe(403);
    expect(without.json().error).toBe(texts.badCsrf);
    const wrong = await t.api(
      'POST',
      '/api/territories',
      { headers: { ...as.headers, 'x-csrf-token': 'nope' } },
      payload,
    );
    expect(wrong.statusCode).toBe(403);
    expect((await t.api('POST', '/api/territories', as, payload)).statusCode).toBe(201);
  });

  it('issues bearer tokens that work without CSRF, lists them without the secret, and revokes them', async () => {
    const as = await t.loginAs();
    const created = await t.api('POST', '/api/tokens', as, { token: { name: 'CLI ноутбук' } });
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json();
    expect(token).toMatch(/^crm_/);
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    expect((await t.api('POST', '/api/territories', bearer, { territory: { name: 'НАО' } })).statusCode).toBe(201);
    const list = (await t.api('GET', '/api/tokens', as)).json().items;
    expect(list.find((x: { id: number }) => x.id === id)).toMatchObject({ name: 'CLI ноутбук' });
    expect(JSON.stringify(list)).not.toContain(token);
    expect((await t.api('DELETE', `/api/tokens/${id}`, as)).statusCode).toBe(200);
    expect((await t.api('GET', '/api/me', bearer)).statusCode).toBe(401);
  });

  it('signs out: the old cookie no longer works', async () => {
    const as = await t.loginAs();
    expect((await t.api('DELETE', '/users/sign_out.json', as)).statusCode).toBe(200);
    expect((await t.api('GET', '/api/me', as)).statusCode).toBe(401);
  });

  it('firing a user ends their sessions and tokens and stops their sign-in', async () => {
    const admin = await t.loginAs();
    const user = (
      await t.api('POST', '/api/users', admin, {
        user: {
          email: 'fired@test.local',
          name: 'Уволенный',
          password: 'fired-pass-1',
          password_confirmation: 'fired-pass-1',
        },
      })
    ).json();
    const session = await t.loginAs('fired@test.local', 'fired-pass-1');
    const token = (await t.api('POST', '/api/tokens', session, { token: { name: 'x' } })).json().token;
    expect((await t.api('PUT', `/api/users/${user.id}`, admin, { user: { fired: true } })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/me', session)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/me', { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const again = await t.signIn('fired@test.local', 'fired-pass-1');
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(texts.badCredentials);
  });
});

describe('users (spec §6: admins edit and delete users; non-admins only view)', () => {
  it('lets admins register through POST /users.json and refuses others with 403 No access', async () => {
    const admin = await t.loginAs();
    const payload = {
      user: {
        email: 'New.User@Test.local',
        name: 'Новый',
        password: 'new-pass-12',
        password_confirmation: 'new-pass-12',
        user_group_id: 2,
      },
    };
    const created = await t.api('POST', '/users.json', admin, payload);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email: 'new.user@test.local', user_group_id: 2 });
    expect(created.json()).not.toHaveProperty('password_hash');
    const logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
    const refused = await t.api('POST', '/users.json', logist, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('No access');
    expect((await t.api('GET', '/api/users', logist)).statusCode).toBe(200);
    expect((await t.api('PUT', `/api/users/${created.json().id}`, logist, { user: { name: 'x' } })).statusCode).toBe(
      403,
    );
  });

  it('checks password confirmation and length in Russian', async () => {
    const admin = await t.loginAs();
    const res = await t.api('POST', '/api/users', admin, {
      user: { email: 'p@test.local', name: 'П', password: 'short', password_confirmation: 'other' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_confirmation).toEqual(['не совпадает с паролем']);
    expect(res.json().full_messages).toContain('Пароль должен быть не короче 8 символов');
  });

  it('refuses a duplicate e-mail with a field error', async () => {
    const admin = await t.loginAs();
    const res = await t.api('POST', '/api/users', admin, {
      user: {
        email: 'DEMO-LOGIST@crm.local',
        name: 'Дубль',
        password: 'dup-pass-12',
        password_confirmation: 'dup-pass-12',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['уже существует']);
  });
});

describe('shared metadata', () => {
  it('answers company types, units, users and actions, and never a credential', async () => {
    const as = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
    const body = (await t.api('GET', '/api/shared', as)).json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['company_types_names', 'units', 'users', 'actions']));
    expect(body.users.length).toBeGreaterThan(5);
    expect(JSON.stringify(body)).not.toMatch(/password|vot_password|token_hash/);
  });
});
