import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyId } from './sample-payload.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 9, item 5: "Phone search everywhere (lists and palette) normalises what is typed
// (`+7 926 144-59-56`, `8 (926) 144-59-56`, `9261445956` all find the same record)". The palette
// asks the same list endpoints (console/commands/record-search.ts), with `limit` and `fields`.

let t: TestApp;
let admin: Credentials;
/** Each record keeps the number in a different stored form, as people typed it over the years. */
const stored = { individuals: '8 (931) 007-42-19', contractor_contacts: '+7 931 007-42-19' } as const;
const ids: Record<string, number> = {};

const typedForms = ['+7 931 007-42-19', '8 (931) 007-42-19', '9310074219', '79310074219'];

async function found(resource: string, search: string, extra = '') {
  const res = await t.api('GET', `/api/${resource}?search=${encodeURIComponent(search)}${extra}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((r: { id: number }) => r.id) as number[];
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  for (const resource of Object.keys(stored) as (keyof typeof stored)[]) {
    expect(await found(resource, '9310074219'), 'the number is not in the demo data').toEqual([]);
    ids[resource] = await anyId(t, admin, resource);
    const singular = resource === 'individuals' ? 'individual' : 'contractor_contact';
    const res = await t.api('PUT', `/api/${resource}/${ids[resource]}`, admin, {
      [singular]: { phone: stored[resource] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => t?.close());

describe.each(Object.keys(stored))('%s', (resource) => {
  it.each(typedForms)('the list search finds the record by %s', async (typed) => {
    expect(await found(resource, typed)).toContain(ids[resource]);
  });

  it.each(typedForms)('the palette query (limit 5, fields) finds it by %s', async (typed) => {
    expect(await found(resource, typed, '&limit=5&fields=name,phone')).toContain(ids[resource]);
  });

  it('finds it by a part of the number typed with separators', async () => {
    expect(await found(resource, '007-42-19')).toContain(ids[resource]);
  });

  it('does not match a different number', async () => {
    expect(await found(resource, '+7 931 007-42-18')).not.toContain(ids[resource]);
  });
});

describe('orders search (issue 9: "order search covers the street name")', () => {
  it('finds an order by the name of its street', async () => {
    const street = (await t.api('GET', '/api/streets?limit=1&sort=id', admin)).json().items[0];
    const orderId = await anyId(t, admin, 'orders');
    const put = await t.api('PUT', `/api/orders/${orderId}`, admin, { order: { street_id: street.id } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await found('orders', street.name)).toContain(orderId);
  });
});
