import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 8, item 5 'The ledger records who wrote it': 'A transaction created through the API has
// user_id null. The server sets the author on every ledger row it writes (never from the body), and
// the list shows it.'
let t: TestApp;
let admin: Credentials;
let accountant: Credentials;
let chief: Credentials;
let accountantId: number;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  chief = await t.loginAs('demo-chief-accountant@crm.local', DEMO_PASSWORD);
  accountantId = (await t.api('GET', '/api/me', accountant)).json().id;
  adminId = (await t.api('GET', '/api/me', admin)).json().id;
});
afterAll(async () => t?.close());

const payout = (extra: Record<string, unknown> = {}) => ({
  transaction: { payment_date: '2026-11-20', amount: '1500.00', owner_type: 'Contractor', owner_id: 1, ...extra },
});

describe('the author of a transaction', () => {
  it('is the signed-in user who created it, and the list names them', async () => {
    const created = await t.api('POST', '/api/transactions', accountant, payout());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json().user_id).toBe(accountantId);

    const listed = await t.api('GET', `/api/transactions?filter=${encodeURIComponent(`id=${id}`)}`, chief);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items[0].user_id).toBe(accountantId);
    expect(listed.json().meta.users).toContainEqual({ id: accountantId, name: 'Елена Морозова' });
  });

  it('is never taken from the body, on create or on update', async () => {
    const created = await t.api('POST', '/api/transactions', accountant, payout({ user_id: adminId }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user_id).toBe(accountantId);
    const { id } = created.json();
    const changed = await t.api('PUT', `/api/transactions/${id}`, chief, {
      transaction: { user_id: adminId, comment: 'Исправлено' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().comment).toBe('Исправлено');
    expect(changed.json().user_id).toBe(accountantId);
  });

  it('does not restrict who reads the row', async () => {
    const created = await t.api('POST', '/api/transactions', accountant, payout());
    const got = await t.api('GET', `/api/transactions/${created.json().id}`, chief);
    expect(got.statusCode).toBe(200);
    expect(got.json().user_id).toBe(accountantId);
  });
});

// Spec 02 'Message: order_id, incoming, sender_id, …' with the sender a worker when incoming and a
// manager otherwise: a message written through the API is the writer's.
describe('the sender of a message', () => {
  it('is the signed-in user for an outgoing message, never the body', async () => {
    const sent = await t.api('POST', '/api/messages', accountant, {
      message: { message: 'Выезд в 9:00', sender_id: adminId },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().sender_id).toBe(accountantId);
    const changed = await t.api('PUT', `/api/messages/${sent.json().id}`, admin, { message: { is_processed: true } });
    expect(changed.json().sender_id).toBe(accountantId);
  });

  it('is left unset for an incoming one (the worker is not the signed-in user)', async () => {
    const got = await t.api('POST', '/api/messages', accountant, { message: { message: 'Опаздываю', incoming: true } });
    expect(got.statusCode, got.body).toBe(201);
    expect(got.json().sender_id).toBeNull();
  });
});
