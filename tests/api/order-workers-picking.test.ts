import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter } from '../../core/filter.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { anyId } from './sample-payload.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// The worker-picking calls of the order card (issue 10 item 2) and the street autocomplete and
// manager choice of item 1, against a real migrated database.
let t: TestApp;
let admin: Credentials;
let contractorId: number;
const DAY = '2031-03-14';
const ids: Record<string, number> = {};

async function individual(name: string, extra: Record<string, unknown> = {}) {
  const row = await t.db
    .insertInto('individuals')
    .values({ name, status: 2, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

async function orderOn(date: string, individualIds: number[], extra: Record<string, unknown> = {}) {
  const o = await t.db
    .insertInto('orders')
    .values({ start_date: date, contractor_id: contractorId, status: 2, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const individual_id of individualIds)
    await t.db.insertInto('order_individuals').values({ order_id: o.id, individual_id, work_type_id: 48 }).execute();
  return o.id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  contractorId = await anyId(t, admin, 'contractors');
  const metro = await t.db
    .insertInto('metro_stations')
    .values({ name: 'Пикерная' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.free = await individual('Пикеров Свободный', { metro_station_ids: [metro.id] });
  ids.busy = await individual('Пикеров Занятый');
  ids.fired = await individual('Пикеров Уволенный', { fired: true });
  ids.firedBefore = await individual('Пикеров Вернувшийся', { fired: true, fired_until: '2031-03-01' });
  ids.notWorking = await individual('Пикеров Неработающий', { status: 7 });
  ids.fixPay = await individual('Пикеров Фиксированный', { fix_pay: true });
  ids.cancelled = await individual('Пикеров Отменённый');
  ids.rated = await individual('Пикеров Рейтинговый');
  await t.db
    .insertInto('quality_individuals')
    .values([
      { individual_id: ids.rated, year: 2031, month: 1, total_current_month: '3.10' },
      { individual_id: ids.rated, year: 2031, month: 2, total_current_month: '4.60' },
    ])
    .execute();
  ids.otherOrder = await orderOn(DAY, [ids.busy]);
  await orderOn(DAY, [ids.cancelled], { client_canceled_at: '2031-03-10T10:00:00Z' });
  ids.thisOrder = await orderOn(DAY, [ids.busy, ids.free]);
});
afterAll(async () => t?.close());

const free = (payload: Record<string, unknown>, as: Credentials | null = admin) =>
  t.api('POST', '/api/orders/free_individuals', as, payload);
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('POST /api/orders/free_individuals (spec 01 §7: "date (dd.MM.yyyy, default tomorrow)")', () => {
  it('offers workers for the date with status, rating and metro; busy ones flagged and listed last', async () => {
    const res = await free({ date: '14.03.2031', search: 'Пикеров' });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(res.json().meta.date).toBe(DAY);
    expect(names(items)).toEqual([
      'Пикеров Рейтинговый',
      'Пикеров Вернувшийся',
      'Пикеров Отменённый',
      'Пикеров Фиксированный',
      // Without an order named, its own workers count as busy too.
      'Пикеров Занятый',
      'Пикеров Свободный',
    ]);
    const rated = items.find((i: { id: number }) => i.id === ids.rated);
    expect(rated).toMatchObject({ rating: 4.6, status: 2, busy: false, expired_documents: [] });
    expect(items.find((i: { id: number }) => i.id === ids.free).metro).toBe('Пикерная');
    expect(items.at(-2)).toMatchObject({ id: ids.busy, busy: true, busy_order_ids: [ids.otherOrder, ids.thisOrder] });
  });

  it('flags a worker whose required document runs out before the order date (issue 11 item 4: "the order worker picker uses the same expiry rule")', async () => {
    // Spec 01 §3: passport type 6 (patent) needs its own scans; the patent scan (type 8) ends on 01.03.2031.
    const patent = await t.db
      .insertInto('individuals')
      .values({ name: 'Пикеров Патентный', status: 2, passport_type_id: 6 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('individual_files')
      .values({
        individual_id: patent.id,
        type_id: 8,
        storage_key: `test/patent-${patent.id}.pdf`,
        original_name: 'patent.pdf',
        content_kind: 'pdf',
        byte_size: 10,
        until: '2031-03-01',
        is_approved: true,
      })
      .execute();
    const typeName = (
      await t.db.selectFrom('document_types').select('name').where('id', '=', 8).executeTakeFirstOrThrow()
    ).name;
    const onDay = (await free({ date: DAY, search: 'Пикеров Патентный' })).json().items;
    expect(onDay[0].expired_documents).toContain(typeName);
    const before = (await free({ date: '28.02.2031', search: 'Пикеров Патентный' })).json().items;
    expect(before[0].expired_documents).not.toContain(typeName);
  });

  it('does not count the order being staffed as busy', async () => {
    const items = (await free({ date: DAY, search: 'Пикеров Занятый', order_id: ids.thisOrder })).json().items;
    expect(items).toEqual([expect.objectContaining({ busy: true, busy_order_ids: [ids.otherOrder] })]);
    const onOther = (await free({ date: DAY, search: 'Пикеров Свободный', order_id: ids.thisOrder })).json().items;
    expect(onOther[0].busy).toBe(false);
  });

  it('is free on another day', async () => {
    const items = (await free({ date: '15.03.2031', search: 'Пикеров Занятый' })).json().items;
    expect(items[0].busy).toBe(false);
  });

  it('keeps to the fix_pay of the first chosen worker (spec 01 §5)', async () => {
    const items = (await free({ date: DAY, search: 'Пикеров', fix_pay: true })).json().items;
    expect(names(items)).toEqual(['Пикеров Фиксированный']);
  });

  it('says how many matching workers it leaves out and why (issue 22 item 2)', async () => {
    const meta = (await free({ date: DAY, search: 'Пикеров', fix_pay: true })).json().meta;
    // 'Пикеров' matches the eight workers above (the patent holder of a test before is one more):
    // fired on the day 1, «Не работает» 1, on the other kind of pay the rest but the fixed one.
    expect(meta.hidden).toEqual(
      expect.arrayContaining([
        { reason: 'fired', count: 1 },
        { reason: 'not_working', count: 1 },
        { reason: 'other_pay', count: expect.any(Number) },
      ]),
    );
    expect(meta.hidden.find((h: { reason: string }) => h.reason === 'other_pay').count).toBeGreaterThanOrEqual(6);
    expect((await free({ date: DAY, search: '' })).json().meta.hidden).toEqual([]);
    expect((await free({ date: DAY, search: 'Пикеров Фиксированный', fix_pay: true })).json().meta.hidden).toEqual([]);
  });

  it('keeps to the fix_pay of the order’s first chosen worker when the card sends none', async () => {
    const fixed = await orderOn('2031-03-20', [ids.fixPay, ids.free]);
    const items = (await free({ date: DAY, search: 'Пикеров', order_id: fixed })).json().items;
    expect(names(items)).toEqual(['Пикеров Фиксированный']);
  });

  it('defaults the date to tomorrow', async () => {
    const res = await free({ search: 'Пикеров' });
    const expected = new Date(Date.now() + 86_400_000);
    expect(res.json().meta.date).toBe(
      `${expected.getFullYear()}-${String(expected.getMonth() + 1).padStart(2, '0')}-${String(expected.getDate()).padStart(2, '0')}`,
    );
  });

  it('reads a typed % as a letter, not a pattern', async () => {
    expect((await free({ date: DAY, search: '%' })).json().items).toEqual([]);
  });

  it.each([
    [{ date: '31.02.2031' }, 'date'],
    [{ date: 'завтра' }, 'date'],
    [{ date: DAY, order_id: 'abc' }, 'order_id'],
    [{ date: DAY, search: 5 }, 'search'],
    [{ date: DAY, search: 'a\u0000b' }, 'search'],
    [{ date: DAY, search: '\ud800' }, 'search'],
  ])('refuses %j with 422 on %s', async (payload, field) => {
    const res = await free(payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('needs a signed-in user', async () => {
    expect((await free({ date: DAY }, null)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/{id}/get_busy_individuals', () => {
  it('names the order’s workers who work on another order of the same day', async () => {
    const res = await t.api('GET', `/api/orders/${ids.thisOrder}/get_busy_individuals`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      { individual_id: ids.busy, name: 'Пикеров Занятый', order_ids: [ids.otherOrder] },
    ]);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await t.api('GET', '/api/orders/999999999/get_busy_individuals', admin)).statusCode).toBe(404);
    expect((await t.api('GET', '/api/orders/abc/get_busy_individuals', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/individuals/{id}/rate_and_rating (spec 01 §7: work_type_id, instrument_type_id)', () => {
  const rate = (id: number, q = '') => t.api('GET', `/api/individuals/${id}/rate_and_rating${q}`, admin);

  it('answers the latest monthly rating and the worker’s own price for the work type', async () => {
    await t.db
      .insertInto('individual_prices')
      .values({ individual_id: ids.rated, work_type_id: 48, rate1: '455.50' })
      .execute();
    const res = await rate(ids.rated, '?work_type_id=48');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      individual_id: ids.rated,
      rating: 4.6,
      rate1: '455.50',
      rate2: null,
      rate_source: 'individual',
    });
  });

  it('falls back to the rate of the worker’s rating band', async () => {
    const band = await t.db
      .insertInto('rating_gradations')
      .values({ name: 'Пикерная 4-5', min_rating: '4.00', max_rating: '5.01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const work = await t.db
      .insertInto('work_types')
      .values({ name: 'Пикерная работа' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('rating_rates')
      .values({ work_type_id: work.id, rating_gradation_id: band.id, rate1: '390.00' })
      .execute();
    expect((await rate(ids.rated, `?work_type_id=${work.id}`)).json()).toMatchObject({
      rate1: '390.00',
      rate_source: 'rating',
    });
    expect((await rate(ids.free, `?work_type_id=${work.id}`)).json()).toMatchObject({
      rating: null,
      rate1: null,
      rate_source: null,
    });
  });

  it('refuses a bad work type with 422 and an unknown worker with 404', async () => {
    expect((await rate(ids.rated, '?work_type_id=x')).statusCode).toBe(422);
    expect((await rate(999999999)).statusCode).toBe(404);
  });
});

describe('GET /api/users/manager_picker (spec 01 §6 manager picker rule, enforced by the server)', () => {
  const groupsSeen = async (as: Credentials) => {
    const res = await t.api('GET', '/api/users/manager_picker', as);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { user_group_id: number; email: string }[];
    return { groups: [...new Set(items.map((u) => u.user_group_id))].sort(), emails: items.map((u) => u.email) };
  };

  it('shows a group 2 user only non-fired users of group 1', async () => {
    const seen = await groupsSeen(await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD));
    expect(seen.groups).toEqual([1]);
    expect(seen.emails).not.toContain('m.lebedev@crm.local');
  });

  it('shows others the non-fired users of groups 1, 2 and 6', async () => {
    const seen = await groupsSeen(await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD));
    expect(seen.groups).toEqual([1, 2, 6]);
    expect(seen.emails).not.toContain('m.lebedev@crm.local');
  });

  it('searches by name', async () => {
    const res = await t.api('GET', `/api/users/manager_picker?search=${encodeURIComponent('Соколова')}`, admin);
    expect(res.json().items.map((u: { email: string }) => u.email)).toEqual(['i.sokolova@crm.local']);
  });
});

describe('GET /api/streets/autocomplete (spec 01 §7: "filter of name (and contractor_id); answer items with street_name")', () => {
  const suggest = (filter: Record<string, string[]>) =>
    t.api('GET', `/api/streets/autocomplete?filter=${encodeURIComponent(encodeFilter(filter))}`, admin);

  beforeAll(async () => {
    const rows = await t.db
      .insertInto('streets')
      .values([{ name: 'Бульвар Автокомплитный' }, { name: 'Автокомплитная улица', metro_station_ids: [] }])
      .returning(['id', 'name'])
      .execute();
    ids.streetStarts = rows.find((r) => r.name.startsWith('Авто'))!.id;
    ids.streetContains = rows.find((r) => r.name.startsWith('Бульвар'))!.id;
    await orderOn('2031-02-01', [], { street_id: ids.streetContains, address_info: 'д. 5, офис 12' });
  });

  it('puts streets starting with the text before those containing it', async () => {
    const res = await suggest({ name: ['автокомплит'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { street_name: string }) => i.street_name)).toEqual([
      'Автокомплитная улица',
      'Бульвар Автокомплитный',
    ]);
  });

  it('offers the contractor’s earlier addresses first', async () => {
    const items = (await suggest({ name: ['автокомплит'], contractor_id: [String(contractorId)] })).json().items;
    expect(items[0]).toMatchObject({
      street_id: ids.streetContains,
      street_name: 'Бульвар Автокомплитный',
      address_info: 'д. 5, офис 12',
      source: 'contractor',
    });
    expect(items).toHaveLength(3);
  });

  it('answers nothing for no text and 422 for a bad contractor or filter', async () => {
    expect((await suggest({})).json().items).toEqual([]);
    expect((await suggest({ name: ['а'], contractor_id: ['x'] })).statusCode).toBe(422);
    expect((await t.api('GET', '/api/streets/autocomplete?filter=name', admin)).statusCode).toBe(422);
    expect((await suggest({ name: ['a\u0000'] })).statusCode).toBe(422);
  });
});
