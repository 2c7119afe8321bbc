import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format.ts';
import { NEWCOMER_RELIABILITY, type ReliabilityEvent, reliabilityOf } from '../../core/rules/reliability.rule.ts';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { insertContractor, insertOrder, insertWorker, userWith } from './quality-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 21 item 6: 'One score per worker from the quality data …, shown in the worker picker and on
// the worker card, and used to order the picker. On the order card and the daily schedule: the
// expected turnout … with a warning when an order is at risk; a left-column block «Заказы под
// угрозой» for tomorrow. … test it on a seeded history where the answer is known.'
let t: TestApp;
let admin: Credentials;
const today = moscowDate();
const tomorrow = addDays(today, 1);
let client: number;
let good: number;
let newcomer: number;
let bad: number;
let goodEvents: ReliabilityEvent[];
let badEvents: ReliabilityEvent[];

async function workedOn(worker: number, day: string, rating: number | null = null) {
  const order = await insertOrder(t, { status: 3, start_date: day, contractor_id: client, rating });
  await t.db
    .insertInto('order_individuals')
    .values({ order_id: order, individual_id: worker, work_type_id: 48 })
    .execute();
}

const scoresOf = async (ids: number[]) => {
  const res = await t.api('GET', `/api/reliability?individual_ids=${ids.join(',')}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { individual_id: number; score: number; p_show: number }[];
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  client = await insertContractor(t, 'ООО «Надёжный склад»', false);
  good = await insertWorker(t, 'Надёжнов Первый');
  newcomer = await insertWorker(t, 'Надёжнов Второй');
  bad = await insertWorker(t, 'Надёжнов Третий');
  // The good one: eight orders over the last four months, five of them rated 5 by the client.
  goodEvents = [];
  for (let k = 0; k < 8; k++) {
    const day = addDays(today, -7 - 14 * k);
    await workedOn(good, day, k < 5 ? 5 : null);
    goodEvents.push(
      { kind: 'worked', date: day },
      ...(k < 5 ? [{ kind: 'rating' as const, date: day, value: 5 }] : []),
    );
  }
  // The bad one: two orders worked, a penalty on one, two no-shows and a declined offer.
  badEvents = [];
  for (const back of [40, 80]) {
    await workedOn(bad, addDays(today, -back));
    badEvents.push({ kind: 'worked', date: addDays(today, -back) });
  }
  await t.db
    .updateTable('order_individuals')
    .set({ penalty_id: (await t.db.selectFrom('penalties').select('id').executeTakeFirstOrThrow()).id })
    .where('individual_id', '=', bad)
    .where(
      'order_id',
      '=',
      (
        await t.db
          .selectFrom('order_individuals')
          .select('order_id')
          .where('individual_id', '=', bad)
          .executeTakeFirstOrThrow()
      ).order_id,
    )
    .execute();
  badEvents.push({ kind: 'penalty', date: addDays(today, -40) });
  await t.db
    .insertInto('individual_refusals')
    .values([
      { individual_id: bad, kind: 3, refused_on: addDays(today, -3) },
      { individual_id: bad, kind: 2, refused_on: addDays(today, -20) },
    ])
    .execute();
  badEvents.push({ kind: 'no_show', date: addDays(today, -3) }, { kind: 'declined', date: addDays(today, -20) });
  // The last refusal goes through the API: its hook keeps the reliability of the workers it names.
  const last = await t.api('POST', '/api/individual_refusals', admin, {
    individual_refusal: {
      individual_id: bad,
      kind: 3,
      refused_on: formatDate(addDays(today, -1)),
      comment: 'Не вышел',
    },
  });
  expect(last.statusCode, last.body).toBe(201);
  badEvents.push({ kind: 'no_show', date: addDays(today, -1) });
  await t.api('POST', '/api/individual_refusals', admin, {
    individual_refusal: { individual_id: good, kind: 2, refused_on: formatDate(addDays(today, -400)) },
  });
});
afterAll(async () => t?.close());

describe('the reliability score on a seeded history', () => {
  it('keeps what core/rules/reliability.rule.ts gives for the same events (the SQL sums agree with the rule)', async () => {
    const [g, n, b] = await scoresOf([good, newcomer, bad]);
    const expectedGood = reliabilityOf(goodEvents, today);
    const expectedBad = reliabilityOf(badEvents, today);
    expect(g).toMatchObject({ individual_id: good, score: expectedGood.score, p_show: expectedGood.p_show });
    expect(n).toMatchObject({ individual_id: newcomer, score: NEWCOMER_RELIABILITY.score, computed_on: null });
    expect(b).toMatchObject({ individual_id: bad, score: expectedBad.score, p_show: expectedBad.p_show });
    expect(g.score).toBeGreaterThan(n.score);
    expect(n.score).toBeGreaterThan(b.score);
  });

  it('a refusal deleted is forgotten at once', async () => {
    const row = await t.db
      .selectFrom('individual_refusals')
      .select('id')
      .where('individual_id', '=', bad)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await t.api('DELETE', `/api/individual_refusals/${row.id}`, admin)).statusCode).toBe(200);
    const [b] = await scoresOf([bad]);
    expect(b.score).toBe(reliabilityOf(badEvents.slice(0, -1), today).score);
  });
});

describe('the worker picker is ordered by the score', () => {
  it('offers the reliable worker first, then the newcomer, then the one who does not come, each with its score', async () => {
    const res = await t.api('POST', '/api/orders/free_individuals', admin, {
      date: formatDate(tomorrow),
      search: 'Надёжнов',
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: number; reliability: { score: number; p_show: number } }[];
    expect(items.map((i) => i.id)).toEqual([good, newcomer, bad]);
    expect(items[1].reliability).toEqual({ score: NEWCOMER_RELIABILITY.score, p_show: NEWCOMER_RELIABILITY.p_show });
  });
});

describe('expected turnout, the orders list filter and the left column agree', () => {
  let atRiskOrder: number;
  let safeOrder: number;
  beforeAll(async () => {
    const order = (places: number) =>
      insertOrder(t, { status: 2, start_date: tomorrow, contractor_id: client }).then(async (id) => {
        await t.db
          .insertInto('order_prices')
          .values({ order_id: id, work_type_id: 48, workers_amount: places })
          .execute();
        return id;
      });
    atRiskOrder = await order(3);
    safeOrder = await order(1);
    await t.db
      .insertInto('order_individuals')
      .values([
        { order_id: atRiskOrder, individual_id: good, work_type_id: 48 },
        { order_id: atRiskOrder, individual_id: bad, work_type_id: 48 },
        { order_id: atRiskOrder, individual_id: null, work_type_id: 48 },
        { order_id: safeOrder, individual_id: newcomer, work_type_id: 48 },
      ])
      .execute();
  });

  it("GET /api/orders/turnout: the sum of the assigned workers' chances against the places", async () => {
    const [g, n, b] = await scoresOf([good, newcomer, bad]);
    const res = await t.api('GET', `/api/orders/turnout?from=${formatDate(tomorrow)}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().items.map((i: { order_id: number }) => [i.order_id, i]));
    expect(byId.get(atRiskOrder)).toEqual({
      order_id: atRiskOrder,
      start_date: tomorrow,
      places: 3,
      assigned: 2,
      expected: Math.round((g.p_show + b.p_show) * 100) / 100,
      at_risk: true,
    });
    expect(byId.get(safeOrder)).toMatchObject({
      places: 1,
      assigned: 1,
      expected: Math.round(n.p_show * 100) / 100,
      at_risk: false,
    });
  });

  // Issue 23 item 1 'the at-risk mark when the reliability issue provides it': the week board reads it
  // from GET /api/schedule/weekly, the same rule as /api/orders/turnout, as text a person reads.
  it('the weekly schedule marks the at-risk order with its expected turnout and leaves the safe one null', async () => {
    const turnout = (await t.api('GET', `/api/orders/turnout?from=${formatDate(tomorrow)}`, admin)).json().items;
    const risky = turnout.find((i: { order_id: number }) => i.order_id === atRiskOrder);
    const week = await t.api('GET', `/api/schedule/weekly?start_date=${tomorrow}`, admin);
    expect(week.statusCode, week.body).toBe(200);
    const bars = new Map(week.json().items.map((b: { order_id: number; at_risk: string | null }) => [b.order_id, b]));
    const shown = `Ожидается ${risky.expected.toFixed(1).replace('.', ',')} из 3`;
    expect((bars.get(atRiskOrder) as { at_risk: string | null }).at_risk).toBe(shown);
    expect((bars.get(safeOrder) as { at_risk: string | null }).at_risk).toBeNull();
  });

  it('the orders list filter turnout=at_risk holds exactly the orders the rule marks', async () => {
    const turnout = (await t.api('GET', `/api/orders/turnout?from=${formatDate(tomorrow)}`, admin)).json().items;
    const marked = turnout.filter((i: { at_risk: boolean }) => i.at_risk).map((i: { order_id: number }) => i.order_id);
    const filter = encodeURIComponent(`start_date=${formatDate(tomorrow)};turnout=at_risk`);
    const list = await t.api('GET', `/api/orders?filter=${filter}&fields=id&limit=500`, admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .items.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([...marked].sort());
    expect(marked).toContain(atRiskOrder);
  });

  it('the left column block «Заказы под угрозой» for tomorrow, only with shared_orders_at_risk', async () => {
    const logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
    const blocks = (await t.api('GET', '/api/left_column', logist)).json().blocks;
    const block = blocks.find((b: { flag: string }) => b.flag === 'shared_orders_at_risk');
    const turnout = (await t.api('GET', `/api/orders/turnout?from=${formatDate(tomorrow)}`, admin)).json().items;
    expect(block.title).toBe('Заказы под угрозой');
    expect(block.items[0]).toEqual({
      label: `Завтра, ${formatDate(tomorrow)}: из ${turnout.length}`,
      value: turnout.filter((i: { at_risk: boolean }) => i.at_risk).length,
      kind: 'count',
      href: `/orders?filter=${encodeURIComponent(`start_date=${formatDate(tomorrow)};turnout=at_risk`)}`,
    });
    const without = await userWith(t, admin, { shared_profit: true });
    const theirs = (await t.api('GET', '/api/left_column', without)).json().blocks;
    expect(theirs.map((b: { flag: string }) => b.flag)).toEqual(['shared_profit']);
  });

  it('refuses a range over 31 days or backwards', async () => {
    const far = await t.api(
      'GET',
      `/api/orders/turnout?from=${formatDate(today)}&to=${formatDate(addDays(today, 40))}`,
      admin,
    );
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.to).toBeDefined();
    expect((await t.api('GET', '/api/orders/turnout?from=31.02.2026', admin)).statusCode).toBe(422);
  });
});

describe('refusals from the order card (decisions.md «Issue 21: refusals»)', () => {
  it("a confirmed worker taken off an order of tomorrow is a refusal of kind 1, once, and is in today's refusers", async () => {
    const order = await insertOrder(t, { status: 2, start_date: tomorrow, contractor_id: client });
    const [row] = await t.db
      .insertInto('order_individuals')
      .values({ order_id: order, individual_id: newcomer, work_type_id: 48, confirmed: true })
      .returning('id')
      .execute();
    const before = (await scoresOf([newcomer]))[0].score;
    const off = await t.api('PUT', `/api/orders/${order}`, admin, {
      order: { order_individuals: [{ id: row.id, individual_id: null }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const refusals = await t.db.selectFrom('individual_refusals').selectAll().where('order_id', '=', order).execute();
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ individual_id: newcomer, kind: 1, refused_on: today });
    expect((await scoresOf([newcomer]))[0].score).toBeLessThan(before);
    const list = await t.api('GET', `/api/refuses?filter=${encodeURIComponent('period=today')}&limit=500`, admin);
    expect(list.json().items.map((r: { individual_id: number }) => r.individual_id)).toContain(newcomer);
    const week = await t.api('GET', `/api/refuses?filter=${encodeURIComponent('period=week')}&limit=500`, admin);
    expect(week.json().items.map((r: { individual_id: number }) => r.individual_id)).not.toContain(newcomer);
  });

  it("counts the refusers' figures of spec 02 (3 months, month, average, dates)", async () => {
    const res = await t.api('GET', `/api/refuses/${bad}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      individual_id: bad,
      name: 'Надёжнов Третий',
      refuses_3_months: 2,
      refuses_month: 2,
      refuses_average: 0.67,
      refuses_dates: `${formatDate(addDays(today, -3))}, ${formatDate(addDays(today, -20))}`,
    });
  });
});
