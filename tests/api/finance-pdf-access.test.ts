import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// The preview's permission is the resource's read permission (server/auth/route-permission.ts
// resourceActionPermission): whoever may read the account or the act may see its PDF. Accounts and
// acts are readable by every signed-in user today, so this file makes reading them need the
// `transactions` flag, the way an installation that hides finance from logisticians would, and checks
// that the preview follows: 403 'No access' for the logistician (no flag), 200 for the accountant.
vi.mock('../../core/resources/defs/accounts.resource.ts', async (importOriginal) => {
  const { accounts } = await importOriginal<typeof import('../../core/resources/defs/accounts.resource.ts')>();
  return { accounts: { ...accounts, permissions: { ...accounts.permissions, read: 'transactions' } } };
});
vi.mock('../../core/resources/defs/acts.resource.ts', async (importOriginal) => {
  const { acts } = await importOriginal<typeof import('../../core/resources/defs/acts.resource.ts')>();
  return { acts: { ...acts, permissions: { ...acts.permissions, read: 'transactions' } } };
});

let t: TestApp;
let logist: Credentials;
let accountant: Credentials;
let accountId: number;
let actId: number;

beforeAll(async () => {
  t = await startTestApp();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  accountId = (await sql<{ id: number }>`select id from accounts order by id limit 1`.execute(t.db)).rows[0].id;
  actId = (await sql<{ id: number }>`select id from acts order by id limit 1`.execute(t.db)).rows[0].id;
});
afterAll(async () => t?.close());

describe.each([
  ['accounts', () => accountId],
  ['acts', () => actId],
])('GET /api/%s/{id}/pdf needs the right to read them', (name, id) => {
  it("refuses a user without it with 403 'No access'", async () => {
    const res = await t.api('GET', `/api/${name}/${id()}/pdf`, logist);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('No access');
  });

  it('answers the PDF to a user with it', async () => {
    const res = await t.api('GET', `/api/${name}/${id()}/pdf`, accountant);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});
