import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { contractorWithoutPrices, ledgerOf, ledgerRowCount, orderApi, pickWorkers } from './orders-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 22 item 3: 'Alt+X closes and counts an order at once, with no confirmation, before its date,
// and writes the ledger'; Deliver: 'a destructive or money-writing action (close, restore …) asks
// with a summary of what it will write'. GET /api/orders/{id}/status_preview?move=close|restore
// answers that summary, found by running the move and rolling it back: it writes nothing.
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let contractorId: number;
let workers: Awaited<ReturnType<typeof pickWorkers>>;
let o: ReturnType<typeof orderApi>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  contractorId = await contractorWithoutPrices(t);
  workers = await pickWorkers(t);
  o = orderApi(t, () => admin);
});
afterAll(async () => t?.close());

async function formedOrder(startDate: string) {
  const order = await o.create({
    start_date: startDate,
    contractor_id: contractorId,
    order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: '500', rate_individual1: '300' }],
  });
  const formed = await o.save(order.id, { next_status: 1 });
  const [a, b] = formed.order_individuals.map((w: { id: number }) => w.id);
  return o.save(order.id, {
    order_individuals: [
      { id: a, individual_id: workers.own[10] },
      { id: b, individual_id: workers.theirs[0], pure_time: '7' },
    ],
  });
}

const preview = (id: number, move: string, who = admin) =>
  t.api('GET', `/api/orders/${id}/status_preview?move=${move}`, who);

describe('GET /api/orders/{id}/status_preview', () => {
  it('shows what a close would write (status, money, each ledger row with its owner) and writes none of it', async () => {
    const order = await formedOrder('2030-03-01');
    const res = await preview(order.id, 'close', logist);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      move: 'close',
      status_before: 2,
      status_after: 3,
      start_date: '2030-03-01',
      before_start: true,
      final_revenue: '5500.00',
      p_amount: '5500.00',
      refused: [],
    });
    expect(p.ledger.map((r: { operation: string; amount: string }) => [r.operation, r.amount])).toEqual([
      ['Начисление работнику', '1200.00'],
      ['Начисление работнику', '2100.00'],
      ['Начисление клиенту', '-5500.00'],
    ]);
    expect(p.ledger[0].owner_name).toEqual(expect.any(String));
    // Nothing of it stayed: the order is still formed and its ledger empty.
    expect((await o.get(order.id)).status).toBe(2);
    expect((await o.get(order.id)).p_amount).toBeNull();
    expect(await ledgerRowCount(t, order.id)).toBe(0);
    // The close itself writes exactly what the preview showed.
    await t.api('PUT', `/api/orders/${order.id}/close`, admin);
    expect((await ledgerOf(t, order.id)).map((r) => r.amount)).toEqual(['1200.00', '2100.00', '-5500.00']);
  });

  it('shows the reversal a restore would write', async () => {
    const order = await formedOrder('2020-03-01');
    await t.api('PUT', `/api/orders/${order.id}/close`, admin);
    const p = (await preview(order.id, 'restore')).json();
    expect([p.status_before, p.status_after, p.before_start]).toEqual([3, 2, false]);
    expect(p.ledger.map((r: { amount: string }) => r.amount).sort()).toEqual(['-1200.00', '-2100.00', '5500.00']);
    expect((await o.get(order.id)).status).toBe(3);
  });

  it('names what the card rules refuse instead of failing: an empty worker place', async () => {
    const order = await o.create({
      start_date: '2030-03-01',
      contractor_id: contractorId,
      order_prices: [{ work_type_id: 48, workers_amount: 1, rate_client1: '500' }],
    });
    await o.save(order.id, { next_status: 1 });
    const p = (await preview(order.id, 'close')).json();
    expect(p.status_after).toBe(2);
    expect(p.refused.length).toBeGreaterThan(0);
    expect(p.refused.join(' ')).toMatch(/работник/i);
    expect((await o.get(order.id)).status).toBe(2);
  });

  it('refuses an unknown move with a 422 naming it, and an unknown order with a 404', async () => {
    const order = await formedOrder('2030-03-01');
    const bad = await preview(order.id, 'delete');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().full_messages[0]).toMatch(/^Действие: /);
    expect((await preview(99999999, 'close')).statusCode).toBe(404);
  });
});
