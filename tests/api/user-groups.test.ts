import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionTexts } from '../../core/permissions/permission-values.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { managerPicker } from '../../core/actions/defs/shell.actions.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 15 item 1: "`/user_groups` edits permissions as a raw JSON field that lists no flags and
// accepts an unknown flag (`{"bogus_flag": true}` → 200)"; "Users (default sort email ascending;
// admins edit and delete, others view), the manager picker rules of spec 01 section 6".
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let manager: Credentials;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('user group permissions', () => {
  it('refuses an unknown flag with 422 and a Russian message, and stores nothing', async () => {
    const created = await t.api('POST', '/api/user_groups', admin, {
      user_group: { name: 'Проверка прав', permissions: { transactions: true } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const res = await t.api('PUT', `/api/user_groups/${id}`, admin, {
      user_group: { permissions: { transactions: true, bogus_flag: true } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.permissions).toEqual([permissionTexts.unknownFlag('bogus_flag')]);
    expect(res.json().full_messages).toEqual([`Права ${permissionTexts.unknownFlag('bogus_flag')}`]);
    const stored = await t.db.selectFrom('user_groups').select('permissions').where('id', '=', id).executeTakeFirst();
    expect(stored?.permissions).toEqual({ transactions: true });
  });

  it('refuses an unknown flag on create and a flag that is not true/false', async () => {
    const bogus = await t.api('POST', '/api/user_groups', admin, {
      user_group: { name: 'Чужой флаг', permissions: { bogus_flag: true } },
    });
    expect(bogus.statusCode).toBe(422);
    const notBool = await t.api('POST', '/api/user_groups', admin, {
      user_group: { name: 'Не булево', permissions: { stats_month: 'да' } },
    });
    expect(notBool.statusCode).toBe(422);
    expect(notBool.json().errors.permissions).toEqual([permissionTexts.notBoolean('stats_month')]);
    const names = await t.db.selectFrom('user_groups').select('name').execute();
    expect(names.map((n) => n.name)).not.toContain('Чужой флаг');
  });

  it('stores catalogue flags and the member gets them on the next request', async () => {
    const group = await t.db
      .selectFrom('users')
      .select('user_group_id')
      .where('email', '=', 'demo-logist@crm.local')
      .executeTakeFirstOrThrow();
    expect((await t.api('GET', '/api/transactions', logist)).statusCode).toBe(403);
    const res = await t.api('PUT', `/api/user_groups/${group.user_group_id}`, admin, {
      user_group: { permissions: { transactions: true, stats_driver: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual({ transactions: true, stats_driver: true });
    expect((await t.api('GET', '/api/transactions', logist)).statusCode).toBe(200);
  });

  it('lets only admins change groups', async () => {
    const res = await t.api('PUT', '/api/user_groups/1', manager, { user_group: { permissions: {} } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('No access');
  });
});

describe('users', () => {
  it('lists by e-mail ascending by default (spec 02 §9) and every signed-in user may view them', async () => {
    const res = await t.api('GET', '/api/users?limit=500', manager);
    expect(res.statusCode).toBe(200);
    const emails = res.json().items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.json().items[0]).not.toHaveProperty('password_hash');
  });

  it('"Admins see edit and delete on users; non-admins only view users"', async () => {
    const target = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'i.sokolova@crm.local')
      .executeTakeFirstOrThrow();
    const url = `/api/users/${target.id}`;
    expect((await t.api('PUT', url, manager, { user: { name: 'Ирина С.' } })).statusCode).toBe(403);
    expect((await t.api('DELETE', url, manager)).statusCode).toBe(403);
    expect((await t.api('PUT', url, admin, { user: { name: 'Ирина С.' } })).statusCode).toBe(200);
    expect((await t.api('DELETE', url, admin)).statusCode).toBe(200);
  });
});

describe('order manager picker (spec 01 §6)', () => {
  const groupsOf = async (as: Credentials, query = '') => {
    const res = await t.api('GET', `${managerPicker.path}?limit=500${query}`, as);
    expect(res.statusCode).toBe(200);
    return res.json().items as { id: number; user_group_id: number; fired: boolean }[];
  };

  it('"for group 2 users it shows only non-fired users of group 1"', async () => {
    const items = await groupsOf(logist);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((u) => u.user_group_id))).toEqual(new Set([1]));
    expect(items.some((u) => u.fired)).toBe(false);
  });

  it('"for others, non-fired users of groups 1, 2 and 6", whatever filter the client sends', async () => {
    const fired = await t.db
      .selectFrom('users')
      .select('id')
      .where('fired', '=', true)
      .where('user_group_id', '=', 1)
      .execute();
    expect(fired.length).toBeGreaterThan(0);
    const items = await groupsOf(manager, `&filter=${encodeURIComponent('fired=true;user_group_id=4,7')}`);
    expect(new Set(items.map((u) => u.user_group_id))).toEqual(new Set([1, 2, 6]));
    expect(items.some((u) => u.fired || fired.some((f) => f.id === u.id))).toBe(false);
  });

  it('searches like the users list', async () => {
    const items = await groupsOf(manager, `&search=${encodeURIComponent('Смирнова')}`);
    expect(items.map((u) => u.user_group_id)).toEqual([1]);
  });
});
