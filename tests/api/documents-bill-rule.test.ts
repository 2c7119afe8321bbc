import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeFixture } from './finance-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 24 item 2: 'An account's PDF bills its product lines, not its amount: an account of amount
// 1 000,00 with lines 2 × 300,00 is accepted and prints «Всего к оплате: 600,00». Lines sent under the
// spec's key `products` (accounts and acts, spec 02 §3) are dropped silently (201, no lines). An act
// operation has no nested `account` (spec: «act_operations (account_id, amount, account)»).'
// Deliver: 'an act's and an account's printed lines always sum to their stored amount (derive the
// amount from the lines, or refuse lines that disagree, with a Russian 422)'.
let t: TestApp;
let admin: Credentials;
let fx: Awaited<ReturnType<typeof financeFixture>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  fx = await financeFixture(t, () => admin);
});
afterAll(async () => t?.close());

const line = (name: string, quantity: number, price: string, amount?: string) => ({
  name,
  unit: 'ч',
  quantity,
  price,
  ...(amount === undefined ? {} : { amount }),
});

async function pdfFlat(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  return { res, flat: res.statusCode === 200 ? (await pdfText(res.rawPayload)).join(' ').replace(/\s+/g, ' ') : '' };
}

describe('an account bills exactly its amount', () => {
  it('refuses lines of 600,00 on an account of 1 000,00 with a Russian 422 on products, and writes nothing', async () => {
    const before = (await sql<{ n: number }>`select count(*)::int as n from accounts`.execute(t.db)).rows[0].n;
    const res = await t.api('POST', '/api/accounts', admin, {
      account: {
        contractor_id: fx.contractorA,
        number: 'П-1',
        date: '2027-03-02',
        amount: '1000.00',
        products: [line('Погрузка', 2, '300.00', '600.00')],
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.products).toEqual([
      'в сумме 600,00, а сумма счёта 1 000,00: документ печатает строки, исправьте строки или сумму',
    ]);
    expect(res.json().full_messages).toEqual([
      'Товары и услуги в сумме 600,00, а сумма счёта 1 000,00: документ печатает строки, исправьте строки или сумму',
    ]);
    expect((await sql<{ n: number }>`select count(*)::int as n from accounts`.execute(t.db)).rows[0].n).toBe(before);
  });

  it('keeps lines sent under the spec’s key `products` and prints them, adding up to the amount', async () => {
    const account = await fx.account({
      contractor_id: fx.contractorA,
      number: 'П-2',
      amount: '600.00',
      products: [line('Погрузка', 2, '300.00')],
    });
    expect(account.products).toEqual([
      expect.objectContaining({ name: 'Погрузка', quantity: 2, price: '300.00', amount: null }),
    ]);
    const { res, flat } = await pdfFlat(`/api/accounts/${account.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(flat).toMatch(/1 ?Погрузка ?2 ?ч ?300,00 ?600,00/);
    expect(flat).toMatch(/Всего к оплате: ?600,00/);
    expect(flat).toContain('Шестьсот рублей 00 копеек');
  });

  it('takes the amount from the lines when a save changes the lines and leaves the amount out', async () => {
    const account = await fx.account({ contractor_id: fx.contractorA, number: 'П-3', amount: '1000.00' });
    const res = await t.api('PUT', `/api/accounts/${account.id}`, admin, {
      account: { products: [line('Погрузка', 2, '300.00'), line('Упаковка', 1, '150.50', '150.50')] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amount).toBe('750.50');
    // …and a later amount alone that the lines do not add up to is refused.
    const wrong = await t.api('PUT', `/api/accounts/${account.id}`, admin, { account: { amount: '800' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.products[0]).toContain('в сумме 750,50, а сумма счёта 800,00');
  });

  it('refuses a line whose sum is not its price × quantity, naming the line', async () => {
    const res = await t.api('POST', '/api/accounts', admin, {
      account: {
        contractor_id: fx.contractorA,
        amount: '1000.00',
        products: [line('Погрузка', 2, '300.00', '1000.00')],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['products[0].amount']).toEqual(['не равна цене × количество: 2 × 300,00 = 600,00']);
    expect(res.json().full_messages).toEqual([
      'Товары и услуги, строка 1: Сумма не равна цене × количество: 2 × 300,00 = 600,00',
    ]);
  });
});

describe('an act bills exactly its amount', () => {
  it('an act sent with `products` and no amount takes their sum and prints its lines instead of its orders', async () => {
    const order = await fx.countedOrder(fx.contractorA, '500');
    const res = await t.api('POST', '/api/acts', admin, {
      act: {
        number: 'ПА-1',
        date: '2027-03-31',
        contractor_id: fx.contractorA,
        order_ids: [order.id],
        products: [line('Услуги по предоставлению персонала за март 2027 г.', 1, '4000.00')],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const act = res.json();
    expect(act.products).toHaveLength(1);
    expect([act.amount, act.amount_orders, act.status]).toEqual(['4000.00', '4000.00', 2]);
    const { flat } = await pdfFlat(`/api/acts/${act.id}/pdf`);
    expect(flat).toContain('Услуги по предоставлению персонала за март 2027 г.');
    expect(flat).not.toContain(`заказ №${order.id}`);
    expect(flat).toMatch(/Всего: ?4 000,00/);
    expect(flat).toContain('Всего оказано услуг 1, на сумму 4 000,00 руб.');
  });

  it('refuses act lines that disagree with the act’s amount', async () => {
    const res = await t.api('POST', '/api/acts', admin, {
      act: { number: 'ПА-2', contractor_id: fx.contractorA, amount: '5000', products: [line('Услуги', 1, '4000')] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toEqual([
      'в сумме 4 000,00, а сумма акта 5 000,00: документ печатает строки, исправьте строки или сумму',
    ]);
  });

  it('does not issue an act printed from orders that do not add up to its amount (422), and does once they do', async () => {
    const order = await fx.countedOrder(fx.contractorA, '500');
    const act = await fx.act({ number: 'ПА-3', contractor_id: fx.contractorA, amount: '5000', order_ids: [order.id] });
    const { res } = await pdfFlat(`/api/acts/${act.id}/pdf`);
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages).toEqual([
      'Акт №ПА-3 не сходится: его заказы на 4 000,00, а сумма акта 5 000,00. Исправьте сумму акта или его заказы (или задайте строки «Товары и услуги»)',
    ]);
    await fx.putAct(act.id, { amount: '4000' });
    const fixed = await pdfFlat(`/api/acts/${act.id}/pdf`);
    expect(fixed.res.statusCode).toBe(200);
    expect(fixed.flat).toMatch(/Всего: ?4 000,00/);
    expect(fixed.flat).toContain('Четыре тысячи рублей 00 копеек');
  });

  it('answers each act operation with its account (spec: act_operations (account_id, amount, account))', async () => {
    const acc = await fx.account({ contractor_id: fx.contractorA, number: 'П-9', amount: '250.00' });
    const act = await fx.act({
      number: 'ПА-4',
      contractor_id: fx.contractorA,
      act_operations: [{ account_id: acc.id }],
    });
    const expected = {
      id: acc.id,
      number: 'П-9',
      date: '2027-03-02',
      contractor_id: fx.contractorA,
      amount: '250.00',
      payed_amount: null,
      payment_date: null,
    };
    expect(act.act_operations).toEqual([expect.objectContaining({ account_id: acc.id, account: expected })]);
    expect((await fx.getAct(act.id)).act_operations[0].account).toEqual(expected);
  });
});
