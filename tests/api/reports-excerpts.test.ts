import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcerptSums, ExcerptsAnswer } from '../../core/ledger/ledger-contract.ts';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 13 item 3: '/excerpts: daily totals of operations split into clients, own and third-party
// workers and users, with day totals'. The ledger rows are built here in a month no demo row
// reaches; the expected figures are computed below from the rows as stored, in kopecks.
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let accountant: Credentials;
let ids: { contractor: number; user: number; own: number; outsourcer: number };

interface StoredRow {
  payment_date: string;
  operation_id: number;
  owner_type: string;
  amount: string;
  is_outsourcer: boolean | null;
}

const GROUPS = ['clients', 'own_individuals', 'theirs_individuals', 'users'] as const;

/** The spec's split, written out independently of the SQL (docs/decisions.md «Money reports»). */
function groupOf(r: StoredRow): (typeof GROUPS)[number] {
  if (r.owner_type === 'Contractor') return 'clients';
  if (r.owner_type === 'User') return 'users';
  if (r.owner_type === 'Our_Individual') return 'own_individuals';
  if (r.owner_type === 'Theirs_Individual') return 'theirs_individuals';
  return r.is_outsourcer ? 'theirs_individuals' : 'own_individuals';
}

function sumsOf(rows: StoredRow[]): ExcerptSums {
  const k = (g: string) => rows.filter((r) => groupOf(r) === g).reduce((s, r) => s + toKopecks(r.amount), 0n);
  const total = rows.reduce((s, r) => s + toKopecks(r.amount), 0n);
  return {
    clients: kopecksToDecimalString(k('clients')),
    own_individuals: kopecksToDecimalString(k('own_individuals')),
    theirs_individuals: kopecksToDecimalString(k('theirs_individuals')),
    users: kopecksToDecimalString(k('users')),
    total: kopecksToDecimalString(total),
  };
}

function expectedExcerpt(rows: StoredRow[], from: string, to: string, operationId?: number): ExcerptsAnswer {
  const inside = rows.filter(
    (r) =>
      r.payment_date >= from && r.payment_date <= to && (operationId === undefined || r.operation_id === operationId),
  );
  const dates = [...new Set(inside.map((r) => r.payment_date))].sort();
  return {
    from,
    to,
    rows: dates.flatMap((date) =>
      [...new Set(inside.filter((r) => r.payment_date === date).map((r) => r.operation_id))]
        .sort((a, b) => a - b)
        .map((operation_id) => ({
          date,
          operation_id,
          ...sumsOf(inside.filter((r) => r.payment_date === date && r.operation_id === operation_id)),
        })),
    ),
    days: dates.map((date) => ({ date, ...sumsOf(inside.filter((r) => r.payment_date === date)) })),
    totals: sumsOf(inside),
  };
}

/** Every ledger row of the period as stored, with its worker's flag as it is now. */
async function storedRows(from: string, to: string): Promise<StoredRow[]> {
  const { rows } = await sql<StoredRow>`select t.payment_date::text as payment_date, t.operation_id, t.owner_type,
      t.amount::text as amount, i.is_outsourcer
    from transactions t left join individuals i on t.owner_type = 'Individual' and i.id = t.owner_id
    where t.payment_date between ${from}::date and ${to}::date`.execute(t.db);
  return rows.map((r) => ({ ...r, operation_id: Number(r.operation_id) }));
}

async function append(rows: [date: string, op: number, ownerType: string, ownerId: number, amount: string][]) {
  await sql`insert into transactions (payment_date, operation_id, owner_type, owner_id, amount)
    select d::date, op, ot, oid, amt::numeric from unnest(
      ${rows.map((r) => r[0])}::text[], ${rows.map((r) => r[1])}::int[], ${rows.map((r) => r[2])}::text[],
      ${rows.map((r) => r[3])}::int[], ${rows.map((r) => r[4])}::text[]) as x (d, op, ot, oid, amt)`.execute(t.db);
}

const excerpt = async (query: string, as: Credentials = accountant) => t.api('GET', `/api/excerpts${query}`, as);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  const first = async (q: string) => Number((await sql<{ id: number }>`${sql.raw(q)}`.execute(t.db)).rows[0].id);
  ids = {
    contractor: await first('select id from contractors order by id limit 1'),
    user: await first('select id from users order by id limit 1'),
    own: await first('select id from individuals order by id limit 1'),
    outsourcer: await first('select id from individuals order by id offset 1 limit 1'),
  };
  await sql`update individuals set is_outsourcer = (id = ${ids.outsourcer}) where id in (${ids.own}, ${ids.outsourcer})`.execute(
    t.db,
  );
  const { contractor: c, user: u, own: w, outsourcer: o } = ids;
  // Two statements, several rows per key in each: the kept sums add up across statements.
  await append([
    ['2031-03-02', 6, 'Contractor', c, '-12000.10'],
    ['2031-03-02', 5, 'Our_Individual', w, '3200.05'],
    ['2031-03-02', 5, 'Theirs_Individual', o, '2800.33'],
    ['2031-03-02', 5, 'Our_Individual', w, '0.01'],
    ['2031-03-02', 1, 'Contractor', c, '5000.00'],
    ['2031-03-05', 2, 'Individual', w, '-3200.06'],
    ['2031-03-05', 2, 'Individual', o, '-1400.17'],
    ['2031-03-05', 4, 'User', u, '750.50'],
  ]);
  await append([
    ['2031-03-05', 2, 'Individual', o, '-1400.16'],
    ['2031-03-05', 3, 'Individual', w, '-100.00'],
    ['2031-03-31', 1, 'Contractor', c, '7000.10'],
    ['2031-04-01', 7, 'Our_Individual', w, '300.00'],
    ['2031-02-28', 7, 'User', u, '99.99'],
  ]);
});
afterAll(async () => t?.close());

describe('GET /api/excerpts', () => {
  it('answers every day and operation of the period split by owner group, with day and period totals', async () => {
    const res = await excerpt('?from=2031-03-01&to=2031-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const expected = expectedExcerpt(await storedRows('2031-03-01', '2031-03-31'), '2031-03-01', '2031-03-31');
    expect(expected.rows.length).toBe(7);
    expect(res.json()).toEqual(expected);
  });

  it('narrows to one operation', async () => {
    const res = await excerpt('?from=2031-03-01&to=2031-03-31&operation_id=2');
    expect(res.json()).toEqual(
      expectedExcerpt(await storedRows('2031-03-01', '2031-03-31'), '2031-03-01', '2031-03-31', 2),
    );
  });

  it("moves a worker's plain Individual rows when he becomes an outsourcer (the kept sums follow the flag)", async () => {
    await sql`update individuals set is_outsourcer = true where id = ${ids.own}`.execute(t.db);
    try {
      const res = await excerpt('?from=2031-03-05&to=2031-03-05');
      const expected = expectedExcerpt(await storedRows('2031-03-05', '2031-03-05'), '2031-03-05', '2031-03-05');
      expect(expected.totals.own_individuals).toBe('0.00');
      expect(res.json()).toEqual(expected);
    } finally {
      await sql`update individuals set is_outsourcer = false where id = ${ids.own}`.execute(t.db);
    }
  });

  it('equals the rows over the demo ledger as well (every day the demo has, a year at a time)', async () => {
    const { rows } = await sql<{ d: string }>`select max(payment_date)::text as d from transactions
      where payment_date < '2031-01-01'`.execute(t.db);
    const to = rows[0].d;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
    const unfolded = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from ledger_daily
          where backend <> 0 and payment_date < ${moscowDate()}::date`.execute(t.db)
      ).rows[0].n;
    // A past day written by this connection now: a row of its own until an excerpt folds it.
    await append([[from, 4, 'User', ids.user, '10.10']]);
    expect(await unfolded()).toBeGreaterThan(0);
    const res = await excerpt(`?from=${from}&to=${to}`);
    const expected = expectedExcerpt(await storedRows(from, to), from, to);
    expect(expected.days.length).toBeGreaterThan(0);
    expect(res.json()).toEqual(expected);
    // The request folded them into backend 0, one row per key, the sums unchanged.
    expect(await unfolded()).toBe(0);
  });

  it('defaults to this month in Moscow, and one bound to the rest of its month', async () => {
    const today = moscowDate();
    const whole = (await excerpt('')).json();
    expect(whole.from).toBe(`${today.slice(0, 7)}-01`);
    expect(whole.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(whole.to >= today).toBe(true);
    const fromOnly = (await excerpt('?from=2031-02-10')).json();
    expect([fromOnly.from, fromOnly.to]).toEqual(['2031-02-10', '2031-02-28']);
    const toOnly = (await excerpt('?to=2031-03-05')).json();
    expect([toOnly.from, toOnly.to]).toEqual(['2031-03-01', '2031-03-05']);
  });

  it('answers zero totals for a period without rows', async () => {
    const res = await excerpt('?from=2040-01-01&to=2040-01-31');
    expect(res.json()).toEqual(expectedExcerpt([], '2040-01-01', '2040-01-31'));
  });

  it.each([
    ['?from=2031-02-30', 'from', 'Неверная дата «2031-02-30»: нужна дата гггг-мм-дд'],
    ['?from=01.03.2031', 'from', 'Неверная дата «01.03.2031»: нужна дата гггг-мм-дд'],
    ['?from=2031-03-10&to=2031-03-01', 'to', 'Конец периода раньше начала'],
    ['?from=2030-01-01&to=2031-01-02', 'to', 'Период длиннее 366 дней: выберите не больше года'],
    ['?operation_id=8', 'operation_id', 'Нет операции №8'],
    ['?operation_id=x', 'operation_id', 'Неверное значение «x»: нужно целое число от 1 до 999999999'],
    ['?from=1800-01-01', 'from', 'Дата «1800-01-01» вне 1900–2100 годов'],
  ])('refuses %s with a Russian 422 on %s', async (query, field, message) => {
    const res = await excerpt(query);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('accepts a whole leap year (366 days)', async () => {
    expect((await excerpt('?from=2032-01-01&to=2032-12-31')).statusCode).toBe(200);
  });

  it('needs the transactions flag: 403 No access for a logist, 401 signed out; admins pass', async () => {
    const refused = await excerpt('', logist);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('No access');
    expect((await t.api('GET', '/api/excerpts', null)).statusCode).toBe(401);
    expect((await excerpt('', admin)).statusCode).toBe(200);
  });
});
