import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format.ts';
import { crmInProcess } from './cli-in-process.ts';
import { cleanEnv, finish, startCommand } from './cli-run.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

// Issue 9, item 12: "documented in the README with a tsx script example that CI runs against the
// test server". The example file of docs/scripting.md, run by tsx as a user would, signed in by `crm login`
// (the client reads the CLI's stored login: fromCliConfig), against a listening server.
const EXAMPLE = fileURLToPath(new URL('../../docs/examples/list-orders.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

let t: TestApp;
let admin: Credentials;
let env: NodeJS.ProcessEnv;
const work = mkdtempSync(join(tmpdir(), 'crm-example-'));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await crmInProcess(['login'], {
    env: {
      XDG_CONFIG_HOME: join(work, 'config'),
      CRM_URL: url,
      CRM_EMAIL: TEST_ADMIN.adminEmail,
      CRM_PASSWORD: TEST_ADMIN.adminPassword,
    },
    cwd: work,
  });
  expect(login.code, login.stderr).toBe(0);
  // No CRM_URL / CRM_TOKEN from here on: the script finds the server and the token in the stored login.
  env = cleanEnv({ XDG_CONFIG_HOME: join(work, 'config') });
}, 60_000);
afterAll(async () => t?.close());

describe('docs/examples/list-orders.ts', () => {
  it('prints the five latest orders with their clients and the total', async () => {
    const run = await finish(startCommand(process.execPath, [TSX, EXAMPLE], work, env));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const answer = (await t.api('GET', '/api/orders?sort=start_date&order=desc&limit=5', admin)).json();
    const expected: string[] = [];
    for (const o of answer.items) {
      const client = (await t.api('GET', `/api/contractors/${o.contractor_id}`, admin)).json();
      expected.push([`№ ${o.id}`, formatDate(o.start_date), client.name].join('\t'));
    }
    expect(answer.items).toHaveLength(5);
    expect(run.stdout.trimEnd().split('\n')).toEqual([...expected, `Всего заказов: ${answer.meta.total}`]);
  });

  it('says how to sign in when there is no stored login', async () => {
    const run = await finish(startCommand(process.execPath, [TSX, EXAMPLE], work, cleanEnv({ XDG_CONFIG_HOME: work })));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Вход не выполнен: запустите crm login');
  });
});
