import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { contractorWithoutPrices, orderApi } from './orders-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Credentials;
let manager: Credentials;
let contractorId: number;
let o: ReturnType<typeof orderApi>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  contractorId = await contractorWithoutPrices(t);
  o = orderApi(t, () => admin);
});
afterAll(async () => t?.close());

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const workTypes = (order: { order_prices: { work_type_id: number }[] }) =>
  order.order_prices.map((p) => p.work_type_id);

describe('GET /api/orders/new: the defaults a new card opens with (spec 01 §9)', () => {
  it('"Default order date tomorrow", pass date the day before at 16:00, the six default price lines', async () => {
    const res = await t.api('GET', '/api/orders/new', admin);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({
      status: 0,
      start_date: day(1),
      start_time: '09:00',
      pass_date: day(0),
      pass_time: '16:00',
      passes: false,
      has_discount: true,
      payment_type: 1,
      user2_id: null,
    });
    expect(workTypes(card)).toEqual([48, 50, 51, 49, 54, 52]);
    expect(card.order_prices.every((p: { workers_amount: number }) => p.workers_amount === 0)).toBe(true);
    // Spec 01 §9 'Work type 52 denotes driver work with an instrument type' (issue 22 item 12).
    const [vehicle] = (
      await sql<{ id: number }>`select instrument_type_ids[1] as id from work_types where id = 52`.execute(t.db)
    ).rows;
    const driver = card.order_prices.find((p: { work_type_id: number }) => p.work_type_id === 52);
    expect(driver.instrument_type_id).toBe(vehicle.id);
    expect(card.order_prices.filter((p: { instrument_type_id: number | null }) => p.instrument_type_id).length).toBe(1);
  });

  it('makes a group-1 user the second manager and takes the client’s own rates', async () => {
    const [price] = (
      await sql<{ contractor_id: number; rate_client1: string }>`select contractor_id, rate_client1::text
        from contractor_prices where work_type_id = 48 and instrument_type_id is null limit 1`.execute(t.db)
    ).rows;
    const card = (await t.api('GET', `/api/orders/new?contractor_id=${price.contractor_id}`, manager)).json();
    const me = (await t.api('GET', '/api/me', manager)).json();
    expect(card.user2_id).toBe(me.id ?? me.user?.id);
    expect(card.contractor_id).toBe(price.contractor_id);
    expect(card.order_prices[0].rate_client1).toBe(price.rate_client1);
  });
});

describe('POST /api/orders: server defaults', () => {
  it('"A new order gets price lines for the default work types 48, 50, 51, 49, 54, 52" when the request has none', async () => {
    expect(workTypes(await o.create({ start_date: '2027-04-01', contractor_id: contractorId }))).toEqual([
      48, 50, 51, 49, 54, 52,
    ]);
    // An explicit empty list is a card whose lines the dispatcher removed: kept empty.
    expect(
      workTypes(await o.create({ start_date: '2027-04-01', contractor_id: contractorId, order_prices: [] })),
    ).toEqual([]);
    const own = await o.create({
      start_date: '2027-04-01',
      contractor_id: contractorId,
      order_prices: [{ work_type_id: 53, workers_amount: 1 }],
    });
    expect(workTypes(own)).toEqual([53]);
  });

  it('"Pass date defaults to the day before start_date; pass time 16:00" when passes are on', async () => {
    const order = await o.create({ start_date: '01.03.2027', contractor_id: contractorId, passes: true });
    expect([order.pass_date, order.pass_time]).toEqual(['2027-02-28', '16:00']);
    const own = await o.create({
      start_date: '01.03.2027',
      contractor_id: contractorId,
      passes: true,
      pass_date: '25.02.2027',
      pass_time: '10:00',
    });
    expect([own.pass_date, own.pass_time]).toEqual(['2027-02-25', '10:00']);
  });
});

describe('POST /api/orders/{id}/copy (spec 01 §2 "copy order")', () => {
  it('makes a raw order with the card and price lines, without workers, payments or status', async () => {
    const source = await o.create({
      start_date: '2027-04-02',
      contractor_id: contractorId,
      comment: 'Переезд склада',
      passes: true,
      pass_data: 'Паспорта на проходной',
      order_prices: [{ work_type_id: 48, workers_amount: 3, rate_client1: '650' }],
    });
    await o.save(source.id, { next_status: 1, p_acc_number: '77' });
    const res = await t.api('POST', `/api/orders/${source.id}/copy`, admin, { order: { start_date: '10.04.2027' } });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      status: 0,
      start_date: '2027-04-10',
      pass_date: '2027-04-09',
      comment: 'Переезд склада',
      pass_data: 'Паспорта на проходной',
      p_acc_number: null,
      order_individuals: [],
    });
    expect(
      copy.order_prices.map((p: Record<string, unknown>) => [p.work_type_id, p.workers_amount, p.rate_client1]),
    ).toEqual([[48, 3, '650.00']]);
    expect(copy.total_revenue).toBe('7800.00'); // 3 × 650 × 4 h minimum
  });

  it('defaults the copy to tomorrow and answers 404 for a missing order', async () => {
    const source = await o.create({ start_date: '2027-04-02', contractor_id: contractorId });
    const copy = await t.api('POST', `/api/orders/${source.id}/copy`, admin);
    expect(copy.json().start_date).toBe(day(1));
    expect((await t.api('POST', '/api/orders/999999999/copy', admin)).statusCode).toBe(404);
    const bad = await t.api('POST', `/api/orders/${source.id}/copy`, admin, { order: { start_date: '31.02.2027' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ start_date: ['неверная дата'] });
    expect(bad.json().full_messages).toEqual(['Дата: неверная дата']);
  });

  it('copies to every day of several ranges typed with any dash (issue 22 item 5), or to none at all', async () => {
    const source = await o.create({
      start_date: '2027-04-02',
      contractor_id: contractorId,
      order_prices: [{ work_type_id: 48, workers_amount: 2 }],
    });
    const res = await t.api('POST', `/api/orders/${source.id}/copy`, admin, {
      order: { start_dates: ['12.06.2028-13.06.2028', ['15.06.2028', '15.06.2028'], '17.06.2028 — 17.06.2028'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { copied_ids, id, start_date } = res.json();
    expect(copied_ids).toHaveLength(4);
    expect([id, start_date]).toEqual([copied_ids[0], '2028-06-12']);
    const days = [];
    for (const copy of copied_ids) days.push((await o.get(copy)).start_date);
    expect(days).toEqual(['2028-06-12', '2028-06-13', '2028-06-15', '2028-06-17']);
    const before = (await sql<{ n: number }>`select count(*)::int as n from orders`.execute(t.db)).rows[0].n;
    const bad = await t.api('POST', `/api/orders/${source.id}/copy`, admin, {
      order: { start_dates: ['12.06.2028-13.06.2028', 'послезавтра'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().full_messages).toEqual(['Периоды дат: Период 2: нужны две даты в виде дд.мм.гггг']);
    expect((await sql<{ n: number }>`select count(*)::int as n from orders`.execute(t.db)).rows[0].n).toBe(before);
  });
});

describe('multi-date creation ("Multi-date orders create one order per day of each range")', () => {
  const count = async (contractor: number) =>
    (await sql<{ n: number }>`select count(*)::int as n from orders where contractor_id = ${contractor}`.execute(t.db))
      .rows[0].n;

  it('POST /api/orders creates one order per day of a three-day range', async () => {
    const before = await count(contractorId);
    const first = await o.create({
      contractor_id: contractorId,
      start_date: '2027-05-01',
      multi_date: true,
      start_dates: [['03.05.2027', '05.05.2027']],
      order_prices: [{ work_type_id: 48, workers_amount: 2 }],
    });
    expect(first.start_date).toBe('2027-05-03');
    expect(await count(contractorId)).toBe(before + 3);
    const { rows } = await sql<{ start_date: string; prices: number }>`select o.start_date::text,
        (select count(*)::int from order_prices p where p.order_id = o.id) as prices
      from orders o where o.contractor_id = ${contractorId} and o.start_date between '2027-05-01' and '2027-05-31'
      order by 1`.execute(t.db);
    expect(rows).toEqual([
      { start_date: '2027-05-03', prices: 1 },
      { start_date: '2027-05-04', prices: 1 },
      { start_date: '2027-05-05', prices: 1 },
    ]);
  });

  it.each([
    [[], 'Укажите хотя бы один период дат'],
    [[['05.05.2027', '01.05.2027']], 'Период 1: дата начала позже даты окончания'],
    [[['32.05.2027', '01.06.2027']], 'Период 1: нужны две даты в виде дд.мм.гггг'],
  ])('refuses start_dates %j with "%s" and creates nothing', async (start_dates, message) => {
    const before = await count(contractorId);
    const res = await t.api('POST', '/api/orders', admin, {
      order: { contractor_id: contractorId, start_date: '2027-05-01', multi_date: true, start_dates },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { start_dates: [message] }, full_messages: [message] });
    expect(await count(contractorId)).toBe(before);
  });

  it('POST /api/orders/multi_date answers every created order', async () => {
    const res = await t.api('POST', '/api/orders/multi_date', admin, {
      order: {
        contractor_id: contractorId,
        start_dates: [
          ['30.06.2027', '01.07.2027'],
          ['03.07.2027', '03.07.2027'],
        ],
        passes: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().items as { start_date: string; pass_date: string; multi_date: boolean }[];
    expect(items.map((i) => [i.start_date, i.pass_date, i.multi_date])).toEqual([
      ['2027-06-30', '2027-06-29', true],
      ['2027-07-01', '2027-06-30', true],
      ['2027-07-03', '2027-07-02', true],
    ]);
    const empty = await t.api('POST', '/api/orders/multi_date', admin, {
      order: { contractor_id: contractorId, start_dates: [] },
    });
    expect(empty.statusCode).toBe(422);
  });
});
