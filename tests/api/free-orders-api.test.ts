import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeFixture } from './finance-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 12 item 2: '/free_orders: a contractor's orders not yet in an act, default sort contractor
// name ascending, date_start default 27.04.2015'.
let t: TestApp;
let admin: Credentials;
let fx: Awaited<ReturnType<typeof financeFixture>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  fx = await financeFixture(t, () => admin);
});
afterAll(async () => t?.close());

describe('GET /api/free_orders', () => {
  it("sorts by the contractor's name by default, not by its id", async () => {
    const list = (await t.api('GET', '/api/free_orders?limit=500', admin)).json();
    expect([list.meta.sort, list.meta.order]).toEqual(['contractor_name', 'asc']);
    const { rows } = await sql<{ id: number }>`
      select o.id from orders o join contractors c on c.id = o.contractor_id
      where o.act_id is null and o.status = 3 order by c.name, o.id limit 500`.execute(t.db);
    expect(rows.length).toBeGreaterThan(1);
    expect(list.items.map((r: { id: number }) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('names the default start date filter 27.04.2015 and applies it when the console sends it', async () => {
    const list = (await t.api('GET', '/api/free_orders', admin)).json();
    expect(list.meta.default_filter).toBe('start_date=27.04.2015..');
    const old = await fx.countedOrder(fx.contractorA);
    await sql`update orders set start_date = '2015-04-26' where id = ${old.id}`.execute(t.db);
    const ids = async (q: string) =>
      (await t.api('GET', `/api/free_orders?limit=500&filter=${encodeURIComponent(q)}`, admin))
        .json()
        .items.map((r: { id: number }) => r.id);
    expect(await ids(`contractor_id=${fx.contractorA}`)).toContain(old.id);
    expect(await ids(`contractor_id=${fx.contractorA};start_date=27.04.2015..`)).not.toContain(old.id);
  });

  it('an order leaves the list once in an act and comes back when detached', async () => {
    const order = await fx.countedOrder(fx.contractorA);
    const inList = async () =>
      (await t.api('GET', `/api/free_orders?filter=id=${order.id}`, admin)).json().items.length === 1;
    expect(await inList()).toBe(true);
    const act = await fx.act({ contractor_id: fx.contractorA, order_ids: [order.id] });
    expect(await inList()).toBe(false);
    await fx.putAct(act.id, { order_ids: [] });
    expect(await inList()).toBe(true);
  });
});
