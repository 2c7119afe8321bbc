import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finish } from './cli-run.ts';
import { type CliBench, startCliBench } from './cli-finance-fixture.ts';
import { createAccounts, someContractor } from './payments-fixture.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Issue 12 item 9: 'a kill-and-resume CLI test over 2 000 accounts proving no account is paid twice
// and none is skipped (checked in SQL)'.
const COUNT = 2000;
let t: TestApp;
let bench: CliBench;

beforeAll(async () => {
  t = await startTestApp();
  bench = await startCliBench(t);
}, 60_000);
afterAll(async () => {
  await bench?.close();
  await t?.close();
});

describe('crm accounts pay killed mid-run and resumed', () => {
  it('pays each of 2 000 accounts exactly once with exactly 2 000 ledger rows', { timeout: 900_000 }, async () => {
    const contractor = await someContractor(t.db, 1);
    const ids = await createAccounts(t.db, contractor.id, COUNT, 'RESUME');
    writeFileSync(join(bench.work, 'ids.csv'), `id\n${ids.join('\n')}\n`);

    const child = bench.start(['accounts', 'pay', '--from', 'ids.csv', '--date', '20.11.2026', '--yes']);
    let doneLines = 0;
    const killed = new Promise<void>((resolve) => {
      child.stdout!.on('data', (d: Buffer) => {
        doneLines += (d.toString().match(/^готово /gm) ?? []).length;
        // Killed hard a third of the way: no handler runs, the resume file is whatever was last saved.
        if (doneLines >= COUNT / 3 && !child.killed) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    const first = finish(child);
    await killed;
    expect((await first).code).toBeNull();

    const [file] = readdirSync(bench.work).filter((f) => /^\.crm-batch-.*\.json$/.test(f));
    const saved = JSON.parse(readFileSync(join(bench.work, file), 'utf8')) as { items: { status: string }[] };
    const pendingAfterKill = saved.items.filter((i) => i.status === 'pending').length;
    expect(pendingAfterKill).toBeGreaterThan(0);
    expect(pendingAfterKill).toBeLessThan(COUNT);
    const paidAfterKill = Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from accounts where id = any(${ids}::int[]) and payment_date is not null`.execute(t.db)
      ).rows[0].n,
    );
    expect(paidAfterKill).toBeGreaterThan(0);
    expect(paidAfterKill).toBeLessThan(COUNT);

    const resumed = await bench.crm(['accounts', 'pay', '--resume', file, '--yes', '--report', 'resume.csv']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`Выполнено: 2000 из 2000 (Счета)`);
    expect(readdirSync(bench.work).filter((f) => f === file)).toEqual([]);

    const { rows } = await sql<{
      paid: string;
      rows: string;
      max_per_account: string;
      accounts_posted: string;
      total: string;
      expected: string;
    }>`
      with l as (
        select account_id, count(*) as n, sum(amount) as amount from transactions
        where operation_id = 1 and account_id = any(${ids}::int[]) group by account_id
      )
      select
        (select count(*) from accounts where id = any(${ids}::int[]) and payment_date = '2026-11-20' and payed_amount = amount) as paid,
        (select coalesce(sum(n), 0) from l) as rows,
        (select coalesce(max(n), 0) from l) as max_per_account,
        (select count(*) from l) as accounts_posted,
        (select sum(amount) from l) as total,
        (select sum(amount) from accounts where id = any(${ids}::int[])) as expected`.execute(t.db);
    const facts = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, String(v)]));
    expect(facts).toEqual({
      paid: '2000',
      rows: '2000',
      max_per_account: '1',
      accounts_posted: '2000',
      total: facts.expected,
      expected: facts.expected,
    });
    // Every account is in the report once, as done.
    const report = readFileSync(join(bench.work, 'resume.csv'), 'utf8').trim().split('\r\n').slice(1);
    expect(report).toHaveLength(COUNT);
    // The report is Russian Excel's CSV (issue 24 item 7): ';' between the columns.
    expect(report.every((line) => line.includes(';выполнено;'))).toBe(true);
  });
});
