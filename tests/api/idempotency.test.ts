import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { cleanupIdempotencyKeys, idempotencyTexts } from '../../server/http/idempotency.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

function post(key: string, name: string, as = admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contractor_scopes',
    headers: { ...as.headers, 'idempotency-key': key },
    payload: { contractor_scope: { name } },
  });
}

async function countNamed(name: string) {
  const rows = await t.db.selectFrom('contractor_scopes').select('id').where('name', '=', name).execute();
  return rows.length;
}

describe('Idempotency-Key on writes', () => {
  it('runs the first request once and replays its answer for the same key', async () => {
    const first = await post('create-1', 'Идемпотентная сфера');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('create-1', 'Идемпотентная сфера');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toEqual(first.json());
    expect(await countNamed('Идемпотентная сфера')).toBe(1);
  });

  it('refuses the same key for a different request with 422', async () => {
    expect((await post('create-2', 'Сфера А')).statusCode).toBe(201);
    const other = await post('create-2', 'Сфера Б');
    expect(other.statusCode).toBe(422);
    expect(other.json().full_messages).toEqual([idempotencyTexts.otherRequest]);
    expect(await countNamed('Сфера Б')).toBe(0);
  });

  it('answers 409 while the first request with the key is still in flight', async () => {
    const me = (await t.api('GET', '/api/me', admin)).json();
    const pending = await post('pending-probe', 'Сфера В');
    expect(pending.statusCode).toBe(201);
    // A reservation without an answer is what an in-flight request looks like.
    await t.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response_body: null })
      .where('user_id', '=', me.id)
      .where('key', '=', 'pending-probe')
      .execute();
    const duplicate = await post('pending-probe', 'Сфера В');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(idempotencyTexts.inFlight);
  });

  it('replays a 422 but releases the key after other failures, so a corrected retry runs', async () => {
    const invalid = await post('bad-1', '');
    expect(invalid.statusCode).toBe(422);
    const replayed = await post('bad-1', '');
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/contractor_scopes/999999',
      headers: { ...admin.headers, 'idempotency-key': 'gone-1' },
    });
    expect(missing.statusCode).toBe(404);
    const keys = await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'gone-1').execute();
    expect(keys).toEqual([]);
  });

  it('keys are per user and bounded in length', async () => {
    const accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
    const theirs = await post('create-1', 'Сфера бухгалтера', accountant);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    const tooLong = await post('k'.repeat(201), 'Сфера Г');
    expect(tooLong.statusCode).toBe(400);
  });

  it('removes keys older than 24 hours', async () => {
    const me = (await t.api('GET', '/api/me', admin)).json();
    await t.db
      .insertInto('idempotency_keys')
      .values({
        key: 'ancient',
        user_id: me.id,
        method: 'POST',
        path: '/api/x',
        request_hash: 'h',
        created_at: new Date(Date.now() - 25 * 3_600_000).toISOString(),
      })
      .execute();
    await cleanupIdempotencyKeys(t.db);
    const left = await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'ancient').execute();
    expect(left).toEqual([]);
  });
});
