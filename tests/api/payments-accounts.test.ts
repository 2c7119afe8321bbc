import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { createAccounts, paymentRows, someContractor } from './payments-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

// Issue 12 item 6: 'every payment endpoint honours Idempotency-Key; paying an already paid account
// or order changes nothing and says so; all changes of one request commit together or not at all;
// each payment writes its ledger transaction in the same DB transaction.'
let t: TestApp;
let admin: Credentials;
let adminId: number;
let contractor: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', TEST_ADMIN.adminEmail)
    .executeTakeFirstOrThrow();
  adminId = Number(row.id);
  contractor = await someContractor(t.db);
});
afterAll(async () => t?.close());

const pay = (body: unknown, as: Credentials = admin, key?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/accounts/make_payments',
    headers: { ...as.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });

const accountsOf = (ids: number[]) =>
  t.db
    .selectFrom('accounts')
    .select(['id', 'amount', 'payed_amount', 'payment_date'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

describe('PUT /api/accounts/make_payments', () => {
  it('pays each account in full on the date and posts one client-payment ledger row per account', async () => {
    const ids = await createAccounts(t.db, contractor.id, 3, 'A1');
    const res = await pay({ account_ids: ids, payment_date: '15.11.2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      paid: ids,
      already_paid: [],
      messages: ids.map((id) => `Счёт №${id} оплачен`),
    });
    for (const a of await accountsOf(ids)) {
      expect(a.payed_amount).toBe(a.amount);
      expect(a.payment_date).toBe('2026-11-15');
    }
    const rows = await paymentRows(t.db, 'account_id', ids);
    expect(rows.map((r) => ({ ...r, owner_id: Number(r.owner_id), account_id: Number(r.account_id) }))).toEqual(
      (await accountsOf(ids)).map((a) => ({
        amount: a.amount,
        owner_type: 'Contractor',
        owner_id: contractor.id,
        operation_id: 1,
        account_id: Number(a.id),
        order_id: null,
        payment_date: '2026-11-15',
        user_id: adminId,
      })),
    );
  });

  it("brings the act's received payments in step with its paid account (spec 02 §3 Act amount_payments)", async () => {
    const [id] = await createAccounts(t.db, contractor.id, 1, 'ACT');
    const amount = (await accountsOf([id]))[0].amount;
    const { rows } = await sql<{ id: number }>`
      insert into acts (number, date, contractor_id, amount, amount_orders)
      values ('PAY-ACT', date '2026-11-01', ${contractor.id}, ${amount}, ${amount}) returning id`.execute(t.db);
    const actId = Number(rows[0].id);
    await sql`insert into act_operations (act_id, account_id, amount) values (${actId}, ${id}, ${amount})`.execute(
      t.db,
    );
    const act = () =>
      t.db.selectFrom('acts').select(['amount_payments', 'status']).where('id', '=', actId).executeTakeFirstOrThrow();
    const res = await pay({ account_ids: [id], payment_date: '16.11.2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await act()).toMatchObject({ amount_payments: amount });
    // No orders in the act: their sum (0) differs from its amount, so it stays «Не сходятся заказы».
    expect((await act()).status).toBe(1);
  });

  it('changes nothing for an account already paid and says so, paying only the others', async () => {
    const ids = await createAccounts(t.db, contractor.id, 3, 'A2');
    expect((await pay({ account_ids: [ids[0]], payment_date: '01.11.2026' })).statusCode).toBe(200);
    // An account with a payed_amount entered by hand has no make-payment checkbox: it is not paid again.
    await sql`update accounts set payed_amount = 5 where id = ${ids[1]}`.execute(t.db);
    const res = await pay({ account_ids: ids, payment_date: '20.11.2026' });
    expect(res.json()).toEqual({
      paid: [ids[2]],
      already_paid: [ids[0], ids[1]],
      messages: [
        `Счёт №${ids[0]} уже оплачен: ничего не изменено`,
        `Счёт №${ids[1]} уже оплачен: ничего не изменено`,
        `Счёт №${ids[2]} оплачен`,
      ],
    });
    const [first, second] = await accountsOf(ids);
    expect(first.payment_date).toBe('2026-11-01');
    expect(second.payed_amount).toBe('5.00');
    expect((await paymentRows(t.db, 'account_id', ids)).map((r) => Number(r.account_id))).toEqual([ids[0], ids[2]]);
  });

  it('refuses unknown ids with 422 and pays none of the request', async () => {
    const ids = await createAccounts(t.db, contractor.id, 2, 'A3');
    const res = await pay({ account_ids: [...ids, 999_999_99], payment_date: '20.11.2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.account_ids).toEqual(['Нет счетов №99999999']);
    expect((await accountsOf(ids)).every((a) => a.payment_date === null)).toBe(true);
    expect(await paymentRows(t.db, 'account_id', ids)).toEqual([]);
  });

  it.each([
    [{ account_ids: [], payment_date: '20.11.2026' }, 'account_ids', 'Выберите хотя бы один'],
    [{ account_ids: ['x1'], payment_date: '20.11.2026' }, 'account_ids', 'Неверный номер: x1'],
    [{ account_ids: [1] }, 'payment_date', 'Укажите дату оплаты'],
    [{ account_ids: [1], payment_date: '31.02.2026' }, 'payment_date', 'Неверная дата: нужна дд.мм.гггг'],
    [{ account_ids: [1], payment_date: 20261120 }, 'payment_date', 'Неверная дата: нужна дд.мм.гггг'],
  ])('refuses %j with 422 on the field', async (body, field, message) => {
    const res = await pay(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('rolls back every account of the request when one ledger row fails', async () => {
    const ids = await createAccounts(t.db, contractor.id, 3, 'A4');
    await sql
      .raw(`create function refuse_ledger() returns trigger language plpgsql as $$
        begin if new.account_id = ${ids[2]} then raise exception 'ledger refused'; end if; return new; end $$`)
      .execute(t.db);
    await sql
      .raw(`create trigger refuse_ledger before insert on transactions for each row execute function refuse_ledger();`)
      .execute(t.db);
    try {
      const res = await pay({ account_ids: ids, payment_date: '20.11.2026' });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql.raw('drop trigger refuse_ledger on transactions').execute(t.db);
      await sql.raw('drop function refuse_ledger()').execute(t.db);
    }
    expect((await accountsOf(ids)).map((a) => a.payment_date)).toEqual([null, null, null]);
    expect(await paymentRows(t.db, 'account_id', ids)).toEqual([]);
  });

  it('replays the first answer for the same Idempotency-Key: one ledger row, same answer', async () => {
    const ids = await createAccounts(t.db, contractor.id, 2, 'A5');
    const body = { account_ids: ids, payment_date: '20.11.2026' };
    const first = await pay(body, admin, 'pay-accounts-1');
    const again = await pay(body, admin, 'pay-accounts-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().paid).toEqual(ids);
    expect(await paymentRows(t.db, 'account_id', ids)).toHaveLength(2);
    // Without the key the repeat is harmless too: it says the accounts were already paid.
    expect((await pay(body)).json()).toMatchObject({ paid: [], already_paid: ids });
    expect(await paymentRows(t.db, 'account_id', ids)).toHaveLength(2);
  });

  it('pays and posts each account once under concurrent requests over the same accounts', async () => {
    const ids = await createAccounts(t.db, contractor.id, 20, 'A6');
    const reversed = [...ids].reverse();
    const answers = await Promise.all([
      pay({ account_ids: ids, payment_date: '21.11.2026' }),
      pay({ account_ids: reversed, payment_date: '22.11.2026' }),
      pay({ account_ids: ids.slice(5), payment_date: '23.11.2026' }),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const paid = answers.flatMap((a) => a.json().paid as number[]).sort((a, b) => a - b);
    expect(paid).toEqual(ids);
    const { rows } = await sql<{ account_id: number; n: string }>`
      select account_id, count(*) as n from transactions
      where operation_id = 1 and account_id = any(${ids}::int[]) group by account_id`.execute(t.db);
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
  });

  it('refuses a user without the ledger flag «Операции» with 403 No access', async () => {
    const ids = await createAccounts(t.db, contractor.id, 1, 'A7');
    const manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
    const res = await pay({ account_ids: ids, payment_date: '20.11.2026' }, manager);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('No access');
    expect(await paymentRows(t.db, 'account_id', ids)).toEqual([]);
    const accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
    expect((await pay({ account_ids: ids, payment_date: '20.11.2026' }, accountant)).json().paid).toEqual(ids);
  });
});
