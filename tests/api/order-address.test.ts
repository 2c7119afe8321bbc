import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorWithoutPrices, orderApi } from './orders-fixtures.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 22 item 14: 'The nested address of the spec is dropped: PUT {"order":{"order_address":{…}}}
// answers 200 and stores nothing; an additional address sent the same way is created with street
// and address null.' Spec 01 §3: 'order_address (id, street_name, address_info, metro_station_ids),
// additional_order_addresses'. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
let t: TestApp;
let admin: Credentials;
let contractorId: number;
let metroId: number;
let o: ReturnType<typeof orderApi>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  contractorId = await contractorWithoutPrices(t);
  o = orderApi(t, () => admin);
  metroId = (await t.api('POST', '/api/metro_stations', admin, { metro_station: { name: 'Адресная' } })).json().id;
});
afterAll(async () => t?.close());

const streetsNamed = async (name: string) =>
  (await t.db.selectFrom('streets').select('id').where('name', '=', name).execute()).map((s) => Number(s.id));

describe('the nested address of spec 01 §3', () => {
  it('stores order_address by street name (added once to the streets) and answers it back', async () => {
    const order = await o.create({ start_date: '2027-09-01', contractor_id: contractorId });
    const res = await t.api('PUT', `/api/orders/${order.id}`, admin, {
      order: {
        order_address: {
          street_name: 'Адресный проезд',
          address_info: 'д. 5, стр. 2',
          metro_station_ids: [metroId],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [street] = await streetsNamed('Адресный проезд');
    expect(res.json()).toMatchObject({
      street_id: street,
      address_info: 'д. 5, стр. 2',
      metro_station_ids: [metroId],
      order_address: { street_id: street, street_name: 'Адресный проезд', address_info: 'д. 5, стр. 2' },
    });
    // The same name again (another case) is the same street, not a second one.
    await t.api('PUT', `/api/orders/${order.id}`, admin, {
      order: { order_address: { street_name: 'адресный ПРОЕЗД' } },
    });
    expect(await streetsNamed('Адресный проезд')).toEqual([street]);
    expect((await o.get(order.id)).street_id).toBe(street);
  });

  it('creates additional addresses given by street name with their street and address', async () => {
    const order = await o.create({
      start_date: '2027-09-01',
      contractor_id: contractorId,
      additional_order_addresses: [
        { street_name: 'Вторая адресная улица', address_info: 'д. 1', metro_station_ids: [metroId] },
      ],
    });
    const [street] = await streetsNamed('Вторая адресная улица');
    expect(order.additional_order_addresses).toEqual([
      expect.objectContaining({
        street_id: street,
        street_name: 'Вторая адресная улица',
        address_info: 'д. 1',
        metro_station_ids: [metroId],
      }),
    ]);
  });

  it('lets the flat columns win when a client sends both, as the console does after reading the answer', async () => {
    const order = await o.create({ start_date: '2027-09-01', contractor_id: contractorId, address_info: 'д. 9' });
    const saved = await o.save(order.id, {
      address_info: 'д. 10',
      order_address: { ...order.order_address, address_info: 'д. 9' },
    });
    expect(saved.address_info).toBe('д. 10');
  });

  it('refuses a bad nested address by its field, writing nothing', async () => {
    const order = await o.create({ start_date: '2027-09-01', contractor_id: contractorId, comment: 'до' });
    const notObject = await t.api('PUT', `/api/orders/${order.id}`, admin, {
      order: { comment: 'после', order_address: [1, 2] },
    });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().errors).toEqual({ order_address: ['должен быть объектом'] });
    const badMetro = await t.api('PUT', `/api/orders/${order.id}`, admin, {
      order: { order_address: { metro_station_ids: ['x'] } },
    });
    expect(badMetro.statusCode).toBe(422);
    expect(Object.keys(badMetro.json().errors)).toEqual(['order_address.metro_station_ids']);
    const longName = await t.api('POST', '/api/orders', admin, {
      order: {
        start_date: '2027-09-01',
        contractor_id: contractorId,
        additional_order_addresses: [{ street_name: 'ж'.repeat(201) }],
      },
    });
    expect(longName.statusCode).toBe(422);
    expect(Object.keys(longName.json().errors)).toEqual(['additional_order_addresses[0].street_name']);
    expect((await o.get(order.id)).comment).toBe('до');
  });
});
