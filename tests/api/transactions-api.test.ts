import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter } from '../../core/filter.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { createAccounts, someContractor } from './payments-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 13 item 1: 'Transactions: every field of the spec (owner_type Individual, Our_Individual,
// Theirs_Individual, User, Contractor; operation default 2 for new; account, order, payment_date
// defaulting to today, closed, ac_type2/3, no_order); filters by owner, operation, period, order and
// account; create needs `transactions`, delete needs `transactions_delete` (403 'No access'
// otherwise); a deleted transaction leaves a reversal, never a hole, so every balance stays explainable.'
let t: TestApp;
let logist: Credentials;
let accountant: Credentials;
let chief: Credentials;
let worker: { id: number; name: string };
let contractor: { id: number; name: string };
let me: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  chief = await t.loginAs('demo-chief-accountant@crm.local', DEMO_PASSWORD);
  const w = await t.db.selectFrom('individuals').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  worker = { id: Number(w.id), name: String(w.name) };
  contractor = await someContractor(t.db);
  const m = (await t.api('GET', '/api/me', chief)).json();
  me = { id: m.id, name: m.name };
});
afterAll(async () => t?.close());

const post = (transaction: Record<string, unknown>, as = accountant) =>
  t.api('POST', '/api/transactions', as, { transaction });
const list = async (filter: Record<string, string[]>) => {
  const res = await t.api(
    'GET',
    `/api/transactions?filter=${encodeURIComponent(encodeFilter(filter))}&limit=200`,
    chief,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Record<string, unknown>[];
};
const balanceOf = async (cls: string, id: number) => {
  const { rows } = await sql<{ kept: string | null; summed: string }>`
    select (select balance::text from ledger_balances where owner_class = ${cls} and owner_id = ${id}) as kept,
      coalesce(sum(amount), 0)::numeric(16,2)::text as summed
    from transactions where ledger_owner_class(owner_type) = ${cls} and owner_id = ${id}`.execute(t.db);
  return rows[0];
};

describe('POST /api/transactions', () => {
  it('defaults operation 2 and today (Moscow), and names the owner', async () => {
    const res = await post({ amount: '250.50', owner_type: 'Our_Individual', owner_id: worker.id });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json();
    expect([row.operation_id, row.payment_date, row.owner_name]).toEqual([2, moscowDate(), worker.name]);
    expect([row.reversal_of_id, row.reversed_by_id, row.nullify]).toEqual([null, null, false]);
  });

  it('takes every field of the spec and names each kind of owner', async () => {
    const accountId = (await createAccounts(t.db, contractor.id, 1, 'TXN'))[0];
    const orderId = Number((await t.db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const owners = [
      ['Individual', worker.id, worker.name],
      ['Theirs_Individual', worker.id, worker.name],
      ['User', me.id, me.name],
      ['Contractor', contractor.id, contractor.name],
    ] as const;
    for (const [owner_type, owner_id, name] of owners) {
      const res = await post({
        amount: '-10.01',
        owner_type,
        owner_id,
        operation_id: 3,
        payment_date: '15.11.2026',
        account_id: accountId,
        order_id: orderId,
        closed: true,
        ac_type2: 4,
        ac_type3: 5,
        no_order: true,
        comment: 'Штраф',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        owner_type,
        owner_id,
        owner_name: name,
        operation_id: 3,
        payment_date: '2026-11-15',
        amount: '-10.01',
        account_id: accountId,
        order_id: orderId,
        closed: true,
        ac_type2: 4,
        ac_type3: 5,
        no_order: true,
      });
    }
  });

  it('refuses an unknown owner, order or account and a zero amount with the field, in Russian', async () => {
    const cases = [
      [{ owner_type: 'Individual', owner_id: 2_000_000_000 }, 'owner_id', 'Работник №2000000000 не найден'],
      [{ owner_type: 'User', owner_id: 2_000_000_000 }, 'owner_id', 'Пользователь №2000000000 не найден'],
      [{ owner_type: 'Contractor', owner_id: 2_000_000_000 }, 'owner_id', 'Контрагент №2000000000 не найден'],
      [{ order_id: 2_000_000_000 }, 'order_id', 'Заказ №2000000000 не найден'],
      [{ account_id: 2_000_000_000 }, 'account_id', 'Счёт №2000000000 не найден'],
      [{ amount: '0,00' }, 'amount', 'не может быть нулевой'],
    ] as const;
    for (const [patch, field, message] of cases) {
      const res = await post({ amount: '5', owner_type: 'Individual', owner_id: worker.id, ...patch });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const badOperation = await post({ amount: '5', owner_type: 'Individual', owner_id: worker.id, operation_id: 9 });
    expect(badOperation.statusCode).toBe(422);
    expect(Object.keys(badOperation.json().errors)).toEqual(['operation_id']);
  });

  it('needs the transactions flag', async () => {
    const res = await post({ amount: '5', owner_type: 'Individual', owner_id: worker.id }, logist);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('No access');
  });
});

describe('the list filters by owner, operation, period, order and account', () => {
  it('finds exactly the rows of each filter', async () => {
    const [accountId] = await createAccounts(t.db, contractor.id, 1, 'FLT');
    const orderId = Number(
      (await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
    );
    const ids: number[] = [];
    for (const [payment_date, operation_id, extra] of [
      ['2031-01-10', 4, { account_id: accountId }],
      ['2031-01-20', 3, { order_id: orderId }],
      ['2031-02-05', 4, {}],
    ] as const) {
      const res = await post({
        amount: '7',
        owner_type: 'Our_Individual',
        owner_id: worker.id,
        payment_date,
        operation_id,
        ...extra,
      });
      ids.push(res.json().id);
    }
    const found = async (filter: Record<string, string[]>) =>
      (await list({ ...filter, id: [`${ids[0]}..${ids[2]}`] })).map((r) => r.id);
    expect(await found({ owner_type: ['Our_Individual'], owner_id: [String(worker.id)] })).toEqual([...ids].reverse());
    expect(await found({ owner_type: ['User'], owner_id: [String(worker.id)] })).toEqual([]);
    expect(await found({ operation_id: ['4'] })).toEqual([ids[2], ids[0]]);
    expect(await found({ payment_date: ['01.01.2031..31.01.2031'] })).toEqual([ids[1], ids[0]]);
    expect(await found({ order_id: [String(orderId)] })).toEqual([ids[1]]);
    expect(await found({ account_id: [String(accountId)] })).toEqual([ids[0]]);
    const named = await list({ id: [String(ids[0])] });
    expect(named[0].owner_name).toBe(worker.name);
  });
});

describe('PUT /api/transactions/{id}', () => {
  it('changes the bookkeeping marks and accepts the frozen fields unchanged', async () => {
    const row = (await post({ amount: '12.30', owner_type: 'Individual', owner_id: worker.id })).json();
    const res = await t.api('PUT', `/api/transactions/${row.id}`, chief, {
      transaction: {
        ...row,
        amount: '12,3',
        comment: 'Сверено',
        closed: true,
        ac_type2: 1,
        ac_type3: 2,
        no_order: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ comment: 'Сверено', closed: true, ac_type2: 1, ac_type3: 2, no_order: true });
  });

  it('refuses a change of amount, owner, operation, date, order or account on that field (never the trigger)', async () => {
    const row = (await post({ amount: '12.30', owner_type: 'Individual', owner_id: worker.id })).json();
    const frozen =
      'Сумму, получателя, операцию и дату проведённой операции не меняют: удалите её (будет сторно) и создайте новую';
    const [accountId] = await createAccounts(t.db, contractor.id, 1, 'PUT');
    for (const [field, value, message] of [
      ['amount', '12.31', frozen],
      ['owner_type', 'User', frozen],
      ['owner_id', worker.id + 1, frozen],
      ['operation_id', 4, frozen],
      ['payment_date', '2020-01-01', frozen],
      [
        'account_id',
        accountId,
        'Заказ и счёт проведённой операции не меняют: удалите её (будет сторно) и создайте новую',
      ],
    ] as const) {
      const res = await t.api('PUT', `/api/transactions/${row.id}`, chief, { transaction: { [field]: value } });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const stored = (await t.api('GET', `/api/transactions/${row.id}`, chief)).json();
    expect([stored.amount, stored.owner_type, stored.operation_id]).toEqual(['12.30', 'Individual', 2]);
    const balance = await balanceOf('Individual', worker.id);
    expect(balance.kept).toBe(balance.summed);
  });
});

describe('DELETE /api/transactions/{id} appends the reversal', () => {
  it('needs transactions_delete', async () => {
    const row = (await post({ amount: '40', owner_type: 'Individual', owner_id: worker.id })).json();
    const refused = await t.api('DELETE', `/api/transactions/${row.id}`, accountant);
    expect([refused.statusCode, refused.body]).toEqual([403, 'No access']);
  });

  it('leaves the original, writes its opposite today and keeps the balance the sum of the rows', async () => {
    const before = await balanceOf('Contractor', contractor.id);
    const row = (
      await post({
        amount: '1500.25',
        owner_type: 'Contractor',
        owner_id: contractor.id,
        operation_id: 1,
        payment_date: '2026-10-01',
      })
    ).json();
    const res = await t.api('DELETE', `/api/transactions/${row.id}`, chief);
    expect(res.statusCode, res.body).toBe(200);
    const reversal = res.json().transaction;
    expect(reversal).toMatchObject({
      amount: '-1500.25',
      owner_type: 'Contractor',
      owner_id: contractor.id,
      owner_name: contractor.name,
      operation_id: 1,
      payment_date: moscowDate(),
      comment: `Сторно операции №${row.id}`,
      reversal_of_id: row.id,
      user_id: me.id,
    });
    const original = (await t.api('GET', `/api/transactions/${row.id}`, chief)).json();
    expect([original.amount, original.reversed_by_id]).toEqual(['1500.25', reversal.id]);
    const after = await balanceOf('Contractor', contractor.id);
    expect(after.kept).toBe(after.summed);
    expect(after.kept).toBe(before.kept ?? '0.00');
  });

  it('refuses to reverse a row twice or to reverse a reversal, in Russian', async () => {
    const row = (await post({ amount: '3', owner_type: 'User', owner_id: me.id })).json();
    const first = (await t.api('DELETE', `/api/transactions/${row.id}`, chief)).json().transaction;
    const again = await t.api('DELETE', `/api/transactions/${row.id}`, chief);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.base).toEqual([`Операция №${row.id} уже отменена операцией №${first.id}`]);
    const ofReversal = await t.api('DELETE', `/api/transactions/${first.id}`, chief);
    expect(ofReversal.statusCode).toBe(422);
    expect(ofReversal.json().errors.base[0]).toMatch(/сама сторнирует операцию/);
  });

  it('answers two concurrent deletes of one row with one reversal and one 422', async () => {
    const row = (await post({ amount: '8', owner_type: 'User', owner_id: me.id })).json();
    const answers = await Promise.all([1, 2].map(() => t.api('DELETE', `/api/transactions/${row.id}`, chief)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from transactions where reversal_of_id = ${row.id}`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });

  it('maps the unique reversal index (the race guard) to the same 422, not a 500', async () => {
    const row = (await post({ amount: '9', owner_type: 'User', owner_id: me.id })).json();
    expect((await t.api('DELETE', `/api/transactions/${row.id}`, chief)).statusCode).toBe(200);
    // The mark is not money (the append-only trigger lets it change): clear it to reach the index.
    await sql`update transactions set reversed_by_id = null where id = ${row.id}`.execute(t.db);
    const res = await t.api('DELETE', `/api/transactions/${row.id}`, chief);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.base).toEqual([`Операция №${row.id} уже отменена`]);
  });
});
