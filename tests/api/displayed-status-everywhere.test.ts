import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusLabel } from '../../core/rules/order-status.rule.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 23 item 6: 'Invoices show the stored status, not the displayed one: orders 195, 196, 199
// (status 1, not reviewed) read «Предварительная заявка» in /invoices and «Необработан» in /orders.
// The displayed status must be the same everywhere it appears.' Spec 01 §4: '0 = status 1 and not reviewed'.
let t: TestApp;
let admin: Credentials;
let raw: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  const { rows } = await sql<{
    id: number;
  }>`insert into orders (start_date, status, reviewed, contractor_id, displayed_status)
    values (current_date, 1, false, (select min(id) from contractors), 0) returning id`.execute(t.db);
  raw = Number(rows[0].id);
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.api('GET', url, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the displayed order status on every list over orders', () => {
  it('reads «Необработан» for an unreviewed status-1 order on /orders, /invoices and /ratings alike', async () => {
    const order = await get(`/api/orders/${raw}`);
    expect(orderStatusLabel(Number(order.displayed_status))).toBe('Необработан');
    for (const list of ['invoices', 'ratings']) {
      const one = await get(`/api/${list}/${raw}`);
      expect(one.displayed_status, list).toBe(order.displayed_status);
      expect(one, list).not.toHaveProperty('status');
    }
    const page = await get(`/api/invoices?filter=id=${raw}&fields=displayed_status`);
    expect(page.items).toEqual([{ id: raw, displayed_status: order.displayed_status }]);
  });

  it('agrees with /orders on every order of the demo, filtered and sorted by the displayed status', async () => {
    const orders = await get('/api/orders?limit=500&fields=displayed_status&sort=id&order=asc');
    const invoices = await get('/api/invoices?limit=500&fields=displayed_status&sort=id&order=asc');
    expect(invoices.items).toEqual(orders.items);
    const unreviewed = await get('/api/invoices?limit=500&filter=displayed_status=0&fields=id');
    expect(unreviewed.items.map((r: { id: number }) => r.id)).toContain(raw);
  });

  it('keeps the free orders (counted, in no act) as «Посчитан»', async () => {
    const free = await get('/api/free_orders?limit=50&fields=displayed_status');
    expect(free.items.length).toBeGreaterThan(0);
    expect(new Set(free.items.map((r: { displayed_status: number }) => Number(r.displayed_status)))).toEqual(
      new Set([3]),
    );
  });
});
