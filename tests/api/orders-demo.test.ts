import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

// Issue 10 item 9: 'Demo data shows every state: orders in each displayed status, with workers,
// passes … and closed orders with their ledger rows.' The test template is the demo seed.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;

describe('demo orders', () => {
  it('cover every displayed status', async () => {
    const shown = await rows(sql<{ s: string }>`select distinct displayed_status::text as s from orders order by 1`);
    expect(shown.map((r) => Number(r.s))).toEqual([0, 1, 2, 2.1, 2.2, 2.5, 3]);
  });

  it('have workers, passes with their data, and one kind of pay per order', async () => {
    const [counts] = await rows(sql<{ staffed: number; passes: number; with_data: number; mixed: number }>`select
      (select count(distinct order_id)::int from order_individuals where individual_id is not null) as staffed,
      (select count(*)::int from orders where passes) as passes,
      (select count(*)::int from orders where passes and pass_data is not null) as with_data,
      (select count(*)::int from (select w.order_id from order_individuals w join individuals i on i.id = w.individual_id
        group by w.order_id having count(distinct i.fix_pay) > 1) m) as mixed`);
    expect(counts.staffed).toBeGreaterThan(50);
    expect(counts.with_data).toBeGreaterThan(0);
    expect(counts.passes).toBeGreaterThan(counts.with_data);
    expect(counts.mixed).toBe(0);
  });

  it('have comments and a change history the card shows (GET changes_history)', async () => {
    const [counts] = await rows(sql<{ internal: number; workers: number; created: number }>`select
      (select count(*)::int from order_comments where kind = 'internal') as internal,
      (select count(*)::int from order_comments where kind = 'individual') as workers,
      (select count(*)::int from order_changes where field = 'id') as created`);
    expect(counts.internal).toBeGreaterThan(0);
    expect(counts.workers).toBeGreaterThan(0);
    const [closed] = await rows(sql<{ id: number }>`select id from orders where status = 3 order by id limit 1`);
    const admin = await t.loginAs();
    const history = await t.api('GET', `/api/orders/${closed.id}/changes_history`, admin);
    expect(history.statusCode, history.body).toBe(200);
    const labels = history
      .json()
      .items.flatMap((i: { changes_data: { label: string }[] }) => i.changes_data.map((c) => c.label));
    expect(labels).toEqual(expect.arrayContaining(['Заказ создан', 'Проведение карточки 1', 'Проведение карточки 2']));
  });

  it('closed orders carry their ledger rows: the client owes the final revenue, the workers earn its cost', async () => {
    const closed = await rows(sql<{ id: number; revenue: string; cost: string; charged: string; earned: string }>`
      select o.id, o.final_revenue::text as revenue, (o.final_revenue - o.final_profit)::text as cost,
        coalesce((select sum(amount) from transactions t where t.order_id = o.id and t.operation_id = 6), 0)::text as charged,
        coalesce((select sum(amount) from transactions t where t.order_id = o.id and t.operation_id = 5), 0)::text as earned
      from orders o where o.status = 3`);
    expect(closed.length).toBeGreaterThan(50);
    for (const o of closed) {
      expect(Number(o.charged), `order ${o.id}`).toBe(-Number(o.revenue));
      expect(o.earned, `order ${o.id}`).toBe(o.cost);
    }
    const [open] = await rows(sql<{
      n: number;
    }>`select count(*)::int as n from transactions t join orders o on o.id = t.order_id
      where o.status <> 3 and t.operation_id in (5, 6)`);
    expect(open.n).toBe(0);
  });

  it('a paid-out worker’s earning and payout cancel out on the order', async () => {
    const [sums] = await rows(sql<{ orders: number; unbalanced: number }>`select count(*)::int as orders,
      count(*) filter (where total <> 0)::int as unbalanced from (
        select t.order_id, t.owner_id, sum(t.amount) as total from transactions t
        where t.operation_id in (2, 5) and t.owner_type <> 'User'
          and exists (select 1 from transactions p where p.order_id = t.order_id and p.owner_id = t.owner_id and p.operation_id = 2)
        group by t.order_id, t.owner_id) x`);
    expect(sums.orders).toBeGreaterThan(0);
    expect(sums.unbalanced).toBe(0);
  });
});
