import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 24 item 9: 'POST /api/commute_payments {"commute_payment":{"amount":"300.00"}} is refused for
// a missing name (spec 02 §3 gives amount alone)'. Spec 02 §3: 'Commute payment: amount (rubles).'
let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

const post = (commute_payment: Record<string, unknown>) =>
  t.api('POST', '/api/commute_payments', admin, { commute_payment });
const put = (id: number, commute_payment: Record<string, unknown>) =>
  t.api('PUT', `/api/commute_payments/${id}`, admin, { commute_payment });

describe('a commute payment is its amount', () => {
  it('is created from the amount alone and named after it', async () => {
    const res = await post({ amount: '300.00' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: '300.00', name: 'Проезд 300,00 ₽' });
    // A picker finds it by that name.
    const found = await t.api('GET', '/api/commute_payments?search=300', admin);
    expect(found.json().items.map((i: { id: number }) => i.id)).toContain(res.json().id);
  });

  it('follows a changed amount until a person names it; a typed name stays', async () => {
    const { id } = (await post({ amount: '250', name: '' })).json();
    expect((await put(id, { amount: '275' })).json().name).toBe('Проезд 275,00 ₽');
    expect((await put(id, { name: 'Электричка до 80 км' })).json().name).toBe('Электричка до 80 км');
    expect((await put(id, { amount: '500' })).json()).toMatchObject({ amount: '500.00', name: 'Электричка до 80 км' });
  });

  it('still needs the amount (422 in Russian)', async () => {
    const res = await post({ name: 'Без суммы' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual(['не может быть пустым']);
  });
});
