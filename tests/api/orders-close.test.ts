import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { contractorWithoutPrices, ledgerOf, ledgerRowCount, orderApi, pickWorkers } from './orders-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 10: 'PUT /api/orders/{id}/close computes billed time with the 4-hour minimum, final revenue
// and profit, and writes the order's ledger transactions (each worker's earning, the client's
// receivable) in the same DB transaction; PUT /api/orders/{id}/restore_status2 reverses them with
// balancing rows. Closing twice or restoring twice changes nothing.'
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

/**
 * A formed order (status 2): two loaders at 500/300 an hour, an own worker with no time of his own
 * (the order's, 4 h minimum) and a third-party one who worked 7 h.
 */
async function formedOrder(extra: Record<string, unknown> = {}) {
  const order = await o.create({
    start_date: '2027-03-01',
    contractor_id: contractorId,
    order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: '500', rate_individual1: '300' }],
    ...extra,
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

const close = (id: number, who = admin) => t.api('PUT', `/api/orders/${id}/close`, who);
const restore = (id: number, who = admin) => t.api('PUT', `/api/orders/${id}/restore_status2`, who);

describe('PUT /api/orders/{id}/close', () => {
  it('counts at the billed time (4-hour minimum), stores final money and writes the ledger', async () => {
    const order = await formedOrder({
      pure_time: '2',
      trip_time: '1',
      has_discount_form1: false,
      discount_form1: '10',
    });
    const res = await close(order.id, logist);
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json();
    expect([closed.status, closed.displayed_status, closed.make_transactions]).toEqual([3, 3, true]);
    // Worker 1: 2 + 1 h → 4 h minimum; worker 2: 7 + 1 = 8 h. Revenue 500 × 12 = 6000 + 10 % surcharge.
    expect(closed.final_revenue).toBe('6600.00');
    expect(closed.final_profit).toBe('3000.00'); // 6600 − 300 × 12
    expect(closed.p_amount).toBe('6600.00');
    expect(await ledgerOf(t, order.id)).toEqual([
      { operation_id: 5, owner_type: 'Our_Individual', owner_id: workers.own[10], amount: '1200.00', n: 1 },
      { operation_id: 5, owner_type: 'Theirs_Individual', owner_id: workers.theirs[0], amount: '2400.00', n: 1 },
      { operation_id: 6, owner_type: 'Contractor', owner_id: contractorId, amount: '-6600.00', n: 1 },
    ]);
    const [author] = (
      await sql<{ user_id: number; payment_date: string }>`select user_id, payment_date::text from transactions
        where order_id = ${order.id} limit 1`.execute(t.db)
    ).rows;
    const me = (await t.api('GET', '/api/me', logist)).json();
    expect(author.user_id).toBe(me.id ?? me.user?.id);
  });

  it('closing twice changes nothing', async () => {
    const order = await formedOrder();
    const first = (await close(order.id)).json();
    const rows = await ledgerRowCount(t, order.id);
    const second = await close(order.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    expect(await ledgerRowCount(t, order.id)).toBe(rows);
  });

  it('refuses an order that is not formed yet, writing nothing', async () => {
    const order = await o.create({ start_date: '2027-03-01', contractor_id: contractorId });
    const res = await close(order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages).toEqual(['Закрыть можно только сформированный заказ']);
    expect(await ledgerRowCount(t, order.id)).toBe(0);
  });

  it('an order with a zero final amount needs close_order, and the refusal writes nothing', async () => {
    const order = await formedOrder();
    await o.save(order.id, {
      order_individuals: order.order_individuals.map((w: { id: number }) => ({ id: w.id, individual_id: null })),
    });
    expect((await close(order.id, logist)).statusCode).toBe(403);
    expect((await o.get(order.id)).status).toBe(2);
    expect(await ledgerRowCount(t, order.id)).toBe(0);
  });
});

describe('PUT /api/orders/{id}/restore_status2', () => {
  it('reverses the ledger with balancing rows; restoring twice changes nothing; closing again re-posts', async () => {
    const order = await formedOrder();
    await close(order.id);
    const res = await restore(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect([res.json().status, res.json().displayed_status]).toEqual([2, 2.1]);
    const after = await ledgerOf(t, order.id);
    expect(after.map((r) => [r.amount, r.n])).toEqual([
      ['0.00', 2],
      ['0.00', 2],
      ['0.00', 2],
    ]);
    const rows = await ledgerRowCount(t, order.id);
    const again = await restore(order.id);
    expect(again.statusCode).toBe(200);
    expect(await ledgerRowCount(t, order.id)).toBe(rows);
    await close(order.id);
    expect((await ledgerOf(t, order.id)).map((r) => r.amount)).toEqual(['1200.00', '2100.00', '-5500.00']);
  });

  it('refuses an order attached to an act', async () => {
    const order = await formedOrder();
    await close(order.id);
    const [act] = (
      await sql<{
        id: number;
      }>`insert into acts (contractor_id, number) values (${contractorId}, 'А-1') returning id`.execute(t.db)
    ).rows;
    await sql`update orders set act_id = ${act.id} where id = ${order.id}`.execute(t.db);
    const res = await restore(order.id);
    expect(res.statusCode).toBe(422);
    expect((await o.get(order.id)).status).toBe(3);
  });
});

describe('the ledger follows every way an order is counted', () => {
  it('a save of form 2 (next_status 2) counts the order and posts the same rows as close', async () => {
    const order = await formedOrder();
    const counted = await o.save(order.id, { next_status: 2 });
    expect(counted.status).toBe(3);
    expect((await ledgerOf(t, order.id)).map((r) => r.amount)).toEqual(['1200.00', '2100.00', '-5500.00']);
  });

  it('a later change to a counted order appends an adjustment, never edits a row', async () => {
    const order = await formedOrder();
    await close(order.id);
    const [first] = order.order_individuals;
    await o.save(order.id, { order_individuals: [{ id: first.id, pure_time: '6' }] });
    const ledger = await ledgerOf(t, order.id);
    expect(ledger.map((r) => [r.amount, r.n])).toEqual([
      ['1800.00', 2],
      ['2100.00', 1],
      ['-6500.00', 2],
    ]);
    const [sums] = (
      await sql<{ revenue: string; profit: string; owed: string }>`select o.final_revenue::text as revenue,
        o.final_profit::text as profit,
        (select sum(amount) from transactions t where t.order_id = o.id and t.operation_id = 5)::text as owed
        from orders o where o.id = ${order.id}`.execute(t.db)
    ).rows;
    expect(sums).toEqual({ revenue: '6500.00', profit: '2600.00', owed: '3900.00' });
  });

  it('unticking make_transactions on a counted order reverses its postings («Проводить операции»)', async () => {
    const order = await formedOrder();
    await close(order.id);
    await o.save(order.id, { make_transactions: false });
    expect((await ledgerOf(t, order.id)).map((r) => [r.amount, r.n])).toEqual([
      ['0.00', 2],
      ['0.00', 2],
      ['0.00', 2],
    ]);
  });

  it('restore refuses an order that was never formed', async () => {
    const order = await o.create({ start_date: '2027-03-01', contractor_id: contractorId });
    const res = await restore(order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages).toEqual(['Вернуть в статус «Сформирован» можно только посчитанный заказ']);
  });
});
