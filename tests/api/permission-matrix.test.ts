import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePermission, type RoutePermission } from '../../server/auth/route-permission.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Every registered route must name its permission; the matrix is printed on failure so a new
// route cannot slip in open. Spot checks below pin the guards the specs name.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('permission matrix', () => {
  it('has an entry for every registered route', () => {
    const missing = t.app.registeredRoutes.filter((r) => r.permission === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(200);
  });

  const entry = (method: string, url: string) =>
    t.app.registeredRoutes.find((r) => r.method === method && r.url === url)?.permission as RoutePermission | undefined;

  it.each([
    ['GET', '/api/transactions', 'transactions'],
    ['POST', '/api/transactions', 'transactions'],
    ['DELETE', '/api/transactions/:id', 'transactions_delete'],
    ['POST', '/api/transactions/nullify_amount', 'transactions'],
    ['GET', '/api/transactions/balances', 'transactions'],
    ['GET', '/api/transactions/export', 'transactions'],
    ['GET', '/api/excerpts', 'transactions'],
    ['GET', '/api/contractor_debts', 'transactions'],
    ['GET', '/api/pay_today', 'signed_in'],
    ['POST', '/api/users', 'admin'],
    ['PUT', '/api/users/:id', 'admin'],
    ['DELETE', '/api/users/:id', 'admin'],
    ['GET', '/api/users', 'signed_in'],
    ['POST', '/users.json', 'admin'],
    ['PUT', '/api/user_groups/:id', 'admin'],
    ['GET', '/api/user_activities', 'admin'],
    ['POST', '/users/sign_in.json', 'public'],
    ['GET', '/api/altcha/challenge', 'public'],
    ['GET', '/api/me', 'signed_in'],
  ])('%s %s needs %s', (method, url, expected) => {
    const p = entry(method, url);
    expect(p, `${method} ${url} registered`).toBeDefined();
    expect(describePermission(p!)).toBe(expected);
  });
});
