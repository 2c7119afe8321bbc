import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayTodayRow } from '../../core/ledger/ledger-contract.ts';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { maskValue } from '../../core/rules/value-masks.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 13 item 3: 'pay today (/pay_today: who must be paid today, amount, last payment date,
// card data masked except for users with `transactions`)'; the brief: readable by every signed-in
// user. Workers and their ledger rows are built here under one name prefix; the expected rows
// are computed below from the stored rows (docs/decisions.md «Money reports»).
const PREFIX = 'ВыплатаТест';
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let accountant: Credentials;

async function worker(name: string, card: string | null): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`insert into individuals (name, phone, card_number, card_active_until, card_comment)
    values (${`${PREFIX} ${name}`}, '79161234567', ${card}, '2028-05-31', ${card ? 'Сбер' : null}) returning id`.execute(
    t.db,
  );
  return Number(rows[0].id);
}

async function row(id: number, ownerType: string, op: number, daysFromToday: number, amount: string) {
  await sql`insert into transactions (payment_date, operation_id, owner_type, owner_id, amount)
    values (${addDays(moscowDate(), daysFromToday)}::date, ${op}, ${ownerType}, ${id}, ${amount}::numeric)`.execute(
    t.db,
  );
}

/** Workers of the prefix owed something by the rows dated up to today; whole card numbers. */
async function expectedRows() {
  const today = moscowDate();
  const { rows } = await sql<{
    id: number;
    name: string;
    phone: string | null;
    card_number: string | null;
    card_active_until: string | null;
    card_comment: string | null;
    payment_date: string | null;
    operation_id: number | null;
    amount: string | null;
  }>`select i.id, i.name, i.phone, i.card_number, i.card_active_until::text, i.card_comment,
      t.payment_date::text, t.operation_id, t.amount::text
    from individuals i
    left join transactions t on t.owner_id = i.id and t.owner_type in ('Individual', 'Our_Individual', 'Theirs_Individual')
    where i.name like ${`${PREFIX}%`}`.execute(t.db);
  const ids = [...new Set(rows.map((r) => Number(r.id)))];
  return ids
    .map((id) => {
      const mine = rows.filter((r) => Number(r.id) === id);
      const upToToday = mine.filter((r) => r.payment_date !== null && r.payment_date <= today);
      const owed = upToToday.reduce((s, r) => s + toKopecks(r.amount), 0n);
      const payouts = upToToday.filter((r) => Number(r.operation_id) === 2).map((r) => r.payment_date as string);
      const w = mine[0];
      return {
        individual_id: id,
        name: w.name,
        phone: w.phone,
        amount: owed,
        last_payment_date: payouts.length ? payouts.sort().at(-1)! : null,
        card: w.card_number,
        card_active_until: w.card_active_until,
        card_comment: w.card_comment,
      };
    })
    .filter((r) => r.amount > 0n)
    .sort((a, b) => Number(b.amount - a.amount) || b.individual_id - a.individual_id)
    .map((r) => ({ ...r, amount: kopecksToDecimalString(r.amount) }));
}

const payToday = (query: string, as: Credentials) =>
  t.api('GET', `/api/pay_today?search=${encodeURIComponent(PREFIX)}${query}`, as);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  const a = await worker('Андрей', '4276 1234 5678 9012');
  await row(a, 'Our_Individual', 5, -10, '3200.10');
  await row(a, 'Individual', 2, -8, '-3000.00');
  await row(a, 'Our_Individual', 5, -2, '2800.05');
  await row(a, 'Individual', 3, -1, '-100.01');
  const b = await worker('Борис', '2200700123456789');
  await row(b, 'Theirs_Individual', 5, -5, '1500.00');
  await row(b, 'Individual', 2, 3, '-1500.00'); // paid ahead: today he is still owed
  const c = await worker('Виктор', null);
  await row(c, 'Our_Individual', 5, -3, '900.00');
  await row(c, 'Our_Individual', 5, 2, '400.00'); // earned after today: not paid today
  const d = await worker('Григорий', '5555');
  await row(d, 'Our_Individual', 5, -4, '500.00');
  await row(d, 'Individual', 2, -1, '-500.00'); // paid out: not listed
  const e = await worker('Дмитрий', null);
  await row(e, 'Individual', 3, -1, '-200.00'); // owes the company: not listed
});
afterAll(async () => t?.close());

describe('GET /api/pay_today', () => {
  it('lists the workers owed by the rows dated up to today, most owed first, whole cards for the ledger flag', async () => {
    // Issue 20 item 4: the accountant reads cards whole and workers' phones masked (docs/decisions.md).
    const res = await payToday('', accountant);
    expect(res.statusCode, res.body).toBe(200);
    const expected = await expectedRows();
    expect(expected.length).toBe(3);
    const body = res.json();
    expect(body.items).toEqual(
      expected.map(({ card, ...r }) => ({
        ...r,
        phone: maskValue('phone', r.phone),
        card_number: card,
        card_masked: false,
      })),
    );
    expect(body.meta).toEqual({ total: 3 });
    expect(body.totals).toEqual({
      amount: kopecksToDecimalString(expected.reduce((s, r) => s + toKopecks(r.amount), 0n)),
      count: 3,
    });
  });

  it('masks card numbers «•••• 1234» for a signed-in user without the transactions flag', async () => {
    const res = await payToday('', logist);
    expect(res.statusCode, res.body).toBe(200);
    const expected = await expectedRows();
    const items: PayTodayRow[] = res.json().items;
    expect(items.map((r) => r.card_masked)).toEqual(expected.map(() => true));
    expect(items.map((r) => r.card_number)).toEqual(
      expected.map((r) => (r.card === null ? null : `•••• ${r.card.replace(/\D/g, '').slice(-4)}`)),
    );
    expect(res.body).not.toContain('5678 9012');
    expect(items.map((r) => r.amount)).toEqual(expected.map((r) => r.amount));
  });

  it('shows whole numbers to admins; refuses the signed out with 401', async () => {
    const items: PayTodayRow[] = (await payToday('', admin)).json().items;
    expect(items.every((r) => !r.card_masked)).toBe(true);
    expect(items.map((r) => r.card_number)).toContain('4276 1234 5678 9012');
    expect((await t.api('GET', '/api/pay_today', null)).statusCode).toBe(401);
  });

  it('sorts by name and by last payment date when asked', async () => {
    const expected = await expectedRows();
    const names = (await payToday('&sort=name&order=asc', accountant)).json().items.map((r: PayTodayRow) => r.name);
    expect(names).toEqual(expected.map((r) => r.name).sort());
    const dates = (await payToday('&sort=last_payment_date&order=desc', accountant))
      .json()
      .items.map((r: PayTodayRow) => r.last_payment_date);
    const withDate = expected
      .map((r) => r.last_payment_date)
      .filter((d) => d !== null)
      .sort()
      .reverse();
    expect(dates).toEqual([...withDate, ...expected.filter((r) => r.last_payment_date === null).map(() => null)]);
  });

  it('finds a worker by phone digits for whoever reads phones whole', async () => {
    const res = await t.api('GET', `/api/pay_today?search=${encodeURIComponent('+7 916 123-45-67')}`, logist);
    const names = res.json().items.map((r: PayTodayRow) => r.name);
    expect(names).toEqual(expect.arrayContaining((await expectedRows()).map((r) => r.name)));
  });

  it.each([
    ['&sort=phone', 'sort'],
    ['&order=sideways', 'order'],
  ])('refuses %s with a Russian 422 on %s', async (query, field) => {
    const res = await payToday(query, accountant);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field][0]).toMatch(/^Неизвестное значение/);
  });
});
