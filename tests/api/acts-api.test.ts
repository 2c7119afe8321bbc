import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeFixture } from './finance-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 12 item 2: 'Acts: number, date, contractor (a red cross marks an inconsistent contractor),
// amount_orders, amount_accounts (sum of act_operations), amount, amount_payments, orders, nested
// act_operations (account_id, amount) and products, all kept by the server on every change; act
// status 1-4 from core rules everywhere.'
let t: TestApp;
let admin: Credentials;
let fx: Awaited<ReturnType<typeof financeFixture>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  fx = await financeFixture(t, () => admin);
});
afterAll(async () => t?.close());

describe('act sums and status', () => {
  it("an act with operations of 100 and 250 has amount_accounts 350 (the issue's example)", async () => {
    const a1 = await fx.account({ contractor_id: fx.contractorA, amount: '100' });
    const a2 = await fx.account({ contractor_id: fx.contractorA, amount: '900' });
    const act = await fx.act({
      number: 'А-1',
      contractor_id: fx.contractorA,
      amount: '350',
      act_operations: [{ account_id: a1.id }, { account_id: a2.id, amount: '250' }],
    });
    expect(act.amount_accounts).toBe('350.00');
    expect(act.act_operations.map((op: { amount: string }) => op.amount)).toEqual(['100.00', '250.00']);
    expect(act.amount_orders).toBe('0.00');
    expect(act.status).toBe(1); // no orders yet: the orders do not match 350
    expect(await fx.storedAct(act.id)).toEqual({
      amount_orders: '0.00',
      amount_accounts: '350.00',
      amount_payments: '0.00',
      status: 1,
    });
  });

  it('walks 1 → 2 → 3 → 4 as orders, accounts and payments come to the amount', async () => {
    const order = await fx.countedOrder(fx.contractorA, '500');
    expect(order.final_revenue).toBe('4000.00');
    const acc = await fx.account({ contractor_id: fx.contractorA, amount: '4000' });
    const act = await fx.act({ number: 'А-2', contractor_id: fx.contractorA, amount: '4000' });
    expect(act.status).toBe(1);

    let res = await fx.putAct(act.id, { order_ids: [order.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect([res.json().amount_orders, res.json().status, res.json().order_ids]).toEqual(['4000.00', 2, [order.id]]);

    res = await fx.putAct(act.id, { act_operations: [{ account_id: acc.id, amount: '4000' }] });
    expect([res.json().amount_accounts, res.json().status]).toEqual(['4000.00', 3]);

    // The account paid by its action (issue 20 item 2) moves the act in the same request.
    const paid = await t.api('PUT', '/api/accounts/make_payments', admin, {
      account_ids: [acc.id],
      payment_date: '10.03.2027',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await fx.storedAct(act.id)).toMatchObject({ amount_payments: '4000.00', status: 4 });
    const list = (await t.api('GET', `/api/acts?filter=status=4&search=А-2`, admin)).json();
    expect(list.items.map((r: { id: number }) => r.id)).toEqual([act.id]);
  });

  it("an order's revenue change recomputes its act in the same request", async () => {
    const order = await fx.countedOrder(fx.contractorA, '500');
    const act = await fx.act({ number: 'А-3', contractor_id: fx.contractorA, amount: '4000', order_ids: [order.id] });
    expect([act.amount_orders, act.status]).toEqual(['4000.00', 2]);
    // One loader worked 5 hours instead of the 4-hour minimum: 500 × (4 + 5).
    const res = await fx.o.put(order.id, {
      order_individuals: [{ id: order.order_individuals[0].id, pure_time: '5' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().final_revenue).toBe('4500.00');
    expect(await fx.storedAct(act.id)).toMatchObject({ amount_orders: '4500.00', status: 1 });
  });

  it("an order moved out of its act through its own form leaves the act's sum", async () => {
    const order = await fx.countedOrder(fx.contractorA, '250');
    const act = await fx.act({ number: 'А-4', contractor_id: fx.contractorA, amount: '2000', order_ids: [order.id] });
    expect(act.amount_orders).toBe('2000.00');
    const res = await fx.o.put(order.id, { act_id: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fx.storedAct(act.id)).toMatchObject({ amount_orders: '0.00', status: 1 });
  });

  it('a computed sum sent by a client is refused, not stored', async () => {
    const act = await fx.act({ number: 'А-5', contractor_id: fx.contractorA });
    const res = await fx.putAct(act.id, { amount_orders: '1' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['amount_orders']);
  });
});

describe('act orders', () => {
  it('refuses orders of another contractor or in another act, naming each, and writes nothing', async () => {
    const mine = await fx.countedOrder(fx.contractorA);
    const foreign = await fx.countedOrder(fx.contractorB);
    const other = await fx.act({ number: 'А-6', contractor_id: fx.contractorA, order_ids: [mine.id] });
    const act = await fx.act({ number: 'А-7', contractor_id: fx.contractorA });
    const res = await fx.putAct(act.id, { number: 'А-7 новый', order_ids: [mine.id, foreign.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.order_ids).toEqual([
      `Заказ №${mine.id} уже в акте №А-6: сначала уберите его оттуда`,
      `Заказ №${foreign.id} другого контрагента: в акт добавляются только заказы его контрагента`,
    ]);
    expect((await fx.getAct(act.id)).number).toBe('А-7');
    expect((await fx.getAct(other.id)).order_ids).toEqual([mine.id]);
  });

  it('refuses an order not counted yet', async () => {
    const draft = await fx.o.create({ start_date: '2027-03-01', contractor_id: fx.contractorA });
    const res = await t.api('POST', '/api/acts', admin, {
      act: { contractor_id: fx.contractorA, order_ids: [draft.id] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.order_ids).toEqual([
      `Заказ №${draft.id} ещё не проведён: в акт добавляются только проведённые заказы (статус 3)`,
    ]);
  });

  it('a new contractor with its order replaces the selection; the old orders are free again', async () => {
    const a = await fx.countedOrder(fx.contractorA);
    const b = await fx.countedOrder(fx.contractorB);
    const act = await fx.act({ number: 'А-8', contractor_id: fx.contractorA, order_ids: [a.id] });
    const res = await fx.putAct(act.id, { contractor_id: fx.contractorB, order_ids: [b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect([res.json().contractor_id, res.json().order_ids]).toEqual([fx.contractorB, [b.id]]);
    const free = (await t.api('GET', `/api/free_orders?filter=id=${a.id}`, admin)).json();
    expect(free.items.map((r: { id: number }) => r.id)).toEqual([a.id]);
  });
});

describe('the red cross: an inconsistent contractor', () => {
  it('is set when an attached account belongs to another contractor, in the list and the card', async () => {
    const foreign = await fx.account({ contractor_id: fx.contractorB, amount: '10' });
    const clean = await fx.act({ number: 'А-9', contractor_id: fx.contractorA });
    const crossed = await fx.act({
      number: 'А-10',
      contractor_id: fx.contractorA,
      act_operations: [{ account_id: foreign.id }],
    });
    expect([clean.contractor_mismatch, crossed.contractor_mismatch]).toEqual([false, true]);
    const list = (
      await t.api(
        'GET',
        `/api/acts?fields=number,contractor_id,contractor_mismatch&filter=id=${clean.id},${crossed.id}`,
        admin,
      )
    ).json();
    expect(list.items.map((r: { id: number; contractor_mismatch: boolean }) => [r.id, r.contractor_mismatch])).toEqual([
      [crossed.id, true],
      [clean.id, false],
    ]);
    // The account moved to the act's contractor: the cross goes.
    await t.api('PUT', `/api/accounts/${foreign.id}`, admin, { account: { contractor_id: fx.contractorA } });
    expect((await fx.getAct(crossed.id)).contractor_mismatch).toBe(false);
  });

  it('is set when an order of another contractor sits in the act (written through the order form)', async () => {
    const foreign = await fx.countedOrder(fx.contractorB);
    const act = await fx.act({ number: 'А-11', contractor_id: fx.contractorA });
    await fx.o.put(foreign.id, { act_id: act.id });
    const { rows } = await sql<{ act_id: number }>`select act_id from orders where id = ${foreign.id}`.execute(t.db);
    expect(rows[0].act_id).toBe(act.id);
    expect((await fx.getAct(act.id)).contractor_mismatch).toBe(true);
    // The act's form sends its whole order list back: the order already in the act stays.
    const saved = await fx.putAct(act.id, { number: 'А-11/1', order_ids: [foreign.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().order_ids).toEqual([foreign.id]);
  });
});

describe('demo acts (issue 12 item 4)', () => {
  it("come in every status, with one red cross, and their kept sums are the server's", async () => {
    const { rows } = await sql<{ status: number }>`select distinct status from acts order by status`.execute(t.db);
    expect(rows.map((r) => r.status)).toEqual([1, 2, 3, 4]);
    const list = (await t.api('GET', '/api/acts?fields=contractor_mismatch&limit=200', admin)).json();
    expect(list.items.some((r: { contractor_mismatch: boolean }) => r.contractor_mismatch)).toBe(true);
    const { rows: off } = await sql`
      select a.id from acts a
      where a.amount_accounts <> (select coalesce(sum(amount), 0) from act_operations where act_id = a.id)
         or a.amount_orders <> (select coalesce(sum(final_revenue), 0) from orders where act_id = a.id)`.execute(t.db);
    expect(off).toEqual([]);
  });
});

describe('acts list', () => {
  it("sorts only by the spec's columns: contractor_id, number, amount, date", async () => {
    for (const sort of ['contractor_id', 'number', 'amount', 'date'])
      expect((await t.api('GET', `/api/acts?sort=${sort}`, admin)).statusCode).toBe(200);
    for (const sort of ['amount_orders', 'status', 'pdf_sent_counter'])
      expect((await t.api('GET', `/api/acts?sort=${sort}`, admin)).statusCode).toBe(400);
  });
});
