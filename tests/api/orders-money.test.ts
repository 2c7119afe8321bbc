import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStage } from '../../core/rules/order-paid.rule.ts';
import { contractorWithoutPrices, orderApi } from './orders-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 10: 'total_revenue, total_profit, final_revenue, final_profit computed by core rules and
// exposed on the card and as sortable list columns; prepayment and final-payment states (not
// issued, issued unpaid, paid); the client-cancelled mark.'
let t: TestApp;
let admin: Credentials;
let contractorId: number;
let o: ReturnType<typeof orderApi>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  contractorId = await contractorWithoutPrices(t);
  o = orderApi(t, () => admin);
});
afterAll(async () => t?.close());

const priced = (rate: string, extra: Record<string, unknown> = {}) =>
  o.create({
    start_date: '2027-08-01',
    contractor_id: contractorId,
    approx_work_time: '6',
    order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: rate, rate_individual1: '300' }],
    ...extra,
  });

describe('money on the order', () => {
  it('keeps the plan on every save, discount included, and sorts the list by it', async () => {
    const order = await priced('500');
    expect([order.total_revenue, order.total_profit, order.final_revenue]).toEqual(['6000.00', '2400.00', '0.00']);
    const less = await o.save(order.id, { has_discount: true, discount: '10' });
    expect([less.total_revenue, less.total_profit]).toEqual(['5400.00', '1800.00']);
    const dearer = await priced('900');
    const list = await t.api(
      'GET',
      `/api/orders?sort=total_revenue&order=desc&filter=${encodeURIComponent(`contractor_id=${contractorId}`)}`,
      admin,
    );
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(dearer.id)).toBeLessThan(ids.indexOf(order.id));
  });

  it('states of the prepayment and final payment agree with paymentStage for every combination', async () => {
    const order = await priced('500');
    for (const sent of [null, '2027-08-02']) {
      for (const paid of [null, '2027-08-03']) {
        const saved = await o.save(order.id, { p_sent_at: sent, p_paid_at: paid, pp_sent_at: paid, pp_paid_at: sent });
        expect([saved.p_stage, saved.pp_stage]).toEqual([paymentStage(sent, paid), paymentStage(paid, sent)]);
      }
    }
  });

  it('marks an order cancelled by the client while client_canceled_at is set', async () => {
    const order = await priced('500');
    expect(order.client_canceled).toBe(false);
    expect((await o.save(order.id, { client_canceled_at: '2027-07-31T18:00:00+03:00' })).client_canceled).toBe(true);
    const list = await t.api('GET', `/api/orders?filter=${encodeURIComponent('client_canceled=true')}`, admin);
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(order.id);
    expect((await o.save(order.id, { client_canceled_at: null })).client_canceled).toBe(false);
  });

  it('the migration backfill computes what the server stores', async () => {
    const migration = readFileSync(
      new URL('../../server/db/migrations/0019_order_ledger.sql', import.meta.url),
      'utf8',
    );
    const backfill = /-- backfill:start\n([\s\S]*?)-- backfill:end/.exec(migration)![1];
    const order = await priced('777.77', { has_discount: false, discount: '3.33', trip_time: '0.75' });
    await o.save(order.id, { next_status: 1 });
    const before = (
      await sql<Record<string, string>>`select id, total_revenue, total_profit, final_revenue, final_profit
        from orders order by id`.execute(t.db)
    ).rows;
    await sql`update orders set total_revenue = 0, total_profit = 0, final_revenue = 0, final_profit = 0`.execute(t.db);
    await sql.raw(backfill).execute(t.db);
    const after = (
      await sql<Record<string, string>>`select id, total_revenue, total_profit, final_revenue, final_profit
        from orders order by id`.execute(t.db)
    ).rows;
    expect(after).toEqual(before);
  });
});
