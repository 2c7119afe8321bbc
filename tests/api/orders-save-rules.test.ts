import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { contractorWithoutPrices, orderApi, pickWorkers } from './orders-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 01 §4 'Order status (stored)', DESIGN.md §8 and spec 01 §5 through PUT/POST /api/orders.
let t: TestApp;
let admin: Credentials;
let manager: Credentials;
let contractorId: number;
let workers: Awaited<ReturnType<typeof pickWorkers>>;
let o: ReturnType<typeof orderApi>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  contractorId = await contractorWithoutPrices(t);
  workers = await pickWorkers(t);
  o = orderApi(t, () => admin);
});
afterAll(async () => t?.close());

const lines = (loaders = 2) => [
  {
    work_type_id: 48,
    workers_amount: loaders,
    instrument_types_amount: 0,
    rate_client1: '500',
    rate_individual1: '300',
  },
  { work_type_id: 52, instrument_type_id: null, workers_amount: 1, instrument_types_amount: 2, rate_client1: '900' },
];
const newOrder = (extra: Record<string, unknown> = {}) =>
  o.create({ start_date: '2027-02-10', contractor_id: contractorId, order_prices: lines(), ...extra });

describe('status machine: "New status = max(current, 1, min(s + 1, 3)); status 3 never moves on"', () => {
  it('starts at 0, step 1 gives 2, step 2 gives 3, and nothing moves past 3', async () => {
    const order = await newOrder();
    expect([order.status, order.displayed_status]).toEqual([0, 0]);
    expect((await o.save(order.id, { next_status: 1 })).status).toBe(2);
    const ids = (await o.get(order.id)).order_individuals.map((w: { id: number }) => w.id);
    const people = [workers.own[0], workers.own[1], workers.theirs[0]];
    const counted = await o.save(order.id, {
      next_status: 2,
      order_individuals: ids.map((id: number, i: number) => ({ id, individual_id: people[i] })),
    });
    expect(counted.status).toBe(3);
    expect((await o.save(order.id, { next_status: 1 })).status).toBe(3);
    expect((await o.save(order.id, { next_status: 3 })).status).toBe(3);
  });

  it('step 3 from a raw order goes straight to 3 only with a valid card', async () => {
    const order = await newOrder();
    const refused = await o.put(order.id, { next_status: 3 });
    expect(refused.statusCode).toBe(422);
    expect((await o.get(order.id)).status).toBe(0);
  });

  it('step 1 copies the form-1 discount; step ≥ 2 sets visible_to_workers, make_transactions and p_sent_at = start_date', async () => {
    const order = await newOrder({ has_discount_form1: false, discount_form1: '7.5' });
    const formed = await o.save(order.id, { next_status: 1 });
    expect([formed.has_discount, formed.discount]).toEqual([false, 7.5]);
    expect([formed.visible_to_workers, formed.make_transactions, formed.p_sent_at]).toEqual([false, false, null]);
    const rows = formed.order_individuals.map((w: { id: number }, i: number) => ({
      id: w.id,
      individual_id: [workers.own[0], workers.own[1], workers.own[2]][i],
    }));
    const counted = await o.save(order.id, { next_status: 2, order_individuals: rows });
    expect([counted.visible_to_workers, counted.make_transactions, counted.p_sent_at]).toEqual([
      true,
      true,
      '2027-02-10',
    ]);
  });

  it('next status creates one worker row per worker, the instrument count on the first, only when none exist', async () => {
    const order = await newOrder();
    const formed = await o.save(order.id, { next_status: 1 });
    expect(
      formed.order_individuals.map((w: Record<string, unknown>) => [
        w.work_type_id,
        w.instrument_types_amount,
        w.rate_client1,
      ]),
    ).toEqual([
      [48, 0, '500.00'],
      [48, 0, '500.00'],
      [52, 2, '900.00'],
    ]);
    const again = await o.save(order.id, { next_status: 1 });
    expect(again.order_individuals.map((w: { id: number }) => w.id)).toEqual(
      formed.order_individuals.map((w: { id: number }) => w.id),
    );
  });

  it('"on a new order the user becomes user2" for group 1, not for others', async () => {
    const mine = await orderApi(t, () => manager).create({ start_date: '2027-02-10', contractor_id: contractorId });
    const me = (await t.api('GET', '/api/me', manager)).json();
    expect(mine.user2_id).toBe(me.id ?? me.user?.id);
    expect((await newOrder()).user2_id).toBeNull();
  });
});

describe('card validation (spec 01 §5): 422 with the field and the Russian message, nothing written', () => {
  it('"Такой тип работ и инструмент уже есть у этого заказа"', async () => {
    const order = await newOrder();
    const res = await o.put(order.id, {
      comment: 'не должно сохраниться',
      order_prices: [{ work_type_id: 48, workers_amount: 1 }],
    });
    expect(res.statusCode).toBe(422);
    // Issue 22 item 6: the refusal names the row sent.
    expect(res.json().errors['order_prices[0]']).toEqual(['Такой тип работ и инструмент уже есть у этого заказа']);
    expect(res.json().full_messages).toEqual(['Цены, строка 1: Такой тип работ и инструмент уже есть у этого заказа']);
    const after = await o.get(order.id);
    expect(after.comment).toBeNull();
    expect(after.order_prices).toHaveLength(2);
  });

  it('names both rows when the request itself repeats a work type (issue 22 item 6)', async () => {
    const order = await newOrder();
    const res = await o.put(order.id, {
      order_prices: [
        ...order.order_prices.map((p: { id: number }) => ({ id: p.id })),
        { work_type_id: 53, workers_amount: 1 },
        { work_type_id: 53, workers_amount: 2 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages).toEqual([
      'Цены, строка 4: Такой тип работ и инструмент уже есть у этого заказа (как в строке 3)',
    ]);
    expect((await o.get(order.id)).order_prices).toHaveLength(2);
  });

  it('a save that moves the status needs total workers_amount > 0', async () => {
    const order = await newOrder({ order_prices: lines(0).slice(0, 1) });
    const res = await o.put(order.id, { next_status: 1, comment: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { order_prices: ['общее число работников должно быть больше нуля'] },
      full_messages: ['Цены: общее число работников должно быть больше нуля'],
    });
    const after = await o.get(order.id);
    expect([after.status, after.comment]).toEqual([0, null]);
  });

  it('every kept worker row needs an individual when form 2 is conducted', async () => {
    const order = await newOrder();
    const formed = await o.save(order.id, { next_status: 1 });
    const [a, b, c] = formed.order_individuals.map((w: { id: number }) => w.id);
    const res = await o.put(order.id, {
      next_status: 2,
      order_individuals: [
        { id: a, individual_id: workers.own[0] },
        { id: b, individual_id: workers.own[1] },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'order_individuals[2].individual_id': ['не выбран'] });
    expect(res.json().full_messages).toEqual(['Работники, строка 3: работник не выбран']);
    const after = await o.get(order.id);
    expect(after.status).toBe(2);
    expect(after.order_individuals.every((w: { individual_id: number | null }) => w.individual_id === null)).toBe(true);
    // The key names the row as the request (the console's displayed order) has it, removed rows included.
    const shifted = await o.put(order.id, {
      next_status: 2,
      order_individuals: [{ id: a, _destroy: true }, { id: b, individual_id: workers.own[1] }, { id: c }],
    });
    expect(shifted.json().errors).toEqual({ 'order_individuals[2].individual_id': ['не выбран'] });
    // Removing the empty row (_destroy) makes the card valid.
    const ok = await o.put(order.id, {
      next_status: 2,
      order_individuals: [
        { id: a, individual_id: workers.own[0] },
        { id: b, individual_id: workers.own[1] },
        { id: c, _destroy: true },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe(3);
  });

  it('with passes on, pass data must exist to move the status', async () => {
    const order = await newOrder({ passes: true });
    const res = await o.put(order.id, { next_status: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ pass_data: ['не может быть пустым, когда нужны пропуска'] });
    expect((await o.get(order.id)).status).toBe(0);
    expect((await o.save(order.id, { next_status: 1, pass_data: 'Паспорта на проходной' })).status).toBe(2);
  });

  it('individuals are limited to the fix_pay of the first chosen one', async () => {
    const order = await newOrder();
    const formed = await o.save(order.id, { next_status: 1 });
    const [a, b] = formed.order_individuals.map((w: { id: number }) => w.id);
    const res = await o.put(order.id, {
      order_individuals: [
        { id: a, individual_id: workers.fixed[0] },
        { id: b, individual_id: workers.own[0] },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'order_individuals[1].individual_id': ['почасовая оплата, а у первого выбранного работника — фиксированная'],
    });
    expect((await o.get(order.id)).order_individuals[0].individual_id).toBeNull();
  });
});

describe('displayed status follows nested worker saves (spec 01 §4 "Order status (displayed)")', () => {
  it('2 → 2.1 (all filled, hidden) → 2.2 (visible, some filled) → 2.5 (all confirmed)', async () => {
    const order = await newOrder();
    const formed = await o.save(order.id, { next_status: 1, reviewed: true });
    expect(formed.displayed_status).toBe(2);
    const ids = formed.order_individuals.map((w: { id: number }) => w.id);
    const people = [workers.own[3], workers.own[4], workers.own[5]];
    const filled = await o.save(order.id, {
      order_individuals: ids.map((id: number, i: number) => ({ id, individual_id: people[i] })),
    });
    expect(filled.displayed_status).toBe(2.1);
    const visible = await o.save(order.id, {
      visible_to_workers: true,
      order_individuals: [{ id: ids[2], individual_id: null }],
    });
    expect(visible.displayed_status).toBe(2.2);
    const confirmed = await o.save(order.id, {
      order_individuals: ids.map((id: number, i: number) => ({ id, individual_id: people[i], confirmed: true })),
    });
    expect(confirmed.displayed_status).toBe(2.5);
  });
});
