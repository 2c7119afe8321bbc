import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemKey } from '../../cli/batch/resume-file.ts';
import { helpExamples } from '../../cli/help-examples.ts';
import { crmInProcess } from './cli-in-process.ts';
import { cleanEnv, finish, type Run, shellParse, startCommand } from './cli-run.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

// Issue 9, item 11: 'The help's examples run as printed (test each one)'; item 13: 'a test that every
// CLI help example parses and runs against the test server'. Each example runs as printed, in a
// folder holding the files it names, with two stand-ins: the test server's address for the office
// one, and the test administrator for buh@firma.ru. A batch that would ask for confirmation on a
// terminal gets --yes (without a terminal it is refused; the batch suite tests that).
// `crm` runs in this process through the program builder (cli-in-process.ts), other commands (jq)
// as processes; the one example that pipes crm into crm runs as real processes too, end to end.

let t: TestApp;
let url: string;
let home: string;
let work: string;

const OFFICE_URL = 'http://crm.office.local:3000';

/** 'Название;Краткое название' as Russian Excel saves it: Windows-1251 and ';'. */
function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0)!;
      return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
    }),
  );
}

/** What of the environment the CLI reads (the in-process run takes no other). */
const crmEnv = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => /^(CRM_|XDG_CONFIG_HOME$|HOME$)/.test(e[0]) && !!e[1]),
  );

async function runLine(line: string): Promise<Run> {
  const printed = line.replaceAll(OFFICE_URL, url).replace('buh@firma.ru', TEST_ADMIN.adminEmail);
  const { env, stages, redirect } = shellParse(printed);
  if (env.CRM_PASSWORD) env.CRM_PASSWORD = TEST_ADMIN.adminPassword;
  const last = stages.at(-1)!;
  if (last[1] === 'batch' && !last.includes('--yes') && !last.includes('--dry-run')) last.push('--yes');
  const fullEnv = cleanEnv({
    XDG_CONFIG_HOME: home,
    CRM_EMAIL: TEST_ADMIN.adminEmail,
    CRM_PASSWORD: TEST_ADMIN.adminPassword,
    ...env,
  });
  const real = stages.filter(([command]) => command === 'crm').length > 1;
  let run: Run = { code: 0, stdout: '', stderr: '' };
  for (const [command, ...args] of stages) {
    expect(run.code, `${command}: ${run.stderr}`).toBe(0);
    run =
      command === 'crm' && !real
        ? await crmInProcess(args, { env: crmEnv(fullEnv), cwd: work, stdin: run.stdout })
        : await finish(startCommand(command, args, work, fullEnv), run.stdout);
  }
  if (redirect) writeFileSync(join(work, redirect), run.stdout);
  return run;
}

async function idsOf(table: 'orders' | 'tasks' | 'contractors', count: number, skip: number[] = []) {
  const rows = await t.db
    .selectFrom(table)
    .select('id')
    .orderBy('id', 'desc')
    .limit(count + skip.length)
    .execute();
  return rows
    .map((r) => Number(r.id))
    .filter((id) => !skip.includes(id))
    .slice(0, count);
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  home = mkdtempSync(join(tmpdir(), 'crm-help-home-'));
  work = mkdtempSync(join(tmpdir(), 'crm-help-work-'));

  // The records the examples name by number: the demo data has them.
  await t.db.selectFrom('orders').select('id').where('id', '=', 45).executeTakeFirstOrThrow();
  await t.db.selectFrom('users').select('id').where('id', '=', 4).executeTakeFirstOrThrow();
  expect(await t.db.selectFrom('tasks').select('id').where('id', 'in', [10, 11, 12]).execute()).toHaveLength(3);
  const contractor = await t.db
    .selectFrom('contractors')
    .select(['id', 'name', 'main_user_id'])
    .where('id', '=', 12)
    .executeTakeFirstOrThrow();
  writeFileSync(
    join(work, 'contractors.csv'),
    `\uFEFFid,name,main_user_id\r\n${contractor.id},"${contractor.name}",${contractor.main_user_id ?? ''}\r\n`,
  );
  writeFileSync(join(work, 'сферы.csv'), cp1251('Название;Краткое название\r\nСфера из примера;СП\r\n'));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Лист1');
  sheet.addRow(['Название', 'С инструментом']);
  sheet.addRow(['Тип работ из примера', 'да']);
  await book.xlsx.writeFile(join(work, 'types.xlsx'));
  writeFileSync(join(work, 'ids.txt'), `${(await idsOf('orders', 2)).join('\n')}\n`);
  writeFileSync(join(work, 'old.txt'), (await idsOf('tasks', 2, [10, 11, 12])).join(' '));
  const runId = '20261121093000-a1b2c3';
  const [order] = await idsOf('orders', 1);
  writeFileSync(
    join(work, `.crm-batch-${runId}.json`),
    JSON.stringify({
      version: 1,
      run_id: runId,
      command: 'update',
      resource: 'orders',
      params: { set: { user_id: '4' } },
      created_at: '2026-11-21T09:30:00.000Z',
      items: [{ item: String(order), key: itemKey(runId, String(order)), status: 'pending' }],
    }),
  );
}, 60_000);
afterAll(async () => t?.close());

const all = Object.entries(helpExamples).flatMap(([command, lines]) => lines.map((line) => [command, line] as const));

describe('every example of crm --help', () => {
  it.each(all)('%s: %s', async (_command, line) => {
    const run = await runLine(line);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('Ошибка');
  });

  it('left the files the examples promise', async () => {
    expect(JSON.parse(readFileSync(join(work, 'orders.json'), 'utf8')).length).toBeGreaterThan(0);
    expect(readFileSync(join(work, 'contractors.csv'), 'utf8').startsWith('\uFEFFid,name,main_user_id\r\n')).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(work, 'контрагенты.xlsx'));
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('№');
  });
});
