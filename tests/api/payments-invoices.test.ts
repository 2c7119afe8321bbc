import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { orderPicker, paymentRows } from './payments-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 02 §7 'PUT /api/invoices/make_payments | order_ids, type, paid_at'; issue 12 item 6: paying an
// already paid order changes nothing and says so, each payment writes its ledger transaction.
let t: TestApp;
let admin: Credentials;
let pick: ReturnType<typeof orderPicker>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  pick = orderPicker(t.db);
});
afterAll(async () => t?.close());

const pay = (body: unknown, key?: string, as: Credentials = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/invoices/make_payments',
    headers: { ...as.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });

const ordersOf = (ids: number[]) =>
  t.db
    .selectFrom('orders')
    .select(['id', 'contractor_id', 'p_paid_at', 'pp_paid_at', 'p_stage', 'pp_stage'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

describe('PUT /api/invoices/make_payments', () => {
  it('type pp sets the prepayment date and posts +pp_amount for the client with the order id', async () => {
    const ids = await pick(2, { payment_type: 2, pp_amount: '1500.50', p_amount: '9000.00' });
    const res = await pay({ order_ids: ids, type: 'pp', paid_at: '10.11.2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      paid: ids,
      already_paid: [],
      messages: ids.map((id) => `Заказ №${id}: предоплата проставлена`),
    });
    const orders = await ordersOf(ids);
    for (const o of orders) expect(o).toMatchObject({ pp_paid_at: '2026-11-10', pp_stage: 'paid', p_paid_at: null });
    const rows = await paymentRows(t.db, 'order_id', ids);
    expect(rows.map((r) => [Number(r.order_id), r.amount, r.owner_type, Number(r.owner_id), r.payment_date])).toEqual(
      orders.map((o) => [Number(o.id), '1500.50', 'Contractor', Number(o.contractor_id), '2026-11-10']),
    );
  });

  it('type p sets the final payment; a repeat changes nothing and says so', async () => {
    const ids = await pick(2, { payment_type: 2, p_amount: '9000.00' });
    expect((await pay({ order_ids: [ids[0]], type: 'p', paid_at: '10.11.2026' })).json().paid).toEqual([ids[0]]);
    const res = await pay({ order_ids: ids, type: 'p', paid_at: '12.11.2026' });
    expect(res.json()).toEqual({
      paid: [ids[1]],
      already_paid: [ids[0]],
      messages: [
        `Заказ №${ids[0]}: оплата уже проставлена, ничего не изменено`,
        `Заказ №${ids[1]}: оплата проставлена`,
      ],
    });
    expect((await ordersOf(ids)).map((o) => o.p_paid_at)).toEqual(['2026-11-10', '2026-11-12']);
    expect((await paymentRows(t.db, 'order_id', ids)).map((r) => r.amount)).toEqual(['9000.00', '9000.00']);
  });

  it('replays the first answer for the same Idempotency-Key with one ledger row', async () => {
    const ids = await pick(1, { payment_type: 4, p_amount: '700.00' });
    const body = { order_ids: ids, type: 'p', paid_at: '2026-11-13' };
    const first = await pay(body, 'invoice-pay-1');
    const again = await pay(body, 'invoice-pay-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().paid).toEqual(ids);
    expect(await paymentRows(t.db, 'order_id', ids)).toHaveLength(1);
  });

  it('refuses the whole request with 422: unknown order, card order, no amount, bad type or date', async () => {
    const [plain] = await pick(1, { payment_type: 2, p_amount: '100.00' });
    const [card] = await pick(1, { payment_type: 3, p_amount: '100.00' });
    const [empty] = await pick(1, { payment_type: 2, p_amount: null });
    const cases: [unknown, string, string][] = [
      [{ order_ids: [plain, 99999999], type: 'p', paid_at: '10.11.2026' }, 'order_ids', 'Нет заказов №99999999'],
      [
        { order_ids: [plain, card], type: 'p', paid_at: '10.11.2026' },
        'order_ids',
        `Заказы №${card} оплачиваются картой: дату оплаты ставят в «Оплатах картой»`,
      ],
      [
        { order_ids: [plain, empty], type: 'p', paid_at: '10.11.2026' },
        'order_ids',
        `Не указана сумма (оплата) у заказов №${empty}`,
      ],
      [
        { order_ids: [plain], type: 'final', paid_at: '10.11.2026' },
        'type',
        'Вид оплаты: pp (предоплата) или p (окончательная оплата)',
      ],
      [{ order_ids: [plain], type: 'p', paid_at: '32.11.2026' }, 'paid_at', 'Неверная дата: нужна дд.мм.гггг'],
      [{ order_ids: [plain], type: 'p' }, 'paid_at', 'Укажите дату оплаты'],
    ];
    for (const [body, field, message] of cases) {
      const res = await pay(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await ordersOf([plain])).map((o) => o.p_paid_at)).toEqual([null]);
    expect(await paymentRows(t.db, 'order_id', [plain, card, empty])).toEqual([]);
  });

  it('refuses a user without the ledger flag with 403 No access', async () => {
    const ids = await pick(1, { payment_type: 2, p_amount: '100.00' });
    const manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
    const res = await pay({ order_ids: ids, type: 'p', paid_at: '10.11.2026' }, undefined, manager);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('No access');
  });
});
