import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 8, item 2 'Per-user records stay the user's': 'Any signed-in user can read, rename and delete
// another user's saved filter (PUT /api/filters/{id} as demo-logist on the admin's filter → 200).'
// The contract suite runs the same case over every owned resource; this is the reported probe.
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let logistId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  logistId = (await t.api('GET', '/api/me', logist)).json().id;
});
afterAll(async () => t?.close());

describe("the admin's saved filter, probed by demo-logist", () => {
  it('is not listed, read, renamed or deleted by the logist', async () => {
    const created = await t.api('POST', '/api/filters', admin, {
      filter: { name: 'Мои заказы', model: 'orders', filter: { status: ['1'] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    const renamed = await t.api('PUT', `/api/filters/${id}`, logist, { filter: { name: 'Чужой' } });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().error).toBe(`Запись №${id} не найдена (Сохранённые фильтры)`);
    expect((await t.api('GET', `/api/filters/${id}`, logist)).statusCode).toBe(404);
    expect((await t.api('DELETE', `/api/filters/${id}`, logist)).statusCode).toBe(404);
    const listed = await t.api('GET', '/api/filters?filter=model%3Dorders', logist);
    expect(listed.json().items.map((r: { id: number }) => r.id)).not.toContain(id);

    const kept = await t.api('GET', `/api/filters/${id}`, admin);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().name).toBe('Мои заказы');
  });

  it('gives the logist their own filter, whatever user_id the body names', async () => {
    const adminId = (await t.api('GET', '/api/me', admin)).json().id;
    const created = await t.api('POST', '/api/filters', logist, {
      filter: { name: 'Подбор', model: 'individuals', user_id: adminId },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user_id).toBe(logistId);
    const own = await t.api('GET', '/api/filters', logist);
    expect(own.json().items.map((r: { id: number }) => r.id)).toEqual([created.json().id]);
    const renamed = await t.api('PUT', `/api/filters/${created.json().id}`, logist, { filter: { name: 'Подбор 2' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Подбор 2');
    expect((await t.api('GET', `/api/filters/${created.json().id}`, admin)).statusCode).toBe(404);
  });
});

describe("a user's chosen columns (fields_to_shows)", () => {
  it('are theirs alone', async () => {
    const created = await t.api('POST', '/api/fields_to_shows', admin, {
      fields_to_show: { model: 'orders', fields: ['id', 'start_date'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const put = await t.api('PUT', `/api/fields_to_shows/${id}`, logist, { fields_to_show: { fields: ['id'] } });
    expect(put.statusCode).toBe(404);
    const listed = await t.api('GET', '/api/fields_to_shows?filter=model%3Dorders', logist);
    expect(listed.json().items).toEqual([]);
    expect((await t.api('GET', `/api/fields_to_shows/${id}`, admin)).json().fields).toEqual(['id', 'start_date']);
  });
});
