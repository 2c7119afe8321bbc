import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDebtRow } from '../../core/ledger/ledger-contract.ts';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { accountStatus } from '../../core/rules/account-status.rule.ts';
import { paymentRemains } from '../../core/rules/invoice-status.rule.ts';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 13 item 3: 'contractor debts (not_paid_accs, accs_debt, orders_debt, accs_month,
// accs_two_weeks per contractor with its manager)'. Contractors, accounts and ledger rows are
// built here under one name prefix; the expected rows are computed below from what is stored,
// with the core account rules and kopecks (docs/decisions.md «Money reports» defines each figure).
const PREFIX = 'ДолгТест';
let t: TestApp;
let admin: Credentials;
let logist: Credentials;
let accountant: Credentials;
let manager: { id: number; name: string };

async function contractor(name: string, mainUserId: number | null): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into contractors (name, main_user_id)
    values (${`${PREFIX} ${name}`}, ${mainUserId}) returning id`.execute(t.db);
  return Number(rows[0].id);
}

async function account(
  contractorId: number,
  daysAgo: number | null,
  amount: string,
  payed: string | null,
  paid?: string,
) {
  await sql`insert into accounts (contractor_id, number, date, amount, payed_amount, payment_date, created_at)
    values (${contractorId}, 'Д-1', ${daysAgo === null ? null : addDays(moscowDate(), -daysAgo)}::date, ${amount}::numeric,
      ${payed}::numeric, ${paid ?? null}::date, now() - ${`${daysAgo ?? 40} days`}::interval)`.execute(t.db);
}

async function ledger(contractorId: number, op: number, amount: string) {
  await sql`insert into transactions (payment_date, operation_id, owner_type, owner_id, amount)
    values (${moscowDate()}::date, ${op}, 'Contractor', ${contractorId}, ${amount}::numeric)`.execute(t.db);
}

/** The report's rows for the prefix, computed from the stored accounts and ledger rows. */
async function expectedRows(): Promise<ContractorDebtRow[]> {
  const today = moscowDate();
  const { rows: cs } = await sql<{ id: number; name: string; main_user_id: number | null; user_name: string | null }>`
    select c.id, c.name, c.main_user_id, u.name as user_name from contractors c left join users u on u.id = c.main_user_id
    where c.name like ${`${PREFIX}%`}`.execute(t.db);
  const { rows: accs } = await sql<{
    contractor_id: number;
    amount: string;
    payed_amount: string | null;
    payment_date: string | null;
    day: string;
  }>`select contractor_id, amount::text, payed_amount::text, payment_date::text,
      coalesce(date, (created_at at time zone 'Europe/Moscow')::date)::text as day
    from accounts where contractor_id in (select id from contractors where name like ${`${PREFIX}%`})`.execute(t.db);
  const { rows: ledgerRows } = await sql<{ owner_id: number; amount: string }>`select owner_id, amount::text
    from transactions where owner_type = 'Contractor'
      and owner_id in (select id from contractors where name like ${`${PREFIX}%`})`.execute(t.db);
  const out: ContractorDebtRow[] = [];
  for (const c of cs) {
    // Unpaid: statuses 1 and 2 of the account-status rule with something remaining.
    const unpaid = accs.filter(
      (a) => Number(a.contractor_id) === Number(c.id) && accountStatus(a) !== 3 && paymentRemains(a) > 0n,
    );
    const sum = (list: typeof unpaid) => list.reduce((s, a) => s + paymentRemains(a), 0n);
    const balance = ledgerRows
      .filter((r) => Number(r.owner_id) === Number(c.id))
      .reduce((s, r) => s + toKopecks(r.amount), 0n);
    const ordersDebt = balance < 0n ? -balance : 0n;
    if (unpaid.length === 0 && ordersDebt === 0n) continue;
    out.push({
      contractor_id: Number(c.id),
      name: c.name,
      user_id: c.main_user_id === null ? null : Number(c.main_user_id),
      user_name: c.user_name,
      not_paid_accs: unpaid.length,
      accs_debt: kopecksToDecimalString(sum(unpaid)),
      orders_debt: kopecksToDecimalString(ordersDebt),
      accs_month: kopecksToDecimalString(sum(unpaid.filter((a) => a.day < addDays(today, -30)))),
      accs_two_weeks: kopecksToDecimalString(sum(unpaid.filter((a) => a.day < addDays(today, -14)))),
    });
  }
  return out;
}

const byId = (a: ContractorDebtRow, b: ContractorDebtRow) => a.contractor_id - b.contractor_id;

function totalsOf(rows: ContractorDebtRow[]) {
  const k = (f: 'accs_debt' | 'orders_debt' | 'accs_month' | 'accs_two_weeks') =>
    kopecksToDecimalString(rows.reduce((s, r) => s + toKopecks(r[f]), 0n));
  return {
    not_paid_accs: rows.reduce((s, r) => s + r.not_paid_accs, 0),
    accs_debt: k('accs_debt'),
    orders_debt: k('orders_debt'),
    accs_month: k('accs_month'),
    accs_two_weeks: k('accs_two_weeks'),
  };
}

const debts = (query: string, as: Credentials = accountant) =>
  t.api('GET', `/api/contractor_debts?search=${encodeURIComponent(PREFIX)}${query}`, as);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  const m = await sql<{
    id: number;
    name: string;
  }>`select id, name from users where user_group_id = 1 order by id limit 1`.execute(t.db);
  manager = { id: Number(m.rows[0].id), name: m.rows[0].name };
  const a = await contractor('Альфа', manager.id);
  await account(a, 45, '1000.10', null); // unpaid, older than a month
  await account(a, 20, '2000.20', '500.05'); // partly paid, older than two weeks
  await account(a, 3, '300.30', null); // unpaid, fresh
  await account(a, 50, '999.99', null, addDays(moscowDate(), -40)); // marked paid by a date: no debt
  await account(a, 60, '400.00', '400.00'); // paid in full
  await ledger(a, 6, '-5000.55');
  await ledger(a, 1, '1200.20');
  const b = await contractor('Бета', null);
  await account(b, null, '700.07', null); // no date: its age is the day it was created (40 days ago)
  await ledger(b, 6, '-100.00');
  await ledger(b, 1, '300.00'); // overpaid: no order debt
  const c = await contractor('Вега', manager.id);
  await ledger(c, 6, '-2500.01'); // an order debt without any account
  const d = await contractor('Гамма', null);
  await account(d, 10, '50.00', '50.00');
  await ledger(d, 6, '-50.00');
  await ledger(d, 1, '50.00'); // owes nothing: not listed
});
afterAll(async () => t?.close());

describe('GET /api/contractor_debts', () => {
  it('lists each contractor owing something with its manager, the figures computed from the rows', async () => {
    const res = await debts('');
    expect(res.statusCode, res.body).toBe(200);
    const expected = await expectedRows();
    expect(expected.length).toBe(3);
    const body = res.json();
    expect([...body.items].sort(byId)).toEqual([...expected].sort(byId));
    expect(body.meta).toEqual({ total: 3, page: 1, limit: 50 });
    expect(body.totals).toEqual(totalsOf(expected));
  });

  it('sorts by accs_debt descending by default, and by any report column asked', async () => {
    const expected = await expectedRows();
    const order = (rows: ContractorDebtRow[]) => rows.map((r) => r.contractor_id);
    const desc = (f: keyof ContractorDebtRow) =>
      [...expected].sort(
        (x, y) => Number(toKopecks(String(y[f])) - toKopecks(String(x[f]))) || y.contractor_id - x.contractor_id,
      );
    expect(order((await debts('')).json().items)).toEqual(order(desc('accs_debt')));
    expect(order((await debts('&sort=orders_debt&order=desc')).json().items)).toEqual(order(desc('orders_debt')));
    const byName = [...expected].sort((x, y) => x.name.localeCompare(y.name, 'ru'));
    expect(order((await debts('&sort=name')).json().items)).toEqual(order(byName));
  });

  it('pages with the count and totals of the whole list', async () => {
    const expected = await expectedRows();
    const page2 = (await debts('&limit=2&page=2')).json();
    expect(page2.items.length).toBe(1);
    expect(page2.meta).toEqual({ total: 3, page: 2, limit: 2 });
    expect(page2.totals).toEqual(totalsOf(expected));
    const past = (await debts('&limit=2&page=9')).json();
    expect(past.items).toEqual([]);
    expect(past.meta.total).toBe(3);
    expect(past.totals).toEqual(totalsOf(expected));
  });

  it("narrows to one manager's contractors", async () => {
    const body = (await debts(`&user_id=${manager.id}`)).json();
    const expected = (await expectedRows()).filter((r) => r.user_id === manager.id);
    expect(body.items.map((r: ContractorDebtRow) => r.user_name)).toEqual(expected.map(() => manager.name));
    expect(body.totals).toEqual(totalsOf(expected));
  });

  it.each([
    ['&sort=amount', 'sort'],
    ['&order=up', 'order'],
    ['&page=0', 'page'],
    ['&limit=501', 'limit'],
    ['&user_id=abc', 'user_id'],
  ])('refuses %s with a Russian 422 on %s', async (query, field) => {
    const res = await debts(query);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field][0]).toMatch(/^(Неизвестное|Неверное) значение/);
  });

  it('lists a ledger debt whose contractor card is gone under its number, whichever way the list is sorted', async () => {
    await ledger(2_000_000_001, 6, '-123.45');
    for (const query of ['?limit=500', '?limit=500&sort=name'])
      expect((await t.api('GET', `/api/contractor_debts${query}`, accountant)).json().items).toContainEqual(
        expect.objectContaining({
          contractor_id: 2_000_000_001,
          name: 'Контрагент №2000000001',
          orders_debt: '123.45',
        }),
      );
  });

  it('needs the transactions flag: 403 No access for a logist; admins pass', async () => {
    const refused = await debts('', logist);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('No access');
    expect((await debts('', admin)).statusCode).toBe(200);
  });
});
