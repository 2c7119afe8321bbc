import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleAuditVerify } from '../../cli/commands/audit.command.ts';
import { connect } from '../../cli/api/connect.ts';
import { verifyAuditChain } from '../../server/audit/audit-chain.ts';
import { createAccounts, someContractor } from './payments-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 26 item 6: 'every change of money, permissions, users and tokens is written to an
// append-only table (who, what, before, after, when, from which address and request id), chained by
// hash; `crm audit verify` finds a single edited or deleted row; admins read it in the console,
// filtered by record.'
let t: TestApp;
let admin: Credentials;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  adminId = (await t.api('GET', '/api/me', admin)).json().id;
});
afterAll(() => t?.close());

/** The row as the trail snapshots it (jsonb before / after). */
type Snapshots = { before: Record<string, unknown>; after: Record<string, unknown> };

const entriesOf = (table: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .$narrowType<Snapshots>()
    .where('table_name', '=', table)
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();

describe('what the trail records', () => {
  it('a payment: the account before and after, the ledger row, who, from where and in which request', async () => {
    const [accountId] = await createAccounts(t.db, (await someContractor(t.db)).id, 1, 'AUDIT');
    const res = await t.api('PUT', '/api/accounts/make_payments', admin, {
      account_ids: [accountId],
      payment_date: '20.11.2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [created, paid] = await entriesOf('accounts', accountId);
    expect(created.action).toBe('insert');
    expect(paid).toMatchObject({
      action: 'update',
      user_id: adminId,
      ip: '127.0.0.1',
      request_id: res.headers['x-request-id'],
    });
    expect(paid.before.payment_date).toBeNull();
    expect(paid.after.payment_date).toBe('2026-11-20');
    const ledger = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .$narrowType<Snapshots>()
      .where('table_name', '=', 'transactions')
      .where('request_id', '=', String(res.headers['x-request-id']))
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0].after.account_id).toBe(accountId);
  });

  it('permissions, users and tokens; never a password or token hash', async () => {
    const group = await t.api('POST', '/api/user_groups', admin, { user_group: { name: 'Аудит', permissions: {} } });
    await t.api('PUT', `/api/user_groups/${group.json().id}`, admin, {
      user_group: { permissions: { transactions: true } },
    });
    const [, changed] = await entriesOf('user_groups', group.json().id);
    expect(changed.before.permissions).toEqual({});
    expect(changed.after.permissions).toEqual({ transactions: true });
    const user = await t.api('POST', '/api/users', admin, {
      user: {
        email: 'audit@crm.local',
        name: 'Аудит',
        password: 'audit-pass-1',
        password_confirmation: 'audit-pass-1',
      },
    });
    const [made] = await entriesOf('users', user.json().id);
    expect(made.after.email).toBe('audit@crm.local');
    expect(JSON.stringify(made)).not.toMatch(/password_hash|scrypt/);
    const token = (await t.api('POST', '/api/tokens', admin, { token: { name: 'аудит' } })).json();
    await t.api('DELETE', `/api/tokens/${token.id}`, admin);
    const tokenRows = await entriesOf('api_tokens', token.id);
    expect(tokenRows.map((r) => r.action)).toEqual(['insert', 'update']);
    expect(tokenRows[1].after.revoked_at).not.toBeNull();
    expect(JSON.stringify(tokenRows)).not.toContain('token_hash');
  });

  it('admins read it filtered by record; others may not', async () => {
    const group = (
      await t.api('POST', '/api/user_groups', admin, { user_group: { name: 'Фильтр', permissions: {} } })
    ).json();
    const list = await t.api(
      'GET',
      `/api/audit_log?filter=${encodeURIComponent(`table_name=user_groups;record_id=${group.id}`)}`,
      admin,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({ table_name: 'user_groups', record_id: group.id, action: 'insert' });
    const manager = await t.loginAs(
      'demo-manager@crm.local',
      (await import('../../server/db/seed/demo-users.ts')).DEMO_PASSWORD,
    );
    expect((await t.api('GET', '/api/audit_log', manager)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/audit_log/verify', manager)).statusCode).toBe(403);
  });
});

describe('append-only and chained', () => {
  it('the database refuses to change or delete a row of the trail', async () => {
    await expect(
      sql`update audit_log set ip = '10.0.0.1' where id = (select max(id) from audit_log)`.execute(t.db),
    ).rejects.toThrow(/только дополняется/);
    await expect(sql`delete from audit_log where id = (select min(id) from audit_log)`.execute(t.db)).rejects.toThrow(
      /только дополняется/,
    );
  });

  it('a transaction that audits many rows links them in order and moves the chain’s head once', async () => {
    // Migration 0079: moving audit_head per row made a commit of n audited rows cost n² (every update
    // of the one head row leaves a version the next read steps over until the commit).
    const contractor = await someContractor(t.db);
    const writes = await t.db.transaction().execute(async (trx) => {
      // Counts the head's writes in this transaction only (the statistics views lag and mix in the
      // connection's earlier transactions); the counter goes away with the transaction's end.
      await sql`create temp table head_writes (n int) on commit drop`.execute(trx);
      await sql`create function pg_temp.count_head_write() returns trigger language plpgsql as $$
        begin insert into head_writes values (1); return null; end $$`.execute(trx);
      await sql`create trigger count_head_write after insert or update on audit_head
        for each row execute function pg_temp.count_head_write()`.execute(trx);
      const ids = await createAccounts(trx, contractor.id, 40, 'AUDIT-BULK');
      await sql`update accounts set amount = amount + 1 where id = any(${ids})`.execute(trx);
      // Fires the deferred chain trigger now, inside the transaction, so its writes can be counted.
      await sql`set constraints audit_chain immediate`.execute(trx);
      await sql`drop trigger count_head_write on audit_head`.execute(trx);
      const { rows } = await sql<{ n: string }>`select count(*) as n from head_writes`.execute(trx);
      return Number(rows[0].n);
    });
    expect(writes).toBe(1);
    const linked = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('table_name', '=', 'accounts')
      .where(sql<boolean>`after ->> 'number' like 'AUDIT-BULK-%'`)
      .orderBy('id')
      .execute();
    expect(linked).toHaveLength(80);
    expect(linked.slice(0, 40).every((r) => r.action === 'insert')).toBe(true);
    expect(linked.slice(40).every((r) => r.action === 'update')).toBe(true);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('verify finds one edited row, then one deleted row, by number (API and `crm audit verify`)', async () => {
    const verify = async () => (await t.api('GET', '/api/audit_log/verify', admin)).json();
    const whole = await verify();
    expect(whole.ok).toBe(true);
    expect(whole.checked).toBeGreaterThan(5);
    const ids = (await t.db.selectFrom('audit_log').select('id').orderBy('id').execute()).map((r) => Number(r.id));
    const edited = ids[Math.floor(ids.length / 2)];
    const deleted = ids[Math.floor(ids.length / 3)];
    // What someone with the table owner's rights could do behind the application's back.
    await sql`alter table audit_log disable trigger audit_append_only`.execute(t.db);
    await sql`update audit_log set after = jsonb_set(after, '{amount}', '"1.00"') where id = ${edited}`.execute(t.db);
    expect((await verify()).problems).toEqual([{ id: edited, problem: 'запись изменена после создания' }]);
    await sql`delete from audit_log where id = ${deleted}`.execute(t.db);
    const next = ids[ids.indexOf(deleted) + 1];
    expect((await verify()).problems).toEqual([
      { id: next, problem: 'перед этой записью удалена или изменена другая' },
      { id: edited, problem: 'запись изменена после создания' },
    ]);
    await sql`alter table audit_log enable trigger audit_append_only`.execute(t.db);

    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const token = (await t.api('POST', '/api/tokens', admin, { token: { name: 'cli' } })).json().token;
    let out = '';
    const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: () => true } } as never;
    const api = connect({ url: `http://127.0.0.1:${port}`, token, tokenFrom: 'env' } as never);
    await expect(handleAuditVerify({}, io, api)).rejects.toThrow('Цепочка хешей журнала аудита нарушена');
    expect(out).toContain(`запись №${edited}: запись изменена после создания`);
    expect(out).toContain(`запись №${next}: перед этой записью удалена или изменена другая`);
  });
});
