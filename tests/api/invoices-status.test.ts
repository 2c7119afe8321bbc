import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actStatus } from '../../core/rules/act-status.rule.ts';
import { invoiceStatus } from '../../core/rules/invoice-status.rule.ts';
import { paymentStage } from '../../core/rules/order-paid.rule.ts';
import { createAccounts, orderPicker, someContractor } from './payments-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 02 §4: 'Invoice status: 1 Re-issue, 2 Set payment, 3 Paid. Order paid rule: payment_type 1 is
// paid when order status is 3; type 2 when the order has an act and the act status is 4; types 3 and
// 4 when p_paid_at is set. Prepayment and final payment: not issued (not sent), issued but unpaid, paid.'
let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  const pick = orderPicker(t.db);
  const contractor = await someContractor(t.db);
  const [account] = await createAccounts(t.db, contractor.id, 1, 'ACT');
  const act = async (amount: string, payments: string) => {
    const { rows } = await sql<{ id: number }>`
      insert into acts (number, date, contractor_id, amount, amount_orders, amount_payments)
      values ('T', '2026-11-01', ${contractor.id}, ${amount}, ${amount}, ${payments}) returning id`.execute(t.db);
    await sql`insert into act_operations (act_id, account_id, amount) values (${rows[0].id}, ${account}, ${amount})`.execute(
      t.db,
    );
    return Number(rows[0].id);
  };
  const closed = await act('1000.00', '1000.00');
  const open = await act('1000.00', '400.00');
  // Every payment type in each state, so the comparison below covers each branch of the rule.
  const cases: [number, string][] = [
    [1, `status = 3, p_sent_at = null`],
    [1, `status = 2, p_sent_at = '2026-11-01'`],
    [2, `act_id = ${closed}, p_sent_at = '2026-11-01'`],
    [2, `act_id = ${open}, p_sent_at = '2026-11-01'`],
    [2, `act_id = null, p_sent_at = null`],
    [3, `p_paid_at = '2026-11-05', p_sent_at = null`],
    [4, `p_paid_at = null, p_sent_at = '2026-11-01', pp_sent_at = '2026-10-20', pp_paid_at = '2026-10-21'`],
    [4, `p_paid_at = null, p_sent_at = null, pp_sent_at = '2026-10-20'`],
  ];
  for (const [type, set] of cases) {
    const [id] = await pick(1, { payment_type: type, p_amount: '1000.00' });
    await sql.raw(`update orders set ${set} where id = ${id}`).execute(t.db);
  }
});
afterAll(async () => t?.close());

describe('invoices list: invoice status and payment stages', () => {
  it('computes invoice_status, p_stage and pp_stage for every order exactly as the core rules do', async () => {
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'payment_type', 'status', 'act_id', 'p_sent_at', 'p_paid_at', 'pp_sent_at', 'pp_paid_at'])
      .execute();
    const acts = await t.db.selectFrom('acts').select(['id', 'amount', 'amount_orders', 'amount_payments']).execute();
    const ops = await t.db.selectFrom('act_operations').select(['act_id', 'amount']).execute();
    const statusOfAct = new Map(
      acts.map((a) => [Number(a.id), actStatus({ ...a, act_operations: ops.filter((o) => o.act_id === a.id) })]),
    );
    const view = new Map(
      (await t.db.selectFrom('invoices').select(['id', 'invoice_status', 'p_stage', 'pp_stage']).execute()).map((r) => [
        Number(r.id),
        r,
      ]),
    );
    const seen = new Set<number>();
    for (const o of orders) {
      const expected = invoiceStatus({
        payment_type: o.payment_type === null ? null : Number(o.payment_type),
        status: Number(o.status),
        act_id: o.act_id === null ? null : Number(o.act_id),
        act_status: o.act_id === null ? null : (statusOfAct.get(Number(o.act_id)) ?? null),
        p_paid_at: o.p_paid_at,
        p_sent_at: o.p_sent_at,
      });
      seen.add(expected);
      expect({ id: o.id, ...view.get(Number(o.id)) }).toEqual({
        id: o.id,
        invoice_status: expected,
        p_stage: paymentStage(o.p_sent_at, o.p_paid_at),
        pp_stage: paymentStage(o.pp_sent_at, o.pp_paid_at),
      });
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('filters the list by invoice status and payment stage through the API', async () => {
    for (const status of [1, 2, 3]) {
      const res = await t.api('GET', `/api/invoices?filter=invoice_status=${status}&limit=100`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const { items, meta } = res.json();
      expect(meta.total).toBeGreaterThan(0);
      expect(items.every((i: { invoice_status: number }) => i.invoice_status === status)).toBe(true);
    }
    const paid = (await t.api('GET', '/api/invoices?filter=pp_stage=paid&limit=100', admin)).json();
    expect(paid.items.length).toBeGreaterThan(0);
    expect(
      paid.items.every((i: { pp_stage: string; pp_paid_at: string }) => i.pp_stage === 'paid' && i.pp_paid_at),
    ).toBe(true);
  });

  it('shows a final payment of make_payments as «Оплачен» for a type 4 order', async () => {
    const [id] = await orderPicker(t.db)(1, { payment_type: 4, p_amount: '50.00' });
    await sql`update orders set p_sent_at = '2026-11-01' where id = ${id}`.execute(t.db);
    const before = (await t.api('GET', `/api/invoices/${id}`, admin)).json();
    expect(before).toMatchObject({ invoice_status: 2, p_stage: 'issued' });
    await t.api('PUT', '/api/invoices/make_payments', admin, { order_ids: [id], type: 'p', paid_at: '02.11.2026' });
    expect((await t.api('GET', `/api/invoices/${id}`, admin)).json()).toMatchObject({
      invoice_status: 3,
      p_stage: 'paid',
    });
  });
});
