import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalancesAnswer, NullifyAnswer } from '../../core/ledger/ledger-contract.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { someContractor } from './payments-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 13 item 1: '`POST /api/transactions/nullify_amount` zeroes a worker's balance with one
// balancing transaction (design the payload; record it)'. Item 2: 'a nullify leaves exactly zero'.
let t: TestApp;
let logist: Credentials;
let accountant: Credentials;
let workers: { id: number; name: string }[];

beforeAll(async () => {
  t = await startTestApp();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  const rows = await t.db.selectFrom('individuals').select(['id', 'name']).orderBy('id', 'desc').limit(5).execute();
  workers = rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
});
afterAll(async () => t?.close());

const nullify = (body: Record<string, unknown>, as = accountant, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions/nullify_amount',
    headers: { ...as.headers, ...headers },
    payload: body,
  });
const post = async (transaction: Record<string, unknown>) => {
  const res = await t.api('POST', '/api/transactions', accountant, { transaction });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
/** Kept balance and the sum of the class' rows, both as SQL numeric text (never floats). */
const balanceOf = async (cls: string, id: number) => {
  const { rows } = await sql<{ kept: string | null; summed: string; n: number }>`
    select (select balance::text from ledger_balances where owner_class = ${cls} and owner_id = ${id}) as kept,
      coalesce(sum(amount), 0)::numeric(16,2)::text as summed, count(*)::int as n
    from transactions where ledger_owner_class(owner_type) = ${cls} and owner_id = ${id}`.execute(t.db);
  return rows[0];
};

describe('POST /api/transactions/nullify_amount', () => {
  it("zeroes a worker's balance over his three owner types with one payout row", async () => {
    const w = workers[0];
    await post({ amount: '1000.10', owner_type: 'Our_Individual', owner_id: w.id, operation_id: 5 });
    await post({ amount: '200.05', owner_type: 'Theirs_Individual', owner_id: w.id, operation_id: 5 });
    await post({ amount: '-0.03', owner_type: 'Individual', owner_id: w.id, operation_id: 3 });
    const before = await balanceOf('Individual', w.id);
    const res = await nullify({ owner_id: w.id });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as NullifyAnswer;
    expect(answer).toMatchObject({
      owner_class: 'Individual',
      owner_id: w.id,
      balance_before: before.kept,
      balance: '0.00',
    });
    const row = (await t.api('GET', `/api/transactions/${answer.transaction_id}`, accountant)).json();
    expect(row).toMatchObject({
      amount: `-${before.kept}`,
      owner_type: 'Individual',
      owner_id: w.id,
      owner_name: w.name,
      operation_id: 2,
      nullify: true,
      payment_date: moscowDate(),
      comment: 'Обнуление баланса',
    });
    const after = await balanceOf('Individual', w.id);
    expect(after).toEqual({ kept: '0.00', summed: '0.00', n: before.n + 1 });
  });

  it('writes nothing for a zero balance and answers transaction_id null', async () => {
    const w = workers[1];
    const before = await balanceOf('Individual', w.id);
    if (before.kept !== null && before.kept !== '0.00')
      expect((await nullify({ owner_id: w.id })).statusCode).toBe(200);
    const count = (await balanceOf('Individual', w.id)).n;
    const res = await nullify({ owner_class: 'Individual', owner_id: w.id });
    expect(res.json()).toEqual({
      owner_class: 'Individual',
      owner_id: w.id,
      balance_before: '0.00',
      transaction_id: null,
      balance: '0.00',
    });
    expect((await balanceOf('Individual', w.id)).n).toBe(count);
  });

  it("zeroes a user's and a contractor's balance with their own owner type, date and comment", async () => {
    const me = (await t.api('GET', '/api/me', accountant)).json();
    const contractor = await someContractor(t.db, 1);
    for (const [owner_class, owner_id] of [
      ['User', me.id],
      ['Contractor', contractor.id],
    ] as const) {
      await post({ amount: '-77.70', owner_type: owner_class, owner_id, operation_id: 4 });
      const res = await nullify({
        owner_class,
        owner_id,
        payment_date: '20.11.2026',
        comment: 'Расчёт при увольнении',
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = (await t.api('GET', `/api/transactions/${res.json().transaction_id}`, accountant)).json();
      expect(row).toMatchObject({
        owner_type: owner_class,
        payment_date: '2026-11-20',
        comment: 'Расчёт при увольнении',
      });
      expect(await balanceOf(owner_class, owner_id)).toMatchObject({ kept: '0.00', summed: '0.00' });
    }
  });

  it('refuses an unknown owner (404) and a bad payload (422), in Russian', async () => {
    const unknown = await nullify({ owner_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Работник №2000000000 не найден');
    for (const [body, field] of [
      [{ owner_id: 'x' }, 'owner_id'],
      [{}, 'owner_id'],
      [{ owner_id: workers[0].id, owner_class: 'Nobody' }, 'owner_class'],
      [{ owner_id: workers[0].id, payment_date: '31.02.2026' }, 'payment_date'],
      [{ owner_id: workers[0].id, comment: 'я'.repeat(1001) }, 'comment'],
    ] as const) {
      const res = await nullify(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('needs the transactions flag', async () => {
    const res = await nullify({ owner_id: workers[0].id }, logist);
    expect([res.statusCode, res.body]).toEqual([403, 'No access']);
  });

  it('honours Idempotency-Key: a retry replays the answer and writes no second row', async () => {
    const w = workers[2];
    await post({ amount: '55.55', owner_type: 'Individual', owner_id: w.id, operation_id: 5 });
    const key = { 'idempotency-key': `nullify-${w.id}` };
    const first = await nullify({ owner_id: w.id }, accountant, key);
    const second = await nullify({ owner_id: w.id }, accountant, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(first.json().transaction_id).not.toBeNull();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from transactions where owner_id = ${w.id} and nullify`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });
});

describe('GET /api/transactions/balances', () => {
  it('answers one row per asked id with the name and the kept balance', async () => {
    const [a, b] = [workers[3], workers[4]];
    await post({
      amount: '10.20',
      owner_type: 'Our_Individual',
      owner_id: a.id,
      operation_id: 5,
      payment_date: '2026-11-01',
    });
    await post({
      amount: '-3.10',
      owner_type: 'Individual',
      owner_id: a.id,
      operation_id: 2,
      payment_date: '2026-11-03',
    });
    const res = await t.api('GET', `/api/transactions/balances?owner_ids=${b.id},${a.id},999999999`, accountant);
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as BalancesAnswer).items;
    expect(items.map((i) => [i.owner_id, i.name])).toEqual(
      [
        [a.id, a.name],
        [b.id, b.name],
        [999_999_999, null],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    const rowA = items.find((i) => i.owner_id === a.id)!;
    const summed = await balanceOf('Individual', a.id);
    expect(rowA.balance).toBe(summed.summed);
    expect(rowA.last_payout_date).not.toBeNull();
    expect(items.find((i) => i.owner_id === 999_999_999)).toMatchObject({ balance: '0.00', last_payout_date: null });
  });

  it('refuses missing ids and a bad class; needs the transactions flag', async () => {
    expect((await t.api('GET', '/api/transactions/balances', accountant)).statusCode).toBe(422);
    expect((await t.api('GET', '/api/transactions/balances?owner_class=X&owner_ids=1', accountant)).statusCode).toBe(
      422,
    );
    expect((await t.api('GET', '/api/transactions/balances?owner_ids=1', logist)).statusCode).toBe(403);
  });
});
