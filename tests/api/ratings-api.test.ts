import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATING_KOEFS, RATING_KOEFS } from '../../core/rules/quality.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { samplePng, sampleSvg } from '../fixtures/sample-files.ts';
import { multipartForm } from './multipart-form.ts';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 21 item 1: 'Ratings of orders: the all-innocent flag derived by the server from the
// innocent workers (never from the body); rating_set_at set on the first rating and the edit
// refused after 30 days with a Russian 422; screenshot upload (an image, checked by content); the
// coefficients modal (GET/PUT /api/rating_koefs, edited as a whole).'
let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

const rate = (id: number, rating: Record<string, unknown>, as = admin) =>
  t.api('PUT', `/api/ratings/${id}`, as, { rating });

describe('PUT /api/ratings/{id}', () => {
  it('spec 02 §5 "when all individuals of the order are chosen as innocent, the all-innocent flag is set"', async () => {
    const { id, workers } = await orderWithWorkers(t, admin);
    const all = await rate(id, { rating: 2, innocent_individual_ids: workers.map((w) => w.id) });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().all_innocent).toBe(true);
    const one = await rate(id, { innocent_individual_ids: [workers[0].id] });
    expect(one.json().all_innocent).toBe(false);
  });

  it('never takes the flag from the body, and refuses an innocent worker who is not on the order', async () => {
    const { id, workers } = await orderWithWorkers(t, admin);
    const told = await rate(id, { rating: 3, all_innocent: true });
    expect(told.statusCode).toBe(422);
    expect(told.json().errors.all_innocent).toBeDefined();
    const stranger = await rate(id, { rating: 3, innocent_individual_ids: [workers[0].id, 1] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.innocent_individual_ids).toEqual(['работник №1 не назначен на этот заказ']);
    const row = await t.db
      .selectFrom('orders')
      .select(['rating', 'all_innocent'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating: null, all_innocent: false });
  });

  it('stamps rating_set_at on the first rating only', async () => {
    const { id } = await orderWithWorkers(t, admin);
    const before = Date.now();
    const first = (await rate(id, { rating: 5 })).json();
    expect(Date.parse(first.rating_set_at)).toBeGreaterThanOrEqual(before - 1000);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await t.db.updateTable('orders').set({ rating_set_at: yesterday }).where('id', '=', id).execute();
    const again = (await rate(id, { rating: 4 })).json();
    expect(again.rating).toBe(4);
    expect(Date.parse(again.rating_set_at)).toBe(Date.parse(yesterday));
  });

  it('spec 01 §5 "editable only if rating_set_at is empty or was set less than 30 days ago": refused on both doors', async () => {
    const { id } = await orderWithWorkers(t, admin);
    await rate(id, { rating: 4, rating_comment: 'Хорошо' });
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.db.updateTable('orders').set({ rating_set_at: old }).where('id', '=', id).execute();
    const refused = await rate(id, { rating: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.rating[0]).toMatch(
      /^оценку можно менять 30 дней после того, как она поставлена; она поставлена \d\d\.\d\d\.\d{4}$/,
    );
    const card = await t.api('PUT', `/api/orders/${id}`, admin, { order: { rating_comment: 'Переписал' } });
    expect(card.statusCode).toBe(422);
    expect(card.json().errors.rating_comment).toBeDefined();
    // The card sends its whole form: the same rating sent again is no change and passes.
    const same = await rate(id, { rating: 4, rating_comment: 'Хорошо' });
    expect(same.statusCode, same.body).toBe(200);
    const stored = await t.db
      .selectFrom('orders')
      .select(['rating', 'rating_comment'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ rating: 4, rating_comment: 'Хорошо' });
    const inWindow = new Date(Date.now() - 29 * 86_400_000).toISOString();
    await t.db.updateTable('orders').set({ rating_set_at: inWindow }).where('id', '=', id).execute();
    expect((await rate(id, { rating: 1 })).statusCode).toBe(200);
  });
});

describe('POST /api/ratings/{id}/screenshot', () => {
  const upload = (id: number, data: Buffer, as: Credentials | null = admin) => {
    const form = multipartForm({ filename: 'скрин.png', data });
    return t.app.inject({
      method: 'POST',
      url: `/api/ratings/${id}/screenshot`,
      payload: form.payload,
      headers: { ...form.headers, ...(as?.headers ?? {}) },
    });
  };

  it('keeps a picture checked by its content, links it to the order and shows it back', async () => {
    const { id } = await orderWithWorkers(t, admin);
    const res = await upload(id, samplePng);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, url: `/api/ratings/${id}/screenshot`, size: samplePng.length });
    const rating = (await t.api('GET', `/api/ratings/${id}`, admin)).json();
    expect(rating.rating_screenshot_file_id).toBe(res.json().rating_screenshot_file_id);
    const got = await t.api('GET', `/api/ratings/${id}/screenshot`, admin);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(got.rawPayload, samplePng)).toBe(0);
  });

  it('refuses what is no picture, a missing order and a visitor, keeping nothing', async () => {
    const { id } = await orderWithWorkers(t, admin);
    const svg = await upload(id, sampleSvg);
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors.file).toEqual(['Нужна картинка PNG, JPEG или WebP']);
    const cut = await upload(id, samplePng.subarray(0, 40));
    expect(cut.statusCode).toBe(422);
    expect((await upload(999_999, samplePng)).statusCode).toBe(404);
    expect((await upload(id, samplePng, null)).statusCode).toBe(401);
    expect((await t.api('GET', `/api/ratings/${id}/screenshot`, admin)).statusCode).toBe(404);
    const kept = await t.db.selectFrom('order_files').select('id').where('order_id', '=', id).execute();
    expect(kept).toEqual([]);
  });
});

describe('GET and PUT /api/rating_koefs ("a list edited as a whole")', () => {
  let senior: Credentials;
  beforeAll(async () => {
    senior = await t.loginAs('demo-senior-logist@crm.local', DEMO_PASSWORD);
  });
  const whole = (change: Record<string, number> = {}) =>
    RATING_KOEFS.map((k) => ({ key: k.key, value: change[k.key] ?? DEFAULT_RATING_KOEFS[k.key] }));

  it('answers every coefficient with its name and range, the defaults first', async () => {
    const res = await t.api('GET', '/api/rating_koefs', senior);
    expect(res.statusCode).toBe(200);
    expect(res.json().rating_koefs).toHaveLength(RATING_KOEFS.length);
    expect(res.json().rating_koefs[0]).toEqual({
      key: 'client_weight',
      name: 'К — вес оценки клиента в итоге',
      value: 0.4,
      min: 0,
      max: 1,
    });
  });

  it('saves the whole list (a comma decimal too) for the senior logist', async () => {
    const list = whole({ no_show_points: 2 });
    list[0] = { key: 'client_weight', value: '0,5' as unknown as number };
    const res = await t.api('PUT', '/api/rating_koefs', senior, { rating_koefs: list });
    expect(res.statusCode, res.body).toBe(200);
    const values = Object.fromEntries(
      res.json().rating_koefs.map((k: { key: string; value: number }) => [k.key, k.value]),
    );
    expect(values).toMatchObject({ client_weight: 0.5, no_show_points: 2 });
    await t.api('PUT', '/api/rating_koefs', senior, { rating_koefs: whole() });
  });

  it('refuses a part of the list, a value out of range, an unknown key, keeping the old values', async () => {
    const part = await t.api('PUT', '/api/rating_koefs', senior, { rating_koefs: whole().slice(1) });
    expect(part.statusCode).toBe(422);
    expect(part.json().errors).toEqual({ rating_koefs: ['нужен весь список коэффициентов'] });
    const range = await t.api('PUT', '/api/rating_koefs', senior, { rating_koefs: whole({ no_show_points: 9 }) });
    expect(range.json().errors).toEqual({ 'rating_koefs.no_show_points': ['должно быть от 0 до 5'] });
    expect(range.json().full_messages).toEqual(['Надёжность: минус за невыход: должно быть от 0 до 5']);
    const unknown = await t.api('PUT', '/api/rating_koefs', senior, {
      rating_koefs: [...whole(), { key: 'bonus', value: 1 }],
    });
    expect(unknown.json().errors).toEqual({ 'rating_koefs.bonus': ['неизвестный коэффициент'] });
    const kept = await t.db
      .selectFrom('rating_koefs')
      .select('value')
      .where('key', '=', 'no_show_points')
      .executeTakeFirstOrThrow();
    expect(Number(kept.value)).toBe(1.5);
  });

  it('refuses a logist (group 2) with 403 No access; reading is open to every signed-in user', async () => {
    const logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
    const res = await t.api('PUT', '/api/rating_koefs', logist, { rating_koefs: whole() });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('No access');
    expect((await t.api('GET', '/api/rating_koefs', logist)).statusCode).toBe(200);
    expect((await t.api('GET', '/api/rating_koefs', null)).statusCode).toBe(401);
  });
});
