import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { dataExceptionError } from '../../server/crud/db-errors.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 8 "Review fixes", item 3: "No 5xx from any input. ... Each gets a 400 or 422 with the field
// named in Russian." Each case below answered 500 on both databases before the validation.
let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

const get = (url: string) => t.api('GET', url, admin);

describe('list parameters refuse values the column cannot hold, naming the field', () => {
  it.each([
    ['/api/transactions?filter=owner_id%3D2147483648', /Получатель/],
    ['/api/transactions?filter=owner_id%3D-2147483649', /Получатель/],
    ['/api/orders?filter=contractor_id%3D1.5', /Контрагент/],
    ['/api/transactions?filter=operation_id%3D1.5', /Операция/],
    ['/api/orders?filter=start_time%3D99%3A99', /Время/],
    ['/api/orders?filter=start_time%3D24%3A00..', /Время/],
    ['/api/orders?filter=start_date%3D31.02.2026', /Дата/],
    ['/api/orders?filter=start_date%3D0000-01-01', /Дата/],
    ['/api/orders?year=9999', /год/],
    ['/api/orders?year=1899', /год/],
    ['/api/orders?group_date=31.12.9999', /group_date/],
    ['/api/orders?group_date=12.9999', /group_date/],
    ['/api/orders?search=%00', /search/],
    ['/api/streets?filter=name%3Da%00b', /filter/],
    ['/api/streets?filter=__proto__%3D0', /__proto__/],
    ['/api/streets?filter=constructor%3D0', /constructor/],
    ['/api/streets?locate=2147483648', /locate/],
    ['/api/transactions?search=99999999999', null],
  ])('%s', async (url, message) => {
    const res = await get(url);
    if (message === null) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('still finds real values at the int4 and calendar edges', async () => {
    expect((await get('/api/transactions?filter=owner_id%3D2147483647')).statusCode).toBe(200);
    expect((await get('/api/orders?filter=start_time%3D23%3A59')).statusCode).toBe(200);
    expect((await get('/api/orders?year=2100&month=12')).statusCode).toBe(200);
    expect((await get('/api/orders?group_date=31.12.2100')).statusCode).toBe(200);
  });
});

describe('write payloads refuse what PostgreSQL would refuse, with the field and a Russian message', () => {
  const post = (resource: string, root: string, body: Record<string, unknown>) =>
    t.api('POST', `/api/${resource}`, admin, { [root]: body });

  it('a NUL character in a text field', async () => {
    const res = await post('streets', 'street', { name: '\u0000' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.name[0]).toMatch(/недопустимый символ/);
    expect(res.json().full_messages[0]).toMatch(/^Название /);
  });

  it('half a surrogate pair in a text field', async () => {
    const res = await post('streets', 'street', { name: 'a\udc00' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.name[0]).toMatch(/недопустимый символ/);
  });

  it('an object where a scalar belongs (String() of it throws)', async () => {
    const res = await post('contractors', 'contractor', { payment_type: { toString: 0 } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.payment_type).toEqual(['недопустимое значение']);
    const row = await post('orders', 'order', { order_prices: [{ id: { toString: 0 } }] });
    expect(row.statusCode, row.body).toBe(422);
    expect(row.json().errors['order_prices[0].id']).toEqual(['неверная ссылка']);
  });

  it('a NUL character inside a JSON field', async () => {
    const res = await post('mass_mailings', 'mass_mailing', { emails: ['a\u0000@b.ru'] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.emails[0]).toMatch(/недопустимый символ/);
  });

  it('an integer or reference outside int4, a decimal too large for numeric(12,2), an impossible date', async () => {
    const res = await post('transactions', 'transaction', {
      owner_id: 2147483648,
      ac_type2: -2147483649,
      payment_date: '0000-01-01',
      contractor_id: 2147483648,
    });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors;
    expect(errors.owner_id).toBeDefined();
    expect(errors.ac_type2).toBeDefined();
    expect(errors.payment_date).toBeDefined();
    const order = await post('orders', 'order', { approx_work_time: '1'.repeat(400), start_date: '01.01.9999' });
    expect(order.statusCode, order.body).toBe(422);
    expect(order.json().errors.approx_work_time[0]).toMatch(/слишком большое/);
    expect(order.json().errors.start_date).toBeDefined();
  });
});

describe('special endpoints', () => {
  it('an API token name with NUL, an out-of-range token id', async () => {
    for (const name of ['x\u0000y', '\udc00']) {
      const created = await t.api('POST', '/api/tokens', admin, { token: { name } });
      expect(created.statusCode, created.body).toBe(422);
      expect(created.json().errors.name).toBeDefined();
    }
    const revoked = await t.api('DELETE', '/api/tokens/99999999999', admin);
    expect(revoked.statusCode, revoked.body).toBe(404);
  });

  it('an order id past int4 in a status action is an order not found', async () => {
    const res = await t.api('PUT', '/api/orders/2147483648/close', admin, {});
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toBe('Запись №2147483648 не найдена (Заказы)');
  });

  it('sign-in with a NUL in the e-mail is an ordinary refusal', async () => {
    const res = await t.signIn('a\u0000@b.ru', 'whatever-password');
    expect(res.statusCode, res.body).toBe(401);
  });
});

describe('the net behind the validation', () => {
  it.each([
    ['22003', sql`select 2147483648::bigint::integer`, /Число слишком большое/],
    ['22P02', sql`select 'x'::integer`, /Недопустимое значение/],
    ['22008', sql`select '99:99'::time`, /дата/],
    ['22007', sql`select 'x'::date`, /дата/],
  ])('a data exception %s from this database becomes a 400 in Russian', async (_code, query, message) => {
    const thrown = await query.execute(t.db).then(
      () => undefined,
      (e: unknown) => e,
    );
    const error = dataExceptionError(thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error!.status).toBe(400);
    expect(error!.message).toMatch(message);
  });

  it('leaves other database errors alone', async () => {
    const thrown = await sql`select * from no_such_table`.execute(t.db).catch((e: unknown) => e);
    expect(dataExceptionError(thrown)).toBeUndefined();
  });
});
