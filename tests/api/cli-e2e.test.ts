import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { countOf, nouns } from '../../core/plural.ts';
import { crmInProcess } from './cli-in-process.ts';
import { finish, type Run } from './cli-run.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

// `crm` against the real server on a fresh database over HTTP. Most commands run in this process
// through the program builder (cli-in-process.ts); sign-in and the Ctrl+C batch also run as the real
// executable, as a person starts them.
const CRM = fileURLToPath(new URL('../../cli/crm.mjs', import.meta.url));

let t: TestApp;
let url: string;
let home: string;
let work: string;

function processEnv(extraEnv: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('CRM_') && k !== 'DEBUG'));
  return { ...env, XDG_CONFIG_HOME: home, CRM_URL: url, ...extraEnv };
}

/** The real executable as a child process. */
function start(args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [CRM, ...args], {
    cwd: work,
    env: processEnv(extraEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const crm = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
  crmInProcess(args, { env: { XDG_CONFIG_HOME: home, CRM_URL: url, ...env }, cwd: work });

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
  const login = await finish(
    start(['login'], { CRM_EMAIL: TEST_ADMIN.adminEmail, CRM_PASSWORD: TEST_ADMIN.adminPassword }),
  );
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

  // Issue 9, item 6: 'group names in crm whoami (not ids)'.
  it('names the group in whoami', async () => {
    const group = await t.db
      .selectFrom('users')
      .innerJoin('user_groups', 'user_groups.id', 'users.user_group_id')
      .select(['user_groups.id', 'user_groups.name'])
      .where('users.email', '=', TEST_ADMIN.adminEmail)
      .executeTakeFirstOrThrow();
    const me = await crm(['whoami']);
    expect(me.stdout).toContain(`(администратор, группа «${group.name}»)`);
    expect(me.stdout).not.toContain(`группа ${group.id}`);
  });

  // Issue 9, item 11: 'a rejected CRM_TOKEN says the token from the environment was refused;
  // malformed URLs get a one-line Russian message'.
  it('says a refused CRM_TOKEN came from the environment, and refuses a malformed address in one line', async () => {
    const refused = await crm(['list', 'contractors'], { CRM_TOKEN: 'crm_not-a-real-token' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Ошибка: Сервер не принял токен из переменной окружения CRM_TOKEN/);
    for (const [args, env] of [
      [['whoami'], { CRM_URL: 'htp:/crm.office.local' }],
      [['login', '--url', 'crm.office.local:3000'], {}],
    ] as const) {
      const bad = await crm([...args], env);
      expect(bad.code, bad.stderr).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toContain('Неверный адрес сервера');
    }
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
    expect(csv.stdout).toContain(`Выгружено: ${countOf(total, nouns.record)} (Заказы)`);
    const text = readFileSync(join(work, 'orders.csv'), 'utf8');
    expect(text.startsWith('id,created_at,updated_at,')).toBe(true);
    expect(readdirSync(work).filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});

describe('usage errors and messages', () => {
  // Issue 9, item 11: 'unknown filter or sort fields are usage errors (exit 2, as documented)'.
  it('refuses unknown sort and filter fields with exit 2 before asking the server', async () => {
    const sort = await crm(['list', 'contractors', '--sort', 'nmae']);
    expect(sort.code).toBe(2);
    expect(sort.stderr).toContain('Возможно: name');
    const filter = await crm(['export', 'contractors', '--format', 'csv', '--out', 'x.csv', '--filter', 'comment=x']);
    expect(filter.code).toBe(2);
    expect(filter.stderr).toContain('Отбирать по полю «comment» нельзя');
  });

  it('says a missing record is not found without «не найден(а)»', async () => {
    const missing = await crm(['get', 'orders', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Запись №999999 не найдена (Заказы)');
    expect(missing.stderr).not.toContain('(а)');
  });

  // Issue 9, item 6: 'references as names in tables (check «Наше юрлицо»-type references)'.
  it('shows «Наше юрлицо» by its name', async () => {
    const list = await crm([
      'list',
      'contractors',
      '--fields',
      'id,company_type',
      '--filter',
      'company_type=1',
      '--page',
      '1',
    ]);
    expect(list.code, list.stderr).toBe(0);
    const [header, first] = list.stdout.split('\n');
    expect(header).toMatch(/^№\s+Наше юрлицо$/);
    expect(first).toMatch(/^\d+\s+ООО «Грузовое такси»$/);
  });

  // Issue 9, item 6: 'phones formatted +7 926 144-59-56 in CLI tables'.
  it('shows phones as +7 926 144-59-56', async () => {
    const [person] = await t.db
      .insertInto('individuals')
      .values({ name: 'Телефонов Пётр', phone: '89261445956' })
      .returning('id')
      .execute();
    const list = await crm(['list', 'individuals', '--fields', 'id,name,phone', '--filter', `id=${person.id}`]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/Телефонов Пётр\s+\+7 926 144-59-56/);
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

describe('crm import from Excel', () => {
  // Issue 9, item 11: 'CSV import reads what Russian Excel saves (;-separated, Windows-1251 …) and
  // crm import takes .xlsx too'; 'import dry run shows the per-row diff'.
  it('writes a Windows-1251 semicolon file and an .xlsx with the Cyrillic intact', async () => {
    const cp1251 = (text: string) =>
      Buffer.from([...text].map((ch) => (ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
    writeFileSync(join(work, 'excel.csv'), cp1251('Название;Краткое название\r\nЭксель сфера;ЭС\r\n'));
    const csv = await crm(['import', 'contractor_scopes', '--from', 'excel.csv']);
    expect(csv.code, csv.stderr).toBe(0);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Лист1');
    sheet.addRow(['Название', 'Краткое название']);
    sheet.addRow(['Эксель сфера 2', 'ЭС2']);
    await book.xlsx.writeFile(join(work, 'excel.xlsx'));
    const xlsx = await crm(['import', 'contractor_scopes', '--from', 'excel.xlsx']);
    expect(xlsx.code, xlsx.stderr).toBe(0);
    const rows = await t.db
      .selectFrom('contractor_scopes')
      .select(['name', 'short_name'])
      .where('name', 'like', 'Эксель сфера%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { name: 'Эксель сфера', short_name: 'ЭС' },
      { name: 'Эксель сфера 2', short_name: 'ЭС2' },
    ]);
  });

  it('prints each row of a dry run as old → new and leaves out rows that would not change', async () => {
    const [a, b] = await scopeIds('Эксель сфера');
    writeFileSync(
      join(work, 'diff.csv'),
      `\uFEFFid;Название;Краткое название\r\n${a};Эксель сфера;ЭС-новая\r\n${b};Эксель сфера 2;ЭС2\r\n;Совсем новая;\r\n`,
    );
    const dry = await crm(['import', 'contractor_scopes', '--from', 'diff.csv', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout.split('\n')).toEqual([
      `Строка 2 (№${a}): Краткое название: «ЭС» → «ЭС-новая»`,
      'Строка 4: новая запись — Название: «Совсем новая»',
      'Проверено 3 строки: без ошибок 3 (создать 1, обновить 1, без изменений 1 (строка 3)), с ошибками 0. Ничего не записано.',
      '',
    ]);
  });
});

describe('crm batch', () => {
  // Issue 9, item 11: 'dry runs show labels on both sides («да» → «нет») and skip rows that would not change'.
  it('previews a change with labels on both sides and leaves out records already so', async () => {
    const [on, off] = await t.db
      .insertInto('contractors')
      .values([
        { name: 'Пакет SMS вкл', sms_enabled: true },
        { name: 'Пакет SMS выкл', sms_enabled: false },
      ])
      .returning('id')
      .execute();
    const dry = await crm([
      'batch',
      'update',
      'contractors',
      '--set',
      'sms_enabled=нет',
      String(on.id),
      String(off.id),
      '--dry-run',
    ]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout.split('\n')).toEqual([
      `№${on.id} Пакет SMS вкл: SMS: «да» → «нет»`,
      'Пробный запуск (Контрагенты): изменить 1 запись, без изменений 1 запись. Ничего не изменено.',
      '',
    ]);
  });

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
    const resumed = await finish(start(['batch', 'delete', 'contractor_scopes', '--resume', resume, '--yes']));
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
