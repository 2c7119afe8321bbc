import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFilter } from '../../core/filter.ts';
import { refreshDisplayedStatus } from '../../server/domain/orders/displayed-status.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 10 item 6: 'Orders list: default sort start_date descending; group 1 opens by default on
// its own form-2 orders in displayed statuses 2, 2.1, 2.2, 2.5 (a default filter the user can
// clear), others on 0-3; computed columns above plus num_orders and first_ordered_at.'
let t: TestApp;
let manager: Credentials;
let logist: Credentials;
let managerId: number;

interface Answer {
  items: { id: number; start_date: string; contractor_id: number; user2_id: number | null; displayed_status: number }[];
  meta: Record<string, unknown> & { total: number; sort: string; order: string };
}
const list = async (as: Credentials, query = '') => {
  const res = await t.api('GET', `/api/orders?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
};

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  const [row] = (
    await sql<{
      id: number;
    }>`select id from users where email = 'demo-manager@crm.local' and user_group_id = 1`.execute(t.db)
  ).rows;
  managerId = row.id;
  // Some of the manager's own orders in each displayed status, so the default view has rows to show.
  await sql`update orders set user2_id = ${managerId} where id % 2 = 0`.execute(t.db);
  // The demo seed writes its orders after migration 0018's backfill: the server's rule sets them.
  const all = (await sql<{ id: number }>`select id from orders`.execute(t.db)).rows.map((r) => Number(r.id));
  await refreshDisplayedStatus(t.db, all);
});
afterAll(async () => t?.close());

describe('orders list default view', () => {
  it('sorts by start date, newest first, when no sort is asked', async () => {
    const answer = await list(logist, 'per_page=100');
    expect([answer.meta.sort, answer.meta.order]).toEqual(['start_date', 'desc']);
    const dates = answer.items.map((r) => r.start_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('names the order manager’s default filter: own orders (user2) in displayed statuses 2, 2.1, 2.2, 2.5', async () => {
    const answer = await list(manager);
    expect(decodeFilter(answer.meta.default_filter as string)).toEqual({
      displayed_status: ['2', '2.1', '2.2', '2.5'],
      user2_id: [String(managerId)],
    });
    // The API never applies it by itself: without a filter the manager gets every order.
    expect(answer.meta.total).toBe(
      Number((await sql<{ n: string }>`select count(*) as n from orders`.execute(t.db)).rows[0].n),
    );
  });

  it('that filter answers exactly the manager’s form-2 orders', async () => {
    const { meta } = await list(manager);
    const query = new URLSearchParams({ filter: meta.default_filter as string, per_page: '500' });
    const answer = await list(manager, query.toString());
    const { rows } = await sql<{ id: number }>`select id from orders
      where user2_id = ${managerId} and displayed_status in (2, 2.1, 2.2, 2.5) order by start_date desc, id desc`.execute(
      t.db,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(answer.items.map((r) => r.id)).toEqual(rows.map((r) => Number(r.id)));
  });

  it('other groups open on every status 0 to 3: no default filter', async () => {
    expect((await list(logist)).meta.default_filter).toBeUndefined();
  });

  it('carries num_orders and first_ordered_at of every contractor on the page', async () => {
    const answer = await list(logist, 'per_page=30');
    const all = (
      await sql<{ contractor_id: number; start_date: string }>`
      select contractor_id, start_date::text as start_date from orders`.execute(t.db)
    ).rows;
    const stats = answer.meta.contractor_orders as { id: number; num_orders: number; first_ordered_at: string }[];
    const onPage = [...new Set(answer.items.map((r) => r.contractor_id))].sort((a, b) => a - b);
    expect(stats.map((s) => s.id)).toEqual(onPage);
    for (const s of stats) {
      const own = all.filter((o) => Number(o.contractor_id) === s.id).map((o) => o.start_date);
      expect(s.num_orders).toBe(own.length);
      expect(s.first_ordered_at).toBe([...own].sort()[0]);
    }
  });

  it('shows them as columns of each order (virtual fields), on the list and the card alike', async () => {
    const answer = await list(logist, 'per_page=30&fields=contractor_id,num_orders,first_ordered_at');
    const stats = new Map(
      (answer.meta.contractor_orders as { id: number; num_orders: number; first_ordered_at: string }[]).map((s) => [
        s.id,
        s,
      ]),
    );
    expect(answer.items.length).toBeGreaterThan(0);
    for (const row of answer.items as unknown as {
      contractor_id: number;
      num_orders: number;
      first_ordered_at: string;
    }[]) {
      expect(row.num_orders).toBe(stats.get(row.contractor_id)?.num_orders);
      expect(row.first_ordered_at).toBe(stats.get(row.contractor_id)?.first_ordered_at);
    }
    const first = answer.items[0] as unknown as { id: number; num_orders: number };
    const card = await t.api('GET', `/api/orders/${first.id}`, logist);
    expect(card.json().num_orders).toBe(first.num_orders);
    // Not asked, not carried; and no column to sort or filter by.
    expect(Object.keys((await list(logist, 'per_page=5&fields=contractor_id')).items[0])).not.toContain('num_orders');
    expect((await t.api('GET', '/api/orders?sort=num_orders', logist)).statusCode).toBe(400);
  });
});
