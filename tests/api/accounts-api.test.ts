import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeFixture } from './finance-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 12 item 1: 'Accounts (счета): every field of the spec; payment_remains = amount − payed_amount
// (0 when empty); the make-payment checkbox only when there is neither payment_date nor payed_amount;
// company type name from the shared metadata; linked orders and acts (through act_operations, with act
// numbers); status filter; default sort id descending and the sortable columns of the spec. […]
// Deleting an account attached to acts is refused with 'Данный счет прикреплен к акту(ам) №{numbers},
// сначала открепите его от акта'.'
let t: TestApp;
let admin: Credentials;
let fx: Awaited<ReturnType<typeof financeFixture>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  fx = await financeFixture(t, () => admin);
});
afterAll(async () => t?.close());

const get = async (id: number) => (await t.api('GET', `/api/accounts/${id}`, admin)).json();

describe('computed account fields', () => {
  it('payment_remains, make_payment, status and company_type_name on the card', async () => {
    const none = await fx.account({ contractor_id: fx.contractorA, amount: '1000', company_type: 2 });
    expect(none).toMatchObject({
      payment_remains: '1000.00',
      make_payment: true,
      payment_status: 1,
      company_type_name: 'ООО «Мастер переездов»',
    });
    const part = await fx.account({ contractor_id: fx.contractorA, amount: '1000.50', payed_amount: '400.25' });
    expect(part).toMatchObject({ payment_remains: '600.25', make_payment: false, payment_status: 2 });
    const dated = await fx.account({ contractor_id: fx.contractorA, amount: '70', payment_date: '2027-03-05' });
    expect(dated).toMatchObject({ payment_remains: '70.00', make_payment: false, payment_status: 3 });
  });

  it('the same values on list rows, also when only they are asked for', async () => {
    const acc = await fx.account({ contractor_id: fx.contractorA, amount: '300', payed_amount: '300' });
    const res = await t.api(
      'GET',
      `/api/accounts?fields=payment_remains,make_payment,payment_status&filter=id=${acc.id}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([{ id: acc.id, payment_remains: '0.00', make_payment: false, payment_status: 3 }]);
  });

  it('linked orders (order_id and order_ids) and acts with their numbers, named in the list meta', async () => {
    const o1 = await fx.o.create({ start_date: '2027-03-01', contractor_id: fx.contractorA });
    const o2 = await fx.o.create({ start_date: '2027-03-01', contractor_id: fx.contractorA });
    const acc = await fx.account({
      contractor_id: fx.contractorA,
      amount: '50',
      order_id: o2.id,
      order_ids: [o1.id, o2.id],
    });
    const act1 = await fx.act({
      number: 'СЧ-1',
      contractor_id: fx.contractorA,
      act_operations: [{ account_id: acc.id }],
    });
    const act2 = await fx.act({
      number: 'СЧ-2',
      contractor_id: fx.contractorA,
      act_operations: [{ account_id: acc.id }],
    });
    const card = await get(acc.id);
    expect(card.linked_order_ids).toEqual([o1.id, o2.id]);
    expect(card.act_ids).toEqual([act1.id, act2.id]);
    expect(card.act_operations.map((op: { act_id: number; amount: string }) => [op.act_id, op.amount])).toEqual([
      [act1.id, '50.00'],
      [act2.id, '50.00'],
    ]);
    expect((await fx.getAct(act1.id)).account_ids).toEqual([acc.id]);
    expect(card.acts).toEqual([
      { id: act1.id, number: 'СЧ-1' },
      { id: act2.id, number: 'СЧ-2' },
    ]);
    const list = (await t.api('GET', `/api/accounts?fields=act_ids&filter=id=${acc.id}`, admin)).json();
    expect(list.items[0].act_ids).toEqual([act1.id, act2.id]);
    expect(list.meta.acts).toEqual([
      { id: act1.id, name: 'СЧ-1' },
      { id: act2.id, name: 'СЧ-2' },
    ]);
  });

  it('a computed value sent by a client is refused', async () => {
    const acc = await fx.account({ contractor_id: fx.contractorA, amount: '1' });
    const res = await t.api('PUT', `/api/accounts/${acc.id}`, admin, { account: { payment_remains: '0' } });
    expect(res.statusCode).toBe(422);
  });
});

describe('status filter (checkboxes)', () => {
  it('status=1,2 gives the unpaid and the partly paid, status=3 the paid', async () => {
    const c = fx.contractorB;
    const unpaid = await fx.account({ contractor_id: c, amount: '10' });
    const part = await fx.account({ contractor_id: c, amount: '10', payed_amount: '5' });
    const paid = await fx.account({ contractor_id: c, amount: '10', payed_amount: '10' });
    const dated = await fx.account({ contractor_id: c, amount: '10', payment_date: '2027-03-05' });
    const ids = async (status: string) =>
      (await t.api('GET', `/api/accounts?filter=contractor_id=${c};status=${status}`, admin))
        .json()
        .items.map((r: { id: number }) => r.id);
    expect(await ids('1,2')).toEqual([part.id, unpaid.id]);
    expect(await ids('3')).toEqual([dated.id, paid.id]);
    expect((await t.api('GET', '/api/accounts?filter=status=9', admin)).statusCode).toBe(400);
  });
});

describe('sorting', () => {
  it("default id descending; only the spec's sortable columns", async () => {
    const list = (await t.api('GET', '/api/accounts', admin)).json();
    expect([list.meta.sort, list.meta.order]).toEqual(['id', 'desc']);
    for (const sort of ['contractor_id', 'order_id', 'date', 'amount', 'payed_amount', 'payment_date'])
      expect((await t.api('GET', `/api/accounts?sort=${sort}`, admin)).statusCode).toBe(200);
    for (const sort of ['number', 'comment', 'pdf_sent_counter', 'payment_remains'])
      expect((await t.api('GET', `/api/accounts?sort=${sort}`, admin)).statusCode).toBe(400);
  });
});

describe('DELETE /api/accounts/{id}', () => {
  it("refuses an account attached to acts with the spec's text and keeps it", async () => {
    const acc = await fx.account({ contractor_id: fx.contractorA, amount: '20' });
    await fx.act({ number: 'Д-7', contractor_id: fx.contractorA, act_operations: [{ account_id: acc.id }] });
    await fx.act({ number: 'Д-8', contractor_id: fx.contractorA, act_operations: [{ account_id: acc.id }] });
    const res = await t.api('DELETE', `/api/accounts/${acc.id}`, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages).toEqual([
      'Данный счет прикреплен к акту(ам) №Д-7, Д-8, сначала открепите его от акта',
    ]);
    expect((await t.api('GET', `/api/accounts/${acc.id}`, admin)).statusCode).toBe(200);
  });

  it('deletes an account in no act', async () => {
    const acc = await fx.account({ contractor_id: fx.contractorA, amount: '20' });
    expect((await t.api('DELETE', `/api/accounts/${acc.id}`, admin)).statusCode).toBe(200);
  });
});
