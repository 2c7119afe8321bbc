import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { texts } from '../../core/texts.ts';
import { samplePdf, samplePng } from '../fixtures/sample-files.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Credentials;
let workTypes: number[];
let instrumentId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  workTypes = (await t.db.selectFrom('work_types').select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
  instrumentId = (await t.db.selectFrom('instrument_types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const create = (contractor: Record<string, unknown>) => t.api('POST', '/api/contractors', admin, { contractor });
// Days of the office calendar, as the server counts sleep from (a UTC day was one off after 21:00 UTC).
const isoDay = (offset: number) => addDays(moscowDate(), offset);

async function addOrder(contractorId: number, start_date: string) {
  await t.db.insertInto('orders').values({ contractor_id: contractorId, start_date, status: 1 }).execute();
}

describe('contractor fields (issue 11 item 1)', () => {
  it('a new contractor gets the spec defaults: contractor_type_id 1, sms_enabled, send_order_revenue, can_auto_season on', async () => {
    const res = await create({ name: 'ООО «Ромашка»' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      contractor_type_id: 1,
      sms_enabled: true,
      send_order_revenue: true,
      can_auto_season: true,
      sleep_status: 0,
      avg_days_between_orders: null,
    });
  });

  it('keeps every field of the spec: conditions, managers, holding links, contract', async () => {
    const holding = (await create({ name: 'Холдинг «Север»', holding: true })).json();
    const other = (await create({ name: 'ООО «Связь»' })).json();
    const conditions = (await t.db.selectFrom('work_conditions').select('id').limit(2).execute()).map((r) => r.id);
    const payment = await t.db.selectFrom('payment_conditions').select('id').executeTakeFirstOrThrow();
    const prepayment = await t.db.selectFrom('prepayment_conditions').select('id').executeTakeFirstOrThrow();
    const users = (await t.db.selectFrom('users').select('id').limit(2).execute()).map((r) => r.id);
    const res = await create({
      name: 'ООО «Север-Юг»',
      holding_id: holding.id,
      contractor_connect_id: other.id,
      payment_condition_id: payment.id,
      prepayment_condition_id: prepayment.id,
      work_condition_ids: conditions,
      user_ids: users,
      contract_num: 'Д-17',
      contract_date: '01.02.2026',
      own_courier: true,
      from_ads: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      holding_id: holding.id,
      contractor_connect_id: other.id,
      payment_condition_id: payment.id,
      prepayment_condition_id: prepayment.id,
      work_condition_ids: conditions,
      user_ids: users,
      contract_date: '2026-02-01',
      own_courier: true,
    });
  });

  it('refuses a holding link to a contractor that is not a holding, or to itself', async () => {
    const plain = (await create({ name: 'ИП Петров' })).json();
    const res = await create({ name: 'ООО «Дочка»', holding_id: plain.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.holding_id).toEqual(['Выбранный контрагент не отмечен как холдинг']);
    const self = await t.api('PUT', `/api/contractors/${plain.id}`, admin, { contractor: { holding_id: plain.id } });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.holding_id).toEqual(['Контрагент не может входить в холдинг сам в себя']);
  });

  it('nested contacts: the one marked for documents becomes doc_contractor_contact_id; two are refused', async () => {
    const res = await create({
      name: 'ООО «Контакт»',
      contractor_contacts: [
        { name: 'Анна', phone: '89261445956' },
        { name: 'Борис', email: 'boris@example.ru', is_doc_contact: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const boris = body.contractor_contacts.find((c: { name: string }) => c.name === 'Борис');
    expect(body.doc_contractor_contact_id).toBe(boris.id);
    const anna = body.contractor_contacts.find((c: { name: string }) => c.name === 'Анна');
    const two = await t.api('PUT', `/api/contractors/${body.id}`, admin, {
      contractor: { contractor_contacts: [{ id: anna.id, is_doc_contact: true }] },
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.contractor_contacts).toEqual(['Контакт для документов может быть только один']);
    const moved = await t.api('PUT', `/api/contractors/${body.id}`, admin, {
      contractor: {
        contractor_contacts: [
          { id: anna.id, is_doc_contact: true },
          { id: boris.id, is_doc_contact: false },
        ],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().doc_contractor_contact_id).toBe(anna.id);
  });

  it('nested prices: work type, instrument type and four rates; a duplicate pair is refused', async () => {
    const price = {
      work_type_id: workTypes[0],
      instrument_type_id: instrumentId,
      rate_client1: '650.00',
      rate_client2: '500',
      rate_individual1: '400,50',
      rate_individual2: '0',
    };
    const res = await create({ name: 'ООО «Цены»', prices: [price] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().prices[0]).toMatchObject({
      rate_client1: '650.00',
      rate_client2: '500.00',
      rate_individual1: '400.50',
      rate_individual2: '0.00',
    });
    const dup = await create({ name: 'ООО «Цены-2»', prices: [price, price] });
    expect(dup.statusCode).toBe(422);
    expect(JSON.stringify(dup.json().errors)).toContain('Такой тип работ и инструмент уже есть у этого контрагента');
  });
});

describe('sleep status and average days between orders (computed from orders, read-only)', () => {
  it('are computed from the contractor’s orders on read', async () => {
    const id = (await create({ name: 'ООО «Ритм»' })).json().id;
    for (const offset of [-40, -30, -20]) await addOrder(id, isoDay(offset));
    const got = (await t.api('GET', `/api/contractors/${id}`, admin)).json();
    // three order days 10 days apart, the last 20 days ago: within twice the rhythm
    expect(got).toMatchObject({ avg_days_between_orders: 10, sleep_status: 1 });
    const asleep = (await create({ name: 'ООО «Сон»' })).json().id;
    for (const offset of [-200, -190]) await addOrder(asleep, isoDay(offset));
    const list = (
      await t.api('GET', `/api/contractors?filter=${encodeURIComponent(`id=${id},${asleep}`)}`, admin)
    ).json();
    const byId = Object.fromEntries(list.items.map((r: { id: number }) => [r.id, r]));
    expect(byId[id].sleep_status).toBe(1);
    expect(byId[asleep]).toMatchObject({ sleep_status: 3, avg_days_between_orders: 10 });
  });

  it.each(['sleep_status', 'avg_days_between_orders'])(
    'a write carrying %s is refused with a clear message, not dropped',
    async (field) => {
      const res = await create({ name: 'ООО «Запись»', [field]: 2 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual(['вычисляется сервером и не меняется вручную']);
      const id = (await create({ name: 'ООО «Запись-2»' })).json().id;
      const put = await t.api('PUT', `/api/contractors/${id}`, admin, { contractor: { [field]: 1 } });
      expect(put.statusCode).toBe(422);
    },
  );
});

// Issue 23 item 5: 'the record has no `order_addresses` (spec 01 §3)'; a negative rate in the form too.
describe('contractor order addresses and price rates', () => {
  it('keeps order addresses with street, details, metro stations and a note, and changes them', async () => {
    const street = (await t.db.selectFrom('streets').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const metro = (await t.db.selectFrom('metro_stations').select('id').orderBy('id').limit(2).execute()).map(
      (r) => r.id,
    );
    const res = await create({
      name: 'ООО «Адреса»',
      order_addresses: [
        { street_id: street, address_info: 'д. 3, склад 2', metro_station_ids: metro, comment: 'въезд со двора' },
        { address_info: 'Химки, Ленинградское ш., 1' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = res.json().order_addresses;
    expect(first).toMatchObject({ street_id: street, address_info: 'д. 3, склад 2', comment: 'въезд со двора' });
    expect([...first.metro_station_ids].sort()).toEqual([...metro].sort());
    const changed = await t.api('PUT', `/api/contractors/${res.json().id}`, admin, {
      contractor: {
        order_addresses: [
          { id: second.id, _destroy: true },
          { id: first.id, comment: 'ворота 3' },
        ],
      },
    });
    expect(changed.json().order_addresses).toMatchObject([{ id: first.id, comment: 'ворота 3' }]);
  });

  it('refuses a negative rate in the form naming the price row', async () => {
    const res = await create({ name: 'ООО «Минус»', prices: [{ work_type_id: workTypes[0], rate_client1: '-5' }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['prices[0].rate_client1']);
  });
});

describe('POST /api/contractors/{id}/bulk_update_prices', () => {
  it('sets the rates of existing pairs, adds missing ones, and says so', async () => {
    const id = (
      await create({
        name: 'ООО «Тарифы»',
        prices: [{ work_type_id: workTypes[0], rate_client1: '500', rate_individual1: '300' }],
      })
    ).json().id;
    const res = await t.api('POST', `/api/contractors/${id}/bulk_update_prices`, admin, {
      prices_data: [
        { work_type_id: workTypes[0], rate_client1: '550' },
        {
          work_type_id: workTypes[1],
          instrument_type_id: instrumentId,
          rate_client1: '900',
          rate_client2: '1000',
          rate_individual1: '600',
          rate_individual2: '500',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Массовое изменение тарифов завершено');
    expect(body).toMatchObject({ updated: 1, created: 1 });
    const first = body.prices.find((p: { work_type_id: number }) => p.work_type_id === workTypes[0]);
    expect(first).toMatchObject({ rate_client1: '550.00', rate_individual1: '300.00' });
    expect(body.prices).toHaveLength(2);
  });

  it('applies to a holding’s members when asked', async () => {
    const holding = (await create({ name: 'Холдинг «Тариф»', holding: true })).json().id;
    const member = (await create({ name: 'ООО «Член»', holding_id: holding })).json().id;
    const res = await t.api('POST', `/api/contractors/${holding}/bulk_update_prices`, admin, {
      prices_data: [{ work_type_id: workTypes[2], rate_client1: '777' }],
      apply_to_holding: true,
    });
    expect(res.json()).toMatchObject({ contractors: 2, created: 2 });
    const rows = await t.db
      .selectFrom('contractor_prices')
      .select('rate_client1')
      .where('contractor_id', '=', member)
      .execute();
    expect(rows.map((r) => String(r.rate_client1))).toEqual(['777.00']);
  });

  it.each([
    ['no list', {}, 'prices_data'],
    ['a bad rate', { prices_data: [{ work_type_id: 0, rate_client1: 'abc' }] }, 'prices_data[0].rate_client1'],
    ['no work type', { prices_data: [{ rate_client1: '10' }] }, 'prices_data[0].work_type_id'],
    // Issue 23 item 5: '`bulk_update_prices` accepts a rate of −5'.
    [
      'a negative rate',
      { prices_data: [{ work_type_id: 48, rate_individual1: '-5' }] },
      'prices_data[0].rate_individual1',
    ],
  ])('refuses %s with «Ошибка массового изменения тарифов» and changes nothing', async (_what, payload, key) => {
    const id = (await create({ name: `ООО «Ошибка ${_what}»` })).json().id;
    const res = await t.api('POST', `/api/contractors/${id}/bulk_update_prices`, admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages[0]).toBe(texts.bulkPricesFailed);
    expect(Object.keys(res.json().errors)).toContain(key);
    expect(await t.db.selectFrom('contractor_prices').select('id').where('contractor_id', '=', id).execute()).toEqual(
      [],
    );
  });

  it('refuses a pair named twice, and a missing contractor with 404', async () => {
    const id = (await create({ name: 'ООО «Дубль»' })).json().id;
    const row = { work_type_id: workTypes[0], rate_client1: '1' };
    const dup = await t.api('POST', `/api/contractors/${id}/bulk_update_prices`, admin, { prices_data: [row, row] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().full_messages).toContain(
      'Цены, строка 2: Такой тип работ и инструмент уже есть у этого контрагента',
    );
    const missing = await t.api('POST', '/api/contractors/999999/bulk_update_prices', admin, { prices_data: [row] });
    expect(missing.statusCode).toBe(404);
  });
});

function form(data: Buffer, filename = 'file.bin') {
  const boundary = `----crm${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (id: number, doctype: string, data: Buffer) => {
  const body = form(data);
  return t.app.inject({
    method: 'POST',
    url: `/api/contractors/${id}/file?doctype=${doctype}`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
};

describe('requisites and contract files: POST/GET /api/contractors/{id}/file?doctype=', () => {
  it('stores each doctype and downloads it back byte for byte', async () => {
    const id = (await create({ name: 'ООО «Файлы»' })).json().id;
    const res = await upload(id, 'requisite', samplePdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requisites_file).toBe('Реквизиты.pdf');
    expect((await upload(id, 'contract', samplePng)).json().contract_file).toBe('Договор.png');
    const got = await t.api('GET', `/api/contractors/${id}/file?doctype=requisite`, admin);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(got.rawPayload, samplePdf)).toBe(0);
    const contract = await t.api('GET', `/api/contractors/${id}/file?doctype=contract`, admin);
    expect(Buffer.compare(contract.rawPayload, samplePng)).toBe(0);
  });

  it('refuses an empty file, an unknown doctype and a missing file', async () => {
    const id = (await create({ name: 'ООО «Пусто»' })).json().id;
    const empty = await upload(id, 'contract', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['Файл пустой']);
    expect((await upload(id, 'passport', samplePdf)).statusCode).toBe(422);
    expect((await t.api('GET', `/api/contractors/${id}/file?doctype=contract`, admin)).statusCode).toBe(404);
    expect((await t.api('GET', `/api/contractors/${id}`, admin)).json().contract_file).toBeNull();
  });

  it('refuses a file that is not a PDF or a scan', async () => {
    const id = (await create({ name: 'ООО «Текст»' })).json().id;
    const res = await upload(id, 'contract', Buffer.from('просто текст'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Нужен PDF или скан JPEG, PNG, WebP']);
  });
});

describe('demo contractors (issue 11 item 7)', () => {
  it('has a holding with member companies, contacts with a document contact, and prices', async () => {
    const holding = await t.db
      .selectFrom('contractors')
      .select('id')
      .where('holding', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const members = (await t.api('GET', `/api/contractors?filter=holding_id%3D${holding.id}`, admin)).json();
    expect(members.meta.total).toBeGreaterThanOrEqual(2);
    const got = (await t.api('GET', `/api/contractors/${holding.id}`, admin)).json();
    expect(got.contractor_contacts.length).toBeGreaterThan(0);
    expect(got.doc_contractor_contact_id).toBe(
      got.contractor_contacts.find((c: { is_doc_contact: boolean }) => c.is_doc_contact).id,
    );
    expect(got.prices.length).toBeGreaterThan(0);
    expect(got.sleep_status).toBeGreaterThan(0);
  });
});

describe('contacts column (spec 01 §9: at most 5 names in the column)', () => {
  it('a list asking for contractor_contacts gets the first 5 names and the total in meta.nested_names', async () => {
    const contractor_contacts = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж'].map((n) => ({ name: `Контакт ${n}` }));
    const id = (await create({ name: 'ООО «Семь контактов»', contractor_contacts })).json().id;
    const res = await t.api('GET', `/api/contractors?fields=name,contractor_contacts&filter=id%3D${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.nested_names.contractor_contacts[id]).toEqual({
      names: ['Контакт А', 'Контакт Б', 'Контакт В', 'Контакт Г', 'Контакт Д'],
      total: 7,
    });
    expect(res.json().items[0]).toEqual({ id, name: 'ООО «Семь контактов»' });
    const without = await t.api('GET', `/api/contractors?fields=name&filter=id%3D${id}`, admin);
    expect(without.json().meta.nested_names).toBeUndefined();
  });
});
