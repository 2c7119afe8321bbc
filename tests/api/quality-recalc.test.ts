import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_CHANNEL } from '../../core/quality/quality-channel.ts';
import { DEFAULT_RATING_KOEFS, NO_FACTS, placePercent, qualityScores } from '../../core/rules/quality.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { insertContractor, insertOrder, insertWorker, monthBack } from './quality-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

// Issue 21 item 3: 'PUT /api/quality_individuals/update_ratings?month&year&filter runs as a
// background job …, and pushes progress in whole percent (rounded up) and then a completion message
// over the realtime channel'; item 9: 'a realtime test that receives the recalculation progress to 100 %'.
let t: TestApp;
let base: string;
let logist: Credentials;
let listener: WsClient;
let worker: number;
const M = monthBack(1);
const recalc = (query: string, as = logist) => t.api('PUT', `/api/quality_individuals/update_ratings?${query}`, as);

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  // A worker whose month is known: two counted orders (client marks 5 and 3, his own mark 4 on the
  // first), 8 + 6 billed hours, one declined offer, one suit check in full form.
  worker = await insertWorker(t, 'Проверкин Расчёт Месяцевич');
  const client = await insertContractor(t, 'ООО «Пересчёт»', false);
  for (const [day, rating, pure, mark] of [
    [3, 5, '8', 4],
    [9, 3, '6', null],
  ] as const) {
    const order = await insertOrder(t, {
      status: 3,
      start_date: M.day(day),
      contractor_id: client,
      rating,
      pure_time: pure,
    });
    await t.db
      .insertInto('order_individuals')
      .values({ order_id: order, individual_id: worker, work_type_id: 48, rating: mark })
      .execute();
  }
  await t.db
    .insertInto('individual_refusals')
    .values({ individual_id: worker, kind: 2, refused_on: M.day(10) })
    .execute();
  const check = await t.db
    .insertInto('suit_checks')
    .values({ created_at: new Date(`${M.day(9)}T10:00:00+03:00`).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('suit_check_individuals')
    .values({ suit_check_id: check.id, individual_id: worker, check_type: 1 })
    .execute();
  listener = await openWs(`ws://${base}/ws`, { cookie: logist.headers.cookie });
  listener.send({ type: 'subscribe', channel: QUALITY_CHANNEL });
  await listener.next((m) => m.type === 'subscribed');
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const quality = async (id: number) =>
  t.db
    .selectFrom('quality_individuals')
    .selectAll()
    .where('individual_id', '=', id)
    .where('year', '=', M.year)
    .where('month', '=', M.month)
    .executeTakeFirst();

describe('the recalculation job and its live progress', () => {
  it('answers 202 with the spec notice, then pushes whole percents up to 100 and the end over /quality_ratings', async () => {
    const res = await recalc(`year=${M.year}&month=${M.month}`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Пересчёт запущен. Дождитесь завершения',
      year: M.year,
      month: M.month,
    });
    const jobId = res.json().job_id;
    // Asked again before it ran: the same job, not a second one.
    expect((await recalc(`month=${M.month}&year=${M.year}`)).json().job_id).toBe(jobId);
    await t.app.jobs.drain();
    const percents: number[] = [];
    for (;;) {
      const m = await listener.next((x) => x.type === 'event' && x.channel === QUALITY_CHANNEL, 10_000);
      expect(m.data.job_id).toBe(jobId);
      if (m.data.type === 'done') {
        expect(m.data.text).toMatch(/^Пересчёт рейтингов за [а-я]+ \d{4} завершён: работников — \d+$/);
        break;
      }
      expect(m.data.type).toBe('progress');
      percents.push(m.data.percent);
    }
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.every((p, i) => Number.isInteger(p) && (i === 0 || p > percents[i - 1]))).toBe(true);
  });

  it('scores the known worker by the formulas of docs/decisions.md', async () => {
    const row = await quality(worker);
    const expected = qualityScores(
      {
        ...NO_FACTS,
        client_ratings: 2,
        client_rating_sum: 8,
        work_ratings: 1,
        work_rating_sum: 4,
        suit_checks: 1,
        suit_sum: 1,
        assignments: 2,
        declines: 1,
        hours: 14,
      },
      DEFAULT_RATING_KOEFS,
    );
    expect(row).toMatchObject({
      client_current_month: '4.00',
      work_current_month: '4.25',
      reliability_current_month: '4.75',
      total_current_month: expected.total!.toFixed(2),
      work_hours_current_month: '14.00',
      koefs: { К: 0.4, Т: 0.3, Н: 0.3 },
    });
    expect(expected.total).toBe(3.34);
  });

  it('places every rated worker of the month by 100 × rank ÷ count, the best first', async () => {
    const rows = await t.db
      .selectFrom('quality_individuals')
      .select(['total_current_month as total', 'total_current_month_place as place'])
      .where('year', '=', M.year)
      .where('month', '=', M.month)
      .where('total_current_month', 'is not', null)
      .execute();
    const totals = rows.map((r) => Number(r.total));
    for (const r of rows) {
      const rank = 1 + totals.filter((x) => x > Number(r.total)).length;
      expect(Number(r.place)).toBe(placePercent(rank, rows.length));
    }
    const list = await t.api('GET', `/api/quality_individuals?year=${M.year}&month=${M.month}`, logist);
    expect(list.json().meta.sort).toBe('total_current_month_place');
    const places = list
      .json()
      .items.map((i: { total_current_month_place: string | null }) => i.total_current_month_place);
    expect(places.filter((p: string | null) => p !== null).map(Number)).toEqual(
      [...places.filter((p: string | null) => p !== null).map(Number)].sort((a, b) => a - b),
    );
  });

  it('a filter narrows it to the chosen workers; anything else in the filter is a 422', async () => {
    await t.db
      .updateTable('quality_individuals')
      .set({ total_current_month: null })
      .where('individual_id', '=', worker)
      .execute();
    const res = await recalc(`year=${M.year}&month=${M.month}&filter=individual_id=${worker}`);
    expect(res.statusCode).toBe(202);
    const job = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('id', '=', res.json().job_id)
      .executeTakeFirstOrThrow();
    expect(job.payload).toEqual({ year: M.year, month: M.month, individual_ids: [worker] });
    await t.app.jobs.drain();
    expect((await quality(worker))?.total_current_month).toBe('3.34');
    const bad = await recalc(`year=${M.year}&month=${M.month}&filter=total_current_month=5`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.filter).toEqual([
      'пересчитать можно по работнику (individual_id) или логисту (logist_user_id)',
    ]);
    expect((await recalc('month=13')).statusCode).toBe(422);
  });

  it('is refused to an accountant (logisticians rank workers; 403 No access)', async () => {
    const accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
    const res = await recalc(`year=${M.year}&month=${M.month}`, accountant);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('No access');
  });
});
