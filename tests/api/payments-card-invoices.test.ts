import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { orderPicker, paymentRows } from './payments-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 02 §6: 'Card invoice payment date can be edited by user_group_id 4 or 7; payment confirmation
// only by group 6'; §4 'Card invoice: payment date set, then payment confirmed by checkbox';
// §8 '403 with body No access'. Admins pass every check (DESIGN.md §8).
let t: TestApp;
const as: Record<string, Credentials> = {};
let pick: ReturnType<typeof orderPicker>;

beforeAll(async () => {
  t = await startTestApp();
  as.admin = await t.loginAs();
  as.g1 = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  as.g4 = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  as.g6 = await t.loginAs('demo-senior-logist@crm.local', DEMO_PASSWORD);
  as.g7 = await t.loginAs('demo-chief-accountant@crm.local', DEMO_PASSWORD);
  pick = orderPicker(t.db);
});
afterAll(async () => t?.close());

const put = (who: string, id: number, action: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/card_invoices/${id}/${action}`,
    headers: { ...as[who].headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const setDate = (who: string, id: number, date: string | null) => put(who, id, 'set_payment_date', { p_paid_at: date });
const confirm = (who: string, id: number, value: boolean, key?: string) =>
  put(who, id, 'set_payment_confirmed', { p_confirmed: value }, key);

describe('card invoices: payment date by groups 4 and 7, confirmation by group 6', () => {
  it('lets groups 4, 7 and admins set the payment date and refuses others with 403 No access', async () => {
    const [id] = await pick(1, { payment_type: 3, p_amount: '2500.00' });
    for (const who of ['g1', 'g6']) {
      const res = await setDate(who, id, '05.11.2026');
      expect(res.statusCode, who).toBe(403);
      expect(res.body).toBe('No access');
    }
    for (const [who, date] of [
      ['g4', '05.11.2026'],
      ['g7', '06.11.2026'],
      ['admin', '07.11.2026'],
    ] as const) {
      const res = await setDate(who, id, date);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        message: 'Дата оплаты сохранена',
        card_invoice: { id, p_paid_at: date.split('.').reverse().join('-') },
      });
    }
    expect((await setDate('g4', id, '31.13.2026')).json().errors.p_paid_at).toEqual([
      'Неверная дата: нужна дд.мм.гггг',
    ]);
    expect((await setDate('g4', id, null)).json().card_invoice.p_paid_at).toBeNull();
    expect(await paymentRows(t.db, 'order_id', [id])).toEqual([]);
  });

  it('lets only group 6 (and admins) confirm; confirming needs a payment date first', async () => {
    const [id] = await pick(1, { payment_type: 3, p_amount: '2500.00' });
    for (const who of ['g1', 'g4', 'g7']) expect((await confirm(who, id, true)).statusCode, who).toBe(403);
    const early = await confirm('g6', id, true);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.p_confirmed).toEqual(['Сначала укажите дату оплаты']);
    await setDate('g4', id, '05.11.2026');
    const res = await confirm('g6', id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      changed: true,
      message: 'Оплата подтверждена',
      card_invoice: { p_confirmed: true },
    });
  });

  it('posts the card payment once, on confirmation; a repeat or a replayed key posts nothing', async () => {
    const [id] = await pick(1, { payment_type: 3, p_amount: '2500.00' });
    await setDate('g7', id, '05.11.2026');
    const first = await confirm('g6', id, true, 'card-confirm-1');
    const replay = await confirm('g6', id, true, 'card-confirm-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const repeat = await confirm('admin', id, true);
    expect(repeat.json()).toMatchObject({ changed: false, message: 'Оплата уже подтверждена: ничего не изменено' });
    const rows = await paymentRows(t.db, 'order_id', [id]);
    expect(rows.map((r) => [r.amount, r.owner_type, r.payment_date])).toEqual([
      ['2500.00', 'Contractor', '2026-11-05'],
    ]);
    // The date is fixed once confirmed, so the ledger row and the card invoice cannot disagree.
    const locked = await setDate('g4', id, '09.11.2026');
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.p_paid_at).toEqual([
      'Оплата уже подтверждена: чтобы изменить дату, сначала снимите подтверждение',
    ]);
  });

  it('taking the confirmation back appends one reversal row', async () => {
    const [id] = await pick(1, { payment_type: 3, p_amount: '2500.00' });
    await setDate('g4', id, '05.11.2026');
    await confirm('g6', id, true);
    expect((await confirm('g6', id, false)).json()).toMatchObject({
      changed: true,
      message: 'Подтверждение оплаты снято',
    });
    expect((await confirm('g6', id, false)).json()).toMatchObject({ changed: false });
    expect((await paymentRows(t.db, 'order_id', [id])).map((r) => r.amount)).toEqual(['2500.00', '-2500.00']);
  });

  it('answers 404 for an order not paid by card and 422 for a confirmation that is not true/false', async () => {
    const [plain] = await pick(1, { payment_type: 2, p_amount: '100.00' });
    expect((await setDate('g4', plain, '05.11.2026')).statusCode).toBe(404);
    expect((await confirm('g6', plain, true)).statusCode).toBe(404);
    const [id] = await pick(1, { payment_type: 3, p_amount: '100.00' });
    const bad = await put('g6', id, 'set_payment_confirmed', { p_confirmed: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.p_confirmed).toEqual(['Подтверждение: true или false']);
  });
});
