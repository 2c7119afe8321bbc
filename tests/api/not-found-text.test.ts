import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 9, item 6 'Values a person reads': 'no «не найден(а)» anywhere: the server's generic 404
// text must read properly'. The CLI prints the same sentence (cli/api/explain-error.ts).
let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

describe('the generic 404 of a missing record', () => {
  it.each([
    ['GET', '/api/orders/999999', 'Заказы'],
    ['PUT', '/api/individuals/999998', 'Работники'],
    ['DELETE', '/api/tasks/999997', 'Задачи'],
  ] as const)('%s %s reads «Запись №… не найдена (%s)»', async (method, url, title) => {
    const res = await t.api(method, url, admin, method === 'PUT' ? { individual: { name: 'Х' } } : undefined);
    expect(res.statusCode).toBe(404);
    const id = url.split('/').pop();
    expect(res.json().error).toBe(`Запись №${id} не найдена (${title})`);
    expect(res.body).not.toContain('не найден(а)');
  });
});
