import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

// The real `crm` executable as a child process against the real server on a fresh database.
const CRM = fileURLToPath(new URL('../../cli/crm.mjs', import.meta.url));

let t: TestApp;
let url: string;
let home: string;
let work: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('CRM_') && k !== 'DEBUG'));
  return spawn(process.execPath, [CRM, ...args], {
    cwd: work,
    env: { ...env, XDG_CONFIG_HOME: home, CRM_URL: url, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function finish(child: ChildProcess): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const crm = (args: string[], env?: Record<string, string>) => finish(start(args, env));

async function scopeIds(prefix: string) {
  const rows = await t.db
    .selectFrom('contractor_scopes')
    .select('id')
    .where('name', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  home = mkdtempSync(join(tmpdir(), 'crm-cli-home-'));
  work = mkdtempSync(join(tmpdir(), 'crm-cli-work-'));
  const login = await crm(['login'], { CRM_EMAIL: TEST_ADMIN.adminEmail, CRM_PASSWORD: TEST_ADMIN.adminPassword });
  expect(login.code, login.stderr).toBe(0);
}, 60_000);
afterAll(async () => t?.close());

describe('crm login / whoami', () => {
  it('stored a bearer token for this machine in a private config file', async () => {
    const config = join(home, 'crm', 'config.json');
    expect(statSync(config).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, 'crm')).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(readFileSync(config, 'utf8'));
    expect(stored).toMatchObject({ url, email: TEST_ADMIN.adminEmail });
    expect(stored.token).toMatch(/^crm_/);
    const token = await t.db
      .selectFrom('api_tokens')
      .select(['name', 'revoked_at'])
      .where('id', '=', stored.token_id)
      .executeTakeFirstOrThrow();
    expect(token).toMatchObject({ name: expect.stringMatching(/^crm-cli@/), revoked_at: null });
    const me = await crm(['whoami']);
    expect(me.stdout).toContain(TEST_ADMIN.adminEmail);
  });
});

describe('crm list / export', () => {
  it('prints one JSON array and RFC 4180 CSV for scripts', async () => {
    const total = (
      await t.db
        .selectFrom('contractors')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const json = await crm(['list', 'contractors', '--all', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const items = JSON.parse(json.stdout);
    expect(items).toHaveLength(Number(total));
    const csv = await crm(['list', 'contractors', '--fields', 'id,name', '--csv', '--bom']);
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe('\uFEFFid,name');
    expect(lines.length - 2).toBe(Math.min(50, Number(total)));
    const unknown = await crm(['list', 'kontractors']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Возможно, вы имели в виду: contractors');
  });

  it('exports every row to JSON and CSV, leaving no partial file behind', async () => {
    const total = Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const json = await crm(['export', 'orders', '--format', 'json', '--out', 'orders.json']);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(work, 'orders.json'), 'utf8'))).toHaveLength(total);
    const csv = await crm(['export', 'orders', '--format', 'csv', '--out', 'orders.csv']);
    expect(csv.stdout).toMatch(new RegExp(`Выгружено записей: ${total}`));
    const text = readFileSync(join(work, 'orders.csv'), 'utf8');
    expect(text.startsWith('id,created_at,updated_at,')).toBe(true);
    expect(readdirSync(work).filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});

describe('crm import', () => {
  it('writes nothing when any row is invalid, locally or by reference', async () => {
    writeFileSync(join(work, 'scopes.csv'), 'name,short_name\nИмпорт сфера 1,И1\nИмпорт сфера 2,И2\n,пусто\n');
    const bad = await crm(['import', 'contractor_scopes', '--from', 'scopes.csv']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Строка 4: Название не может быть пустым');
    expect(await scopeIds('Импорт сфера')).toEqual([]);

    writeFileSync(join(work, 'clients.csv'), 'name,contractor_type_id\nИмпорт клиент,1\nИмпорт клиент 2,999999\n');
    const missing = await crm(['import', 'contractors', '--from', 'clients.csv']);
    expect(missing.stderr).toContain('Строка 3: Тип: запись №999999 не найдена');
    const written = await t.db.selectFrom('contractors').select('id').where('name', 'like', 'Импорт клиент%').execute();
    expect(written).toEqual([]);

    const good = await crm(['import', 'contractor_scopes', '--from', 'scopes.csv', '--continue-on-error']);
    expect(good.code).toBe(1);
    expect(good.stdout).toContain('Записаны строки: 2–3');
    expect(await scopeIds('Импорт сфера')).toHaveLength(2);
  });
});

describe('crm batch', () => {
  it('refuses to run without a terminal or --yes', async () => {
    const run = await crm(['batch', 'delete', 'contractor_scopes', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--yes');
  });

  it('stops on SIGINT with a resume file and resumes without applying any item twice', async () => {
    const names = Array.from({ length: 8 }, (_, i) => ({ name: `Пакет ${i + 1}` }));
    await t.db.insertInto('contractor_scopes').values(names).execute();
    const ids = await scopeIds('Пакет ');
    const child = start(['batch', 'delete', 'contractor_scopes', ...ids.map(String), '--yes', '--delay-ms', '300']);
    let seen = '';
    child.stdout!.on('data', (d) => {
      seen += d;
      // Once: a second SIGINT means "exit now" (and could land while the process is already exiting).
      if (!child.killed && (seen.match(/^готово /gm) ?? []).length >= 3) child.kill('SIGINT');
    });
    const stopped = await finish(child);
    expect(stopped.code, stopped.stderr).toBe(130);
    const resume = /--resume (\S+)/.exec(stopped.stderr)![1];
    const saved = JSON.parse(readFileSync(resume, 'utf8'));
    const done = saved.items.filter((i: { status: string }) => i.status === 'done');
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.length).toBeLessThan(8);

    // A crash right after the server applied an item, before the file recorded it: the resumed run
    // sends that delete again. Applied twice it would answer 404 and fail; the key replays instead.
    done.at(-1).status = 'pending';
    writeFileSync(resume, JSON.stringify(saved));
    const resumed = await crm(['batch', 'delete', 'contractor_scopes', '--resume', resume, '--yes']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('Выполнено: 8 из 8');
    expect(await scopeIds('Пакет ')).toEqual([]);
    const keys = await t.db
      .selectFrom('idempotency_keys')
      .select(['key', 'status_code'])
      .where('key', 'like', `crm-batch:${saved.run_id}:%`)
      .execute();
    expect(keys).toHaveLength(8);
    expect(keys.every((k) => k.status_code === 200)).toBe(true);
    expect(readdirSync(work).filter((f) => f.startsWith('.crm-batch-'))).toEqual([]);
  });
});
