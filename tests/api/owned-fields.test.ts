import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedFields } from '../../core/actions/owned-fields.ts';
import type { ScalarField } from '../../core/resources/fields/field-kinds.ts';
import { type ResourceName, resources } from '../../core/resources/index.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { paymentLedgerMismatches } from './ledger-payment-invariant.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 20 item 2: 'Fields owned by an action are written only by it. The generic POST/PUT refuse
// such a field with a 422 that names the action to use and change nothing.' Generated from the
// catalogue: every owned field, through the generic routes, as every demo group.

let t: TestApp;
const who: Record<string, Credentials> = {};
const demoUsers = {
  'group 1': 'demo-manager@crm.local',
  'group 2': 'demo-logist@crm.local',
  'group 4': 'demo-accountant@crm.local',
  'group 6': 'demo-senior-logist@crm.local',
  'group 7': 'demo-chief-accountant@crm.local',
};

beforeAll(async () => {
  t = await startTestApp();
  who.admin = await t.loginAs();
  for (const [name, email] of Object.entries(demoUsers)) who[name] = await t.loginAs(email, DEMO_PASSWORD);
});
afterAll(async () => t?.close());

/** A value of the field's kind that differs from `current`. */
function otherValue(field: ScalarField, current: unknown): unknown {
  switch (field.kind) {
    case 'money':
      return current === '4321.00' ? '1234.00' : '4321.00';
    case 'date':
      return current === '2026-11-26' ? '2026-11-27' : '2026-11-26';
    case 'datetime':
      return '2026-11-26T10:00:00.000Z';
    case 'bool':
      return !current;
    case 'enum':
      return field.options.find((o) => o.value !== current)?.value;
    case 'int':
    case 'decimal':
      return Number(current ?? 0) + 3;
    default:
      return 'изменено';
  }
}

const cases = [...ownedFields].flatMap(([resource, fields]) =>
  [...fields.keys()].map((field) => [resource, field] as [ResourceName, string]),
);

describe('owned fields refuse the generic routes', () => {
  it('the catalogue owns the fields issue 20 names', () => {
    const named = cases.map(([r, f]) => `${r}.${f}`);
    for (const f of ['accounts.payed_amount', 'accounts.payment_date', 'orders.p_paid_at', 'orders.pp_paid_at'])
      expect(named).toContain(f);
    expect(named).toContain('orders.p_confirmed');
    expect(named).toContain('orders.status');
    expect(named).toContain('tasks.status');
  });

  it.each(cases)('%s.%s: PUT and POST by every group change no row', async (resource, key) => {
    const def = resources[resource];
    const field = def.fields[key] as ScalarField;
    const row = await t.db.selectFrom(def.table).selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const before = await t.db.selectFrom(def.table).selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom(def.table)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    const value = otherValue(field, (await t.api('GET', `/api/${resource}/${row.id}`, who.admin)).json()[key]);
    for (const [name, as] of Object.entries(who)) {
      const put = await t.api('PUT', `/api/${resource}/${row.id}`, as, { [def.singular]: { [key]: value } });
      // A resource without a generic update (documents: scans change by their actions only) has no PUT at all.
      expect(def.permissions.update === false ? [404] : [403, 422], `${name} PUT: ${put.body}`).toContain(
        put.statusCode,
      );
      if (put.statusCode === 422) expect(put.json().errors[key]?.[0], name).toMatch(/^меняется только действием «/);
      const post = await t.api('POST', `/api/${resource}`, as, { [def.singular]: { [key]: value } });
      expect([403, 404, 422], `${name} POST: ${post.body}`).toContain(post.statusCode);
    }
    const after = await t.db.selectFrom(def.table).selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await count()).toBe(rows);
  });

  it('lets a save through that echoes an owned field unchanged, and does not write it', async () => {
    const account = await t.db.selectFrom('accounts').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const current = (await t.api('GET', `/api/accounts/${account.id}`, who.admin)).json();
    const res = await t.api('PUT', `/api/accounts/${account.id}`, who.admin, {
      account: { comment: 'эхо', payed_amount: current.payed_amount, payment_date: current.payment_date },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ comment: 'эхо', payed_amount: current.payed_amount });
  });

  it('the issue 20 reproduction: a logist cannot mark an account paid by PUT, and make_payments still pays it once', async () => {
    const logist = who['group 2'];
    const [account] = await t.db
      .selectFrom('accounts')
      .select(['id', 'amount'])
      .where('payment_date', 'is', null)
      .orderBy('id')
      .limit(1)
      .execute();
    const res = await t.api('PUT', `/api/accounts/${account.id}`, logist, {
      account: { payed_amount: '4321.00', payment_date: '2026-11-26' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages[0]).toContain('PUT /api/accounts/make_payments');
    const paid = await t.api('PUT', '/api/accounts/make_payments', who.admin, {
      account_ids: [account.id],
      payment_date: '26.11.2026',
    });
    expect(paid.json().paid).toEqual([account.id]);
    expect(await paymentLedgerMismatches(t.db)).toEqual([]);
  });

  it('the ledger agrees with every paid account, paid order and confirmed card payment', async () => {
    expect(await paymentLedgerMismatches(t.db)).toEqual([]);
  });
});
