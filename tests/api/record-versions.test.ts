import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 20 item 5: 'Every record carries a version; a PUT with a stale version answers 409 with the
// current values'; 'Any two people editing one record silently overwrite each other' and 'Ctrl+S
// sends 10:00 back and history records «Время: 12:00→10:00»' must not happen. PGlite by default,
// PostgreSQL with DATABASE_URL (there the two concurrent saves really run at once).
let t: TestApp;
let admin: Credentials;
let logist: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

const contractor = async (name: string) => {
  const res = await t.api('POST', '/api/contractors', admin, { contractor: { name, comment: 'было' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: string };
};
const put = (url: string, as: Credentials, body: Record<string, unknown>) => t.api('PUT', url, as, body);
const stored = (id: number) =>
  t.db.selectFrom('contractors').select(['name', 'comment']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a record carries its version', () => {
  it('in POST, GET and PUT answers; a write changes it, a read does not', async () => {
    const made = await contractor('ООО «Версия»');
    expect(made.version).toMatch(/^[0-9a-f]{16}$/);
    const read = (await t.api('GET', `/api/contractors/${made.id}`, logist)).json();
    expect(read.version).toBe(made.version);
    const saved = await put(`/api/contractors/${made.id}`, logist, {
      contractor: { comment: 'стало', version: made.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).not.toBe(made.version);
    expect((await t.api('GET', `/api/contractors/${made.id}`, admin)).json().version).toBe(saved.json().version);
  });

  it('changes when only a nested row changes', async () => {
    const made = await contractor('ООО «Вложенная»');
    await t.db.insertInto('contractor_contacts').values({ contractor_id: made.id, name: 'Пётр' }).execute();
    expect((await t.api('GET', `/api/contractors/${made.id}`, admin)).json().version).not.toBe(made.version);
  });
});

describe('a save from a stale version', () => {
  it('answers 409 with the current record and changes no row', async () => {
    const made = await contractor('ООО «Первая»');
    const first = await put(`/api/contractors/${made.id}`, admin, {
      contractor: { comment: 'от админа', version: made.version },
    });
    expect(first.statusCode).toBe(200);
    const stale = await put(`/api/contractors/${made.id}`, logist, {
      contractor: { name: 'ООО «Перезапись»', comment: 'от логиста', version: made.version },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'Запись изменили, пока вы её правили: сравните значения и сохраните ещё раз',
      current: { id: made.id, name: 'ООО «Первая»', comment: 'от админа', version: first.json().version },
    });
    expect(await stored(made.id)).toEqual({ name: 'ООО «Первая»', comment: 'от админа' });
  });

  it('without a version the last write wins (scripts; docs/api.md)', async () => {
    const made = await contractor('ООО «Скрипт»');
    await put(`/api/contractors/${made.id}`, admin, { contractor: { comment: 'первый' } });
    const res = await put(`/api/contractors/${made.id}`, logist, { contractor: { comment: 'второй' } });
    expect(res.statusCode).toBe(200);
    expect((await stored(made.id)).comment).toBe('второй');
  });

  it('refuses a version that is not one with 422 on version', async () => {
    const made = await contractor('ООО «Кривая»');
    const res = await put(`/api/contractors/${made.id}`, admin, { contractor: { comment: 'x', version: 42 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['version']);
  });

  it('of two concurrent saves from one version, one is saved and the other gets 409', async () => {
    const made = await contractor('ООО «Гонка»');
    const [a, b] = await Promise.all([
      put(`/api/contractors/${made.id}`, admin, { contractor: { comment: 'A', version: made.version } }),
      put(`/api/contractors/${made.id}`, logist, { contractor: { comment: 'B', version: made.version } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'A' : 'B';
    expect((await stored(made.id)).comment).toBe(winner);
    expect((a.statusCode === 409 ? a : b).json().current.comment).toBe(winner);
  });
});

describe('an action writes a new version (the issue: a client change approved under an open card)', () => {
  it('a card saved from before «Разрешить» gets 409 and history never records «Время: 12:00→10:00»', async () => {
    const { id } = await orderWithWorkers(t, admin, { order: { start_time: '10:00' } });
    await t.db
      .updateTable('orders')
      .set({ client_changes: JSON.stringify({ fields: { start_time: '12:00' } }) })
      .where('id', '=', id)
      .execute();
    const card = (await t.api('GET', `/api/orders/${id}`, admin)).json();
    expect(card.start_time).toBe('10:00');
    const allowed = await t.api('POST', `/api/orders/${id}/review_client_change`, admin, {
      key: 'fields.start_time',
      allow: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The open card sends the time it shows (and an edit of its own), with the version it was read at.
    const saved = await put(`/api/orders/${id}`, admin, {
      order: { start_time: card.start_time, comment: 'поправил', version: card.version },
    });
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json().current.start_time).toBe('12:00');
    const row = await t.db
      .selectFrom('orders')
      .select(['start_time', 'comment'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(String(row.start_time).slice(0, 5)).toBe('12:00');
    const history = (await t.api('GET', `/api/orders/${id}/changes_history`, admin)).json().items;
    const lines = history.flatMap(
      (h: { changes_data: { label: string; from: string; to: string }[] }) => h.changes_data,
    );
    expect(lines.some((c: { from: string; to: string }) => c.from === '12:00' && c.to === '10:00')).toBe(false);
    // Saved again from the current version, the edit goes through and keeps the client's time.
    const current = saved.json().current;
    const again = await put(`/api/orders/${id}`, admin, {
      order: { comment: 'поправил', start_time: current.start_time, version: current.version },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ start_time: '12:00', comment: 'поправил' });
  });

  it('closing a task moves its version too', async () => {
    const task = await t.api('POST', '/api/tasks', admin, { task: { title: 'Проверить версию' } });
    expect(task.statusCode, task.body).toBe(201);
    const closed = await t.api('POST', `/api/tasks/${task.json().id}/close`, admin, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().version).not.toBe(task.json().version);
    const stale = await put(`/api/tasks/${task.json().id}`, admin, {
      task: { title: 'Проверить версию!', version: task.json().version },
    });
    expect(stale.statusCode).toBe(409);
  });
});

// Every record needs a version, and a view row has no xmin of its own: a resource read through a
// view must say in the registry which table's row it shows (`viewOf`), or its reads answer 500.
describe('resources read through a view', () => {
  it('each declares viewOf, and each plain table does not', async () => {
    const views = new Set(
      (
        await sql<{ relname: string }>`select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind in ('v', 'm')`.execute(t.db)
      ).rows.map((r) => r.relname),
    );
    const wrong = Object.values(resources)
      .filter((def) => views.has(def.table) !== (def.viewOf !== undefined))
      .map((def) => `${def.name}: ${views.has(def.table) ? 'view without viewOf' : 'viewOf on a table'}`);
    expect(wrong).toEqual([]);
    expect([...views].filter((v) => Object.values(resources).some((d) => d.table === v)).length).toBeGreaterThan(3);
  });
});
