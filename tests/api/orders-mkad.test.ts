import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';
import { contractorWithoutPrices, ledgerOf, orderApi, pickWorkers } from './orders-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 13 item 4: 'Commute payments and MKAD additional payments (city_name, km_from_mkad, add_hour,
// ticket_cost, coordinates; sortable by km_from_mkad and city_name), and their use: an order beyond
// the ring road gets add_hour added to the minimum billed time and the ticket cost in the workers'
// commute payment'.
let t: TestApp;
let admin: Credentials;
let contractorId: number;
let workers: Awaited<ReturnType<typeof pickWorkers>>;
let o: ReturnType<typeof orderApi>;
let balashikha: number;
let podolsk: number;
let tariff: number;

const createCity = (values: Record<string, unknown>) =>
  t.api('POST', '/api/mkad_additional_payments', admin, { mkad_additional_payment: values });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  contractorId = await contractorWithoutPrices(t);
  workers = await pickWorkers(t);
  o = orderApi(t, () => admin);
  const city = async (city_name: string, km: number, add_hour: string, ticket_cost: string) => {
    const res = await createCity({ city_name, km_from_mkad: km, add_hour, ticket_cost });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  balashikha = await city('Балашиха (тест)', 9, '1.50', '220.00');
  podolsk = await city('Подольск (тест)', 20, '1.00', '320.00');
  const res = await t.api('POST', '/api/commute_payments', admin, {
    commute_payment: { name: 'Проезд (тест)', amount: '150.00' },
  });
  expect(res.statusCode, res.body).toBe(201);
  tariff = res.json().id;
});
afterAll(async () => t?.close());

describe('the reference lists (spec 02 §3)', () => {
  it('refuses a bad city with the field and its Russian message, writing nothing', async () => {
    const before = (await sql<{ n: number }>`select count(*)::int as n from mkad_additional_payments`.execute(t.db))
      .rows[0].n;
    for (const [values, field] of [
      [{ km_from_mkad: 5 }, 'city_name'],
      [{ city_name: 'Икша', km_from_mkad: -1 }, 'km_from_mkad'],
      [{ city_name: 'Икша', km_from_mkad: 40, add_hour: '30' }, 'add_hour'],
      [{ city_name: 'Икша', km_from_mkad: 40, ticket_cost: '-5' }, 'ticket_cost'],
      [{ city_name: 'Икша', km_from_mkad: 40, latitude_coordinate: '91' }, 'latitude_coordinate'],
    ] as const) {
      const res = await createCity(values);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const bad = await t.api('POST', '/api/commute_payments', admin, { commute_payment: { name: 'x', amount: '-1' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['amount']);
    const after = (await sql<{ n: number }>`select count(*)::int as n from mkad_additional_payments`.execute(t.db))
      .rows[0].n;
    expect(after).toBe(before);
  });

  it('edits every field of a city', async () => {
    const made = (await createCity({ city_name: 'Икша', km_from_mkad: 30 })).json();
    const values = {
      city_name: 'Икша',
      km_from_mkad: 31,
      add_hour: '2.25',
      ticket_cost: '340.50',
      latitude_coordinate: '56.173',
      longitude_coordinate: '37.5',
    };
    const res = await t.api('PUT', `/api/mkad_additional_payments/${made.id}`, admin, {
      mkad_additional_payment: values,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Decimals come back as JSON numbers, money as two-place strings.
    expect(res.json()).toMatchObject({
      ...values,
      add_hour: 2.25,
      latitude_coordinate: 56.173,
      longitude_coordinate: 37.5,
    });
  });

  it('sorts by km_from_mkad and city_name only', async () => {
    const list = async (sort: string, order: string) =>
      t.api('GET', `/api/mkad_additional_payments?sort=${sort}&order=${order}&limit=100`, admin);
    const byKm = (await list('km_from_mkad', 'desc')).json().items.map((r: { km_from_mkad: number }) => r.km_from_mkad);
    expect(byKm.length).toBeGreaterThan(3);
    expect(byKm).toEqual([...byKm].sort((a: number, b: number) => b - a));
    const byName = await list('city_name', 'asc');
    expect(byName.statusCode).toBe(200);
    for (const sort of ['add_hour', 'ticket_cost', 'latitude_coordinate', 'longitude_coordinate']) {
      const res = await list(sort, 'asc');
      expect(res.statusCode, sort).toBe(400);
    }
  });

  it('keeps a city that orders use: its delete is refused, not a 500', async () => {
    const order = await o.create({
      start_date: '2027-05-01',
      contractor_id: contractorId,
      mkad_additional_payment_id: podolsk,
    });
    const res = await t.api('DELETE', `/api/mkad_additional_payments/${podolsk}`, admin);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().full_messages).toEqual(['Запись используется в других записях, поэтому её нельзя удалить']);
    await o.save(order.id, { mkad_additional_payment_id: null });
  });
});

/** A formed order in Балашиха: two loaders at 500/300 an hour, 2 + 1 h each, the second 7 h of his own. */
async function formedOrder(extra: Record<string, unknown> = {}) {
  const order = await o.create({
    start_date: '2027-05-01',
    contractor_id: contractorId,
    pure_time: '2',
    trip_time: '1',
    mkad_additional_payment_id: balashikha,
    commute_payment_id: tariff,
    order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: '500', rate_individual1: '300' }],
    ...extra,
  });
  const formed = await o.save(order.id, { next_status: 1 });
  const [a, b] = formed.order_individuals.map((w: { id: number }) => w.id);
  return o.save(order.id, {
    order_individuals: [
      { id: a, individual_id: workers.own[3] },
      { id: b, individual_id: workers.theirs[1], pure_time: '7' },
    ],
  });
}

const close = (id: number) => t.api('PUT', `/api/orders/${id}/close`, admin);
const commuteRows = async (id: number) =>
  (await ledgerOf(t, id)).filter((r) => r.operation_id === 7).map((r) => [r.owner_type, r.owner_id, r.amount, r.n]);

describe('an order beyond the ring road', () => {
  it('closed in Балашиха: revenue and pay at the raised minimum, an operation-7 row per worker', async () => {
    const order = await formedOrder();
    // Plan: 2 workers × 500 × max(2 + 1, 4 + 1.5) = 5500.
    expect(order.total_revenue).toBe('5500.00');
    const res = await close(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json();
    // Worker 1: 2 + 1 h → 5.5 h minimum; worker 2: 7 + 1 = 8 h. Revenue 500 × 13.5, pay 300 × 13.5.
    expect([closed.final_revenue, closed.final_profit]).toEqual(['6750.00', '2700.00']);
    expect([closed.mkad_note, closed.commute_per_worker]).toEqual(['+1,5 ч за МКАД (Балашиха (тест))', '370.00']);
    expect(await ledgerOf(t, order.id)).toEqual([
      { operation_id: 5, owner_type: 'Our_Individual', owner_id: workers.own[3], amount: '1650.00', n: 1 },
      { operation_id: 5, owner_type: 'Theirs_Individual', owner_id: workers.theirs[1], amount: '2400.00', n: 1 },
      { operation_id: 6, owner_type: 'Contractor', owner_id: contractorId, amount: '-6750.00', n: 1 },
      { operation_id: 7, owner_type: 'Our_Individual', owner_id: workers.own[3], amount: '370.00', n: 1 },
      { operation_id: 7, owner_type: 'Theirs_Individual', owner_id: workers.theirs[1], amount: '370.00', n: 1 },
    ]);
    const [comment] = (
      await sql<{ comment: string }>`select comment from transactions
        where order_id = ${order.id} and operation_id = 7 limit 1`.execute(t.db)
    ).rows;
    expect(comment.comment).toBe(`Оплата проезда по заказу № ${order.id}`);
  });

  it('the same order inside the ring road keeps the 4-hour minimum and pays only the tariff', async () => {
    const order = await formedOrder({ mkad_additional_payment_id: null });
    const closed = (await close(order.id)).json();
    expect([closed.final_revenue, closed.mkad_note, closed.commute_per_worker]).toEqual(['6000.00', null, '150.00']);
    expect((await commuteRows(order.id)).map((r) => r[2])).toEqual(['150.00', '150.00']);
  });

  it('restore reverses the commute payments with balancing rows', async () => {
    const order = await formedOrder();
    await close(order.id);
    const res = await t.api('PUT', `/api/orders/${order.id}/restore_status2`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await commuteRows(order.id)).toEqual([
      ['Our_Individual', workers.own[3], '0.00', 2],
      ['Theirs_Individual', workers.theirs[1], '0.00', 2],
    ]);
    const [reversal] = (
      await sql<{ comment: string; amount: string }>`select comment, amount::text from transactions
        where order_id = ${order.id} and operation_id = 7 and amount < 0 order by id limit 1`.execute(t.db)
    ).rows;
    expect(reversal).toEqual({ comment: `Сторно оплаты проезда по заказу № ${order.id}`, amount: '-370.00' });
  });

  it('changing the city of a counted order adjusts its money and each commute row; the minibus drops the ticket', async () => {
    const order = await formedOrder();
    await close(order.id);
    const moved = await o.save(order.id, { mkad_additional_payment_id: podolsk });
    // Worker 1: 5 h minimum now; 500 × 13 = 6500.
    expect([moved.final_revenue, moved.mkad_note, moved.commute_per_worker]).toEqual([
      '6500.00',
      '+1 ч за МКАД (Подольск (тест))',
      '470.00',
    ]);
    expect(await commuteRows(order.id)).toEqual([
      ['Our_Individual', workers.own[3], '470.00', 2],
      ['Theirs_Individual', workers.theirs[1], '470.00', 2],
    ]);
    const client = (await ledgerOf(t, order.id)).find((r) => r.operation_id === 6);
    expect(client?.amount).toBe('-6500.00');
    await o.save(order.id, { minibus: true });
    expect((await commuteRows(order.id)).map((r) => [r[2], r[3]])).toEqual([
      ['150.00', 3],
      ['150.00', 3],
    ]);
  });

  it('the stored money columns agree with the rule (migrations 0019, 0039 and 0050 in SQL)', async () => {
    const backfillOf = (file: string) =>
      /-- backfill:start\n([\s\S]*?)-- backfill:end/.exec(
        readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), 'utf8'),
      )![1];
    const order = await formedOrder({ trip_time: '0.75', has_discount: false, discount: '3.33' });
    await close(order.id);
    await formedOrder({ mkad_additional_payment_id: podolsk, pure_time: null, approx_work_time: '3.5' });
    const money = async () =>
      (
        await sql<Record<string, string>>`select id, total_revenue, total_profit, final_revenue, final_profit
          from orders order by id`.execute(t.db)
      ).rows;
    const before = await money();
    await sql`update orders set total_revenue = 0, total_profit = 0, final_revenue = 0, final_profit = 0`.execute(t.db);
    await sql.raw(backfillOf('0019_order_ledger.sql')).execute(t.db);
    await sql.raw(backfillOf('0039_order_commute.sql')).execute(t.db);
    await sql.raw(backfillOf('0050_order_fixed_rate_per_worker.sql')).execute(t.db);
    expect(await money()).toEqual(before);
  });

  it('the act PDF counts its hours at the same raised minimum', async () => {
    const order = await formedOrder();
    await close(order.id);
    const act = await t.api('POST', '/api/acts', admin, {
      act: { number: 'М-1', date: '2027-05-31', contractor_id: contractorId },
    });
    expect(act.statusCode, act.body).toBe(201);
    await sql`update orders set act_id = ${act.json().id} where id = ${order.id}`.execute(t.db);
    // An act bills exactly its amount (issue 24 item 1): the act's amount is the order's final revenue.
    await sql`update acts set amount = (select final_revenue from orders where id = ${order.id}) where id = ${act.json().id}`.execute(
      t.db,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/acts/${act.json().id}/pdf`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [page] = await pdfText(res.rawPayload);
    expect(page.replace(/\s+/g, ' ')).toContain(`заказ №${order.id} от 01.05.2027 (2 чел. × 5,5 ч)`);
  });
});
