import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { anyId } from './sample-payload.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// DESIGN.md §8 guards, each with an allowed and a refused case, by real demo users of groups
// 2 (Логист: none of these flags), 4 (Бухгалтер: transactions, close_order), 6 (Старший логист:
// close_order, restore_status1), 7 (Главный бухгалтер: transactions, transactions_delete).
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let accountant: Credentials;
let senior: Credentials;
let chief: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  senior = await t.loginAs('demo-senior-logist@crm.local', DEMO_PASSWORD);
  chief = await t.loginAs('demo-chief-accountant@crm.local', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

async function formedOrder(rate: string) {
  const contractor_id = await anyId(t, admin, 'contractors');
  const created = await t.api('POST', '/api/orders', admin, {
    order: {
      start_date: '2026-12-20',
      contractor_id,
      order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: rate, rate_individual1: '0' }],
    },
  });
  const id = created.json().id;
  const formed = await t.api('PUT', `/api/orders/${id}`, admin, { order: { next_status: 1 } });
  expect(formed.json().status).toBe(2);
  // Only places with a worker are billed: fill both with workers of one kind of pay (spec 01 §5).
  const people = (
    await sql<{ id: number }>`select id from individuals where not fix_pay order by id limit 2`.execute(t.db)
  ).rows;
  const order_individuals = formed.json().order_individuals.map((w: { id: number }, i: number) => ({
    id: w.id,
    individual_id: people[i].id,
  }));
  const filled = await t.api('PUT', `/api/orders/${id}`, admin, { order: { order_individuals } });
  expect(filled.statusCode, filled.body).toBe(200);
  return id as number;
}

describe('close_order: "close orders with zero" (spec §6)', () => {
  it('lets anyone signed in close an order with a final amount', async () => {
    const id = await formedOrder('500.00');
    const res = await t.api('PUT', `/api/orders/${id}/close`, logist);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(3);
    // 2 workers × 500 × 4 h minimum (spec §9: 'Minimum billed work time of an order: 4 hours').
    expect(res.json().p_amount).toBe('4000.00');
  });

  it('needs close_order when the final amount is zero', async () => {
    const id = await formedOrder('0');
    const refused = await t.api('PUT', `/api/orders/${id}/close`, logist);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('No access');
    const allowed = await t.api('PUT', `/api/orders/${id}/close`, accountant);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('restore_status1: PUT /api/orders/{id}/restore_status2', () => {
  it('is refused without the flag and allowed with it', async () => {
    const id = await formedOrder('700');
    await t.api('PUT', `/api/orders/${id}/close`, admin);
    const refused = await t.api('PUT', `/api/orders/${id}/restore_status2`, logist);
    expect(refused.statusCode).toBe(403);
    const allowed = await t.api('PUT', `/api/orders/${id}/restore_status2`, senior);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().status).toBe(2);
  });
});

describe('transactions and transactions_delete (spec: "Transaction deletion requires transactions_delete")', () => {
  it('lets the ledger be read and written only with transactions', async () => {
    expect((await t.api('GET', '/api/transactions', logist)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/transactions', accountant)).statusCode).toBe(200);
  });

  it('deletes a transaction only with transactions_delete', async () => {
    const created = await t.api('POST', '/api/transactions', accountant, {
      transaction: {
        amount: '1500.00',
        owner_type: 'Contractor',
        owner_id: 1,
        payment_date: '2026-11-20',
        comment: 'Оплата',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const refused = await t.api('DELETE', `/api/transactions/${id}`, accountant);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('No access');
    expect((await t.api('DELETE', `/api/transactions/${id}`, chief)).statusCode).toBe(200);
  });

  it('lets admins pass every check (spec: "Admins pass every permission check")', async () => {
    expect((await t.api('GET', '/api/transactions', admin)).statusCode).toBe(200);
  });

  it('applies a change of group permissions to signed-in members at once', async () => {
    expect((await t.api('GET', '/api/transactions', logist)).statusCode).toBe(403);
    const group = (await t.api('GET', '/api/user_groups/2', admin)).json();
    const granted = await t.api('PUT', '/api/user_groups/2', admin, {
      user_group: { permissions: { ...group.permissions, transactions: true } },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await t.api('GET', '/api/transactions', logist)).statusCode).toBe(200);
    await t.api('PUT', '/api/user_groups/2', admin, { user_group: { permissions: group.permissions } });
    expect((await t.api('GET', '/api/transactions', logist)).statusCode).toBe(403);
  });
});
