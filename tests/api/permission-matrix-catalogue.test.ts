import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionUrl } from '../../core/actions/define-action.ts';
import { actionCatalogue } from '../../core/actions/index.ts';
import { allows, describeAccess } from '../../core/permissions/access-rule.ts';
import type { CurrentUser } from '../../core/rules/user-permissions.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 20 item 1: "The permission matrix and the fuzz suite loop over the catalogue." Every
// declared action is called by a stranger (401) and by every demo group its permission refuses
// (403), with the path's ids filled in: the wall holds before any body is read. The door itself
// (allowed users get through) is covered by each area's tests.
const demoEmails = [
  'demo-manager@crm.local',
  'demo-logist@crm.local',
  'demo-accountant@crm.local',
  'demo-senior-logist@crm.local',
  'demo-chief-accountant@crm.local',
];

let t: TestApp;
const demo: { email: string; creds: Credentials; user: CurrentUser }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  for (const email of demoEmails) {
    const creds = await t.loginAs(email, DEMO_PASSWORD);
    const user = (await t.api('GET', '/api/me', creds)).json() as CurrentUser;
    demo.push({ email, creds, user });
  }
});
afterAll(async () => t?.close());

// The WebSocket upgrade answers on its own protocol; it is covered by the realtime tests.
const http = actionCatalogue.filter((a) => a.transport !== 'websocket');
const urlOf = (a: (typeof http)[number]) =>
  actionUrl(a, Object.fromEntries([...a.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 1])));

describe('permission matrix over the action catalogue', () => {
  it('covers the catalogue', () => {
    expect(http.length).toBeGreaterThan(100);
  });

  it.each(http.filter((a) => a.permission !== 'public').map((a) => [a.name, a] as const))(
    '%s refuses a stranger with 401',
    async (_name, action) => {
      const res = await t.api(action.method, urlOf(action), null, action.method === 'GET' ? undefined : {});
      expect(res.statusCode, res.body.slice(0, 300)).toBe(401);
    },
  );

  it.each(
    http
      .filter((a) => typeof a.permission !== 'string' || a.permission === 'admin')
      .map((a) => [a.name, describeAccess(a.permission), a] as const),
  )('%s (%s) refuses every demo group it does not admit with 403', async (_name, _rule, action) => {
    const refused = demo.filter((d) => !allows(d.user, action.permission));
    for (const d of refused) {
      const res = await t.api(action.method, urlOf(action), d.creds, action.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${d.email}: ${res.body.slice(0, 300)}`).toBe(403);
    }
  });
});
