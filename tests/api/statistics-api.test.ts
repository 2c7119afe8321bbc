import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopecksToDecimalString } from '../../core/money.ts';
import { adsTaxedProfit } from '../../core/rules/ads-profit.rule.ts';
import { insertContractor, insertOrder, insertWorker, monthBack, userWith } from './quality-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 21 item 5: 'GET /api/statistics/month?month_offset (six months, stepping by six; status 2
// shown with «~» on the closed-orders count), everyday?year&month&date_type (… the spec's
// taxed-profit formula, rounded down), driver, client, individual_occupation', each behind its
// stats_* flag. The figures are checked on a month 40 months back, where the demo has no orders.
let t: TestApp;
let admin: Credentials;
const B = monthBack(40);
const P = monthBack(41);
const moscow = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();
let ads: number;
let plain: number;
let driver: number;
let users: number[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  users = (await t.db.selectFrom('users').select('id').orderBy('id').limit(2).execute()).map((u) => Number(u.id));
  const [u1, u2] = users;
  ads = await insertContractor(t, 'ООО «Из рекламы»', true);
  plain = await insertContractor(t, 'ООО «Давний клиент»', false);
  driver = await insertWorker(t, 'Водитель Проверочный');
  const o1 = await insertOrder(t, {
    status: 3,
    start_date: B.day(5),
    start_time: '09:00',
    pure_time: '2',
    approx_work_time: '2',
    contractor_id: ads,
    final_revenue: '10000.00',
    final_profit: '4000.00',
    p_paid_at: B.day(6),
    updated_at: moscow(B.day(7), '12:00'),
    rating: 5,
    user_id: u1,
    user2_id: u2,
  });
  await insertOrder(t, {
    status: 3,
    start_date: B.day(10),
    contractor_id: ads,
    final_revenue: '5000.50',
    final_profit: '2000.25',
    p_paid_at: B.day(10),
    updated_at: moscow(B.day(10), '15:00'),
    rating: 3,
    user_id: u1,
    user2_id: u1,
  });
  await insertOrder(t, {
    status: 2,
    start_date: B.day(12),
    contractor_id: plain,
    user_id: u2,
    user2_id: u1,
    rating: 5,
  });
  const o4 = await insertOrder(t, {
    status: 3,
    start_date: B.day(12),
    start_time: '10:30',
    trip_time: '1',
    contractor_id: plain,
    final_revenue: '3000.00',
    final_profit: '1000.00',
    updated_at: moscow(B.day(12), '20:00'),
    user_id: u2,
    user2_id: u2,
  });
  // Cancelled by the client, and not yet formed: neither counts anywhere.
  await insertOrder(t, {
    status: 3,
    start_date: B.day(12),
    contractor_id: plain,
    final_revenue: '999.00',
    final_profit: '999.00',
    client_canceled_at: moscow(B.day(11), '10:00'),
    updated_at: moscow(B.day(12), '20:00'),
  });
  await insertOrder(t, { status: 1, start_date: B.day(13), contractor_id: plain, user_id: u1 });
  await insertOrder(t, {
    status: 3,
    start_date: P.day(15),
    contractor_id: plain,
    final_revenue: '20000.00',
    final_profit: '5000.00',
    p_paid_at: P.day(15),
    updated_at: moscow(P.day(15), '18:00'),
  });
  const line = { work_type_id: 52, instrument_type_id: 1, individual_id: driver, workers_amount: 1 };
  await t.db
    .insertInto('order_individuals')
    .values([
      {
        ...line,
        order_id: o4,
        pure_time: '5',
        rate_client1: '1000',
        rate_client2: '500',
        rate_individual1: '600',
        rate_individual2: '0',
      },
      {
        ...line,
        order_id: o1,
        rate_client1: '1000',
        rate_client2: '500',
        rate_individual1: '600',
        rate_individual2: '0',
      },
    ])
    .execute();
  await t.db
    .insertInto('everyday_ads')
    .values([
      { date: B.day(5), channel: 'Авито', amount: '1500.00' },
      { date: B.day(5), channel: 'Яндекс Директ', amount: '500.00' },
    ])
    .execute();
});
afterAll(async () => t?.close());

const get = async (as: Credentials, url: string) => {
  const res = await t.api('GET', url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/statistics/month', () => {
  it('answers six months ending month_offset months back, with the counts, money and clients of each and the totals', async () => {
    const answer = await get(admin, '/api/statistics/month?month_offset=40');
    expect(answer.month_offset).toBe(40);
    expect(answer.months.map((m: { month: number }) => m.month)).toEqual(
      [5, 4, 3, 2, 1, 0].map((k) => monthBack(40 + k).month),
    );
    expect(answer.months[5]).toEqual({
      year: B.year,
      month: B.month,
      orders: 4,
      closed: 3,
      pending: 1,
      revenue: '18000.50',
      profit: '7000.25',
      average_check: '6000.17',
      clients: 2,
    });
    expect(answer.months[4]).toMatchObject({ orders: 1, closed: 1, pending: 0, revenue: '20000.00', clients: 1 });
    expect(answer.months[0]).toMatchObject({ orders: 0, revenue: '0.00', average_check: '0.00' });
    expect(answer.totals).toEqual({
      orders: 5,
      closed: 4,
      pending: 1,
      revenue: '38000.50',
      profit: '12000.25',
      average_check: '9500.13',
      clients: 2,
    });
  });

  it('steps by the offset: the next six months back hold none of these orders', async () => {
    expect((await get(admin, '/api/statistics/month?month_offset=46')).totals.orders).toBe(0);
  });
});

describe('GET /api/statistics/everyday', () => {
  it('gives every day of the month by the day the order was counted, with the ads and spec 02 §9 taxed profit', async () => {
    const answer = await get(admin, `/api/statistics/everyday?year=${B.year}&month=${B.month}`);
    expect(answer.date_type).toBe('updated_at');
    expect(answer.prev_month).toEqual({ revenue: '20000.00', profit: '5000.00' });
    const day = (n: number) => answer.days.find((d: { date: string }) => d.date === B.day(n));
    // 4000 − 0,14 × 4000 × 20000 ÷ 5000 = 1760; 2000,25 − 0,14 × 2000,25 × 4 = 880,11.
    expect(day(7)).toEqual({
      date: B.day(7),
      orders: 1,
      revenue: '10000.00',
      profit: '4000.00',
      ads_spend: '0.00',
      ads_revenue: '10000.00',
      new_client_profit: '4000.00',
      taxed_profit: '1760.00',
    });
    expect(day(10)).toMatchObject({ orders: 1, new_client_profit: '2000.25', taxed_profit: '880.11' });
    expect(day(12)).toMatchObject({ orders: 1, profit: '1000.00', ads_revenue: '0.00', taxed_profit: '1000.00' });
    expect(day(5)).toMatchObject({ orders: 0, ads_spend: '2000.00', taxed_profit: '0.00' });
    const expected = adsTaxedProfit({
      day_profit: '2000.25',
      new_client_profit: '2000.25',
      prev_month_revenue: '20000.00',
      prev_month_profit: '5000.00',
    });
    expect(kopecksToDecimalString(expected!)).toBe('880.11');
    expect(answer.totals).toMatchObject({ orders: 3, revenue: '18000.50', ads_spend: '2000.00' });
  });

  it('date_type=payment_date counts orders on their payment day', async () => {
    const answer = await get(admin, `/api/statistics/everyday?year=${B.year}&month=${B.month}&date_type=payment_date`);
    const busy = answer.days.filter((d: { orders: number }) => d.orders > 0).map((d: { date: string }) => d.date);
    expect(busy).toEqual([B.day(6), B.day(10)]);
  });

  it('has no taxed profit when the month before made none', async () => {
    const answer = await get(admin, `/api/statistics/everyday?year=${P.year}&month=${P.month}`);
    expect(answer.days.every((d: { taxed_profit: string | null }) => d.taxed_profit === null)).toBe(true);
  });
});

describe('GET /api/statistics/driver', () => {
  it("sums each driver's billed hours (at least 4), revenue and pay, and each vehicle", async () => {
    const answer = await get(admin, `/api/statistics/driver?year=${B.year}&month=${B.month}`);
    expect(answer.items).toEqual([
      {
        individual_id: driver,
        name: 'Водитель Проверочный',
        vehicles: expect.any(String),
        orders: 2,
        hours: 10,
        revenue: '11000.00',
        pay: '6000.00',
      },
    ]);
    expect(answer.vehicles).toEqual([
      expect.objectContaining({ instrument_type_id: 1, orders: 2, revenue: '11000.00' }),
    ]);
    expect(answer.totals).toEqual({ orders: 2, hours: 10, revenue: '11000.00', pay: '6000.00' });
  });
});

describe('GET /api/statistics/client', () => {
  it('answers six months per client, biggest revenue first, with totals over every client', async () => {
    const answer = await get(admin, `/api/statistics/client?year=${B.year}&month=${B.month}`);
    expect(answer.months).toHaveLength(6);
    expect(answer.months[5]).toEqual({ year: B.year, month: B.month });
    expect(answer.items.map((c: { contractor_id: number }) => c.contractor_id)).toEqual([plain, ads]);
    expect(answer.items[0]).toMatchObject({ orders: 3, revenue: '23000.00', profit: '6000.00' });
    expect(answer.items[0].months[4]).toEqual({ orders: 1, revenue: '20000.00', profit: '5000.00' });
    expect(answer.items[0].months[5]).toEqual({ orders: 2, revenue: '3000.00', profit: '1000.00' });
    expect(answer.items[1].months[5]).toEqual({ orders: 2, revenue: '15000.50', profit: '6000.25' });
    expect(answer.totals.months[5]).toEqual({ orders: 4, revenue: '18000.50', profit: '7000.25' });
    expect(answer.totals).toMatchObject({ orders: 5, revenue: '38000.50' });
    expect(answer.meta).toEqual({ total: 2, page: 1, pages: 1, limit: 50 });
    expect((await get(admin, `/api/statistics/client?year=${B.year}&month=${B.month}&page=2`)).items).toEqual([]);
  });
});

describe('GET /api/statistics/individual_occupation', () => {
  it('busy=1 (the default): the heat map of slots 08:00–18:00, days busy per hour', async () => {
    const answer = await get(admin, `/api/statistics/individual_occupation?year=${B.year}&month=${B.month}`);
    expect(answer.busy).toBe(1);
    expect(answer.slots).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    // 09:00 for 2 h on the 5th; 10:30 for 5 h on the 12th (slots 10 … 15).
    expect(answer.items).toEqual([
      {
        individual_id: driver,
        name: 'Водитель Проверочный',
        busy_hours: 8,
        days_worked: 2,
        cells: [0, 1, 2, 1, 1, 1, 1, 1, 0, 0, 0],
      },
    ]);
  });

  it('a work kind keeps only its work types; busy=0 lists the idle working workers', async () => {
    const url = `/api/statistics/individual_occupation?year=${B.year}&month=${B.month}`;
    expect((await get(admin, `${url}&kind=gruz`)).items).toEqual([]);
    const idle = await get(admin, `${url}&busy=0`);
    expect(idle.busy).toBe(0);
    expect(idle.items.some((w: { individual_id: number }) => w.individual_id === driver)).toBe(false);
    expect(idle.meta.total).toBeGreaterThan(50);
  });
});

describe('GET /api/user_efficiency', () => {
  it('counts orders as manager 1 and 2 and averages their client ratings', async () => {
    const answer = await get(admin, `/api/user_efficiency?year=${B.year}&month=${B.month}`);
    const [u1, u2] = users;
    const row = (id: number) => answer.items.find((r: { user_id: number }) => r.user_id === id);
    expect(row(u1)).toMatchObject({ user_count: 2, user2_count: 2, rating: 4.33, rated: 3 });
    expect(row(u2)).toMatchObject({ user_count: 2, user2_count: 2, rating: 5, rated: 2 });
  });
});

const calls: [string, string][] = [
  ['stats_month', '/api/statistics/month'],
  ['stats_everyday', '/api/statistics/everyday'],
  ['stats_driver', '/api/statistics/driver'],
  ['stats_client', '/api/statistics/client'],
  ['stats_individual_occupation', '/api/statistics/individual_occupation'],
  ['stats_efficiency', '/api/user_efficiency'],
];

describe('each statistics call behind its flag (DESIGN.md §8: 403 No access)', () => {
  let everyFlag: Credentials;
  beforeAll(async () => {
    everyFlag = await userWith(t, admin, Object.fromEntries(calls.map(([flag]) => [flag, true])));
  });

  it.each(calls)('%s: refused without it (even with every other stats flag), answered with it', async (flag, url) => {
    const others = await userWith(t, admin, Object.fromEntries(calls.map(([f]) => [f, f !== flag])));
    const refused = await t.api('GET', url, others);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('No access');
    expect((await t.api('GET', url, everyFlag)).statusCode).toBe(200);
  });
});

describe('a bad value is a 422 naming the key, before any SQL', () => {
  it.each([
    ['/api/statistics/month?month_offset=-6', 'month_offset'],
    ['/api/statistics/month?month_offset=шесть', 'month_offset'],
    ['/api/statistics/everyday?date_type=created_at', 'date_type'],
    ['/api/statistics/everyday?year=2026&month=13', 'month'],
    ['/api/statistics/driver?year=1812', 'year'],
    ['/api/statistics/client?page=0', 'page'],
    ['/api/statistics/individual_occupation?busy=2', 'busy'],
    ['/api/statistics/individual_occupation?kind=repair', 'kind'],
    ['/api/user_efficiency?month=1.5', 'month'],
  ])('%s', async (url, key) => {
    const res = await t.api('GET', url, admin);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([key]);
    expect(res.json().full_messages[0]).toMatch(/^[А-Я]/);
  });
});
