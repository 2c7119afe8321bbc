import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 10 item 5: 'change history (GET /api/orders/{id}/changes_history: every save records who
// changed which field from what to what, with the Проведение карточки labels for status changes)';
// spec 01 §4: 'a change to status 2 reads conducting card 1, to status 3 conducting card 2'.

let t: TestApp;
let admin: Credentials;
let manager: Credentials;
let contractorId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  contractorId = (await t.db.selectFrom('contractors').select('id').limit(1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const history = async (id: number, as = admin) => {
  const res = await t.api('GET', `/api/orders/${id}/changes_history`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { user_name: string; changed_at: string; changes_data: Record<string, unknown>[] }[];
};

describe('the change history of an order', () => {
  it('records each save as one entry: who, and every field changed from what to what', async () => {
    const created = await t.api('POST', '/api/orders', admin, {
      order: {
        start_date: '01.02.2027',
        contractor_id: contractorId,
        comment: 'Разгрузка фуры',
        order_prices: [{ work_type_id: 48, workers_amount: 2 }],
      },
    });
    const id = created.json().id;
    expect((await history(id)).map((e) => e.changes_data)).toEqual([
      [{ field: 'id', label: 'Заказ создан', from: null, to: String(id) }],
    ]);

    const saved = await t.api('PUT', `/api/orders/${id}`, manager, {
      order: { comment: 'Разгрузка двух фур', start_date: '02.02.2027', approx_work_time: '6,5' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [latest, first] = await history(id);
    expect(first.changes_data[0].label).toBe('Заказ создан');
    expect(latest.user_name).toBe('Ольга Смирнова');
    expect(latest.changes_data).toEqual([
      { field: 'start_date', label: 'Дата', from: '2027-02-01', to: '2027-02-02' },
      { field: 'approx_work_time', label: 'Примерное время работы, ч', from: null, to: '6.5' },
      { field: 'comment', label: 'Комментарий', from: 'Разгрузка фуры', to: 'Разгрузка двух фур' },
    ]);
  });

  it("labels the status changes 'Проведение карточки 1' and 'Проведение карточки 2'", async () => {
    const created = await t.api('POST', '/api/orders', admin, {
      order: {
        start_date: '03.02.2027',
        contractor_id: contractorId,
        order_prices: [{ work_type_id: 48, workers_amount: 1 }],
      },
    });
    const id = created.json().id;
    await t.api('PUT', `/api/orders/${id}`, admin, { order: { next_status: 1 } });
    const card1 = (await history(id))[0].changes_data.find((c) => c.field === 'status');
    expect(card1).toEqual({ field: 'status', label: 'Проведение карточки 1', from: '0', to: '2' });
    // Form 2 is conducted only with every place filled (issue 10 item 2), so the place gets a worker.
    const worker = await t.db
      .insertInto('individuals')
      .values({ name: 'Пётр Грузчиков' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [place] = (await t.api('GET', `/api/orders/${id}`, admin)).json().order_individuals;
    const card2Save = await t.api('PUT', `/api/orders/${id}`, admin, {
      order: { next_status: 2, order_individuals: [{ id: place.id, individual_id: worker.id }] },
    });
    expect(card2Save.statusCode, card2Save.body).toBe(200);
    const card2 = (await history(id))[0].changes_data.find((c) => c.field === 'status');
    expect(card2).toEqual({ field: 'status', label: 'Проведение карточки 2', from: '2', to: '3' });
  });

  it("records the card's lists too: a worker put on a place, a price line added and one removed", async () => {
    const { id, workers } = await orderWithWorkers(t, admin, {
      order: {
        order_prices: [
          { work_type_id: 48, workers_amount: 1 },
          { work_type_id: 49, workers_amount: 1 },
        ],
      },
    });
    const assigned = await history(id);
    const put = assigned[0].changes_data;
    expect(put).toContainEqual({
      field: 'order_individuals.individual_id',
      label: 'Работники, строка 1: Работник',
      from: null,
      to: workers[0].name,
    });
    const order = (await t.api('GET', `/api/orders/${id}`, admin)).json();
    const names = await t.db.selectFrom('work_types').select(['id', 'name']).where('id', 'in', [49, 50]).execute();
    const nameOf = (wt: number) => names.find((n) => n.id === wt)!.name;
    const saved = await t.api('PUT', `/api/orders/${id}`, admin, {
      order: {
        order_prices: [
          { id: order.order_prices[1].id, _destroy: true },
          { work_type_id: 50, workers_amount: 3 },
        ],
        order_individuals: [{ id: order.order_individuals[1].id, individual_id: workers[0].id }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await history(id))[0].changes_data).toEqual([
      {
        field: 'order_prices',
        label: 'Цены: добавлена строка 2',
        from: null,
        to: `Тип работ: ${nameOf(50)}; Работников: 3; Инструментов: 0`,
      },
      {
        field: 'order_prices',
        label: 'Цены: удалена строка 2',
        from: `Тип работ: ${nameOf(49)}; Работников: 1; Инструментов: 0`,
        to: null,
      },
      {
        field: 'order_individuals.individual_id',
        label: 'Работники, строка 2: Работник',
        from: workers[1].name,
        to: workers[0].name,
      },
    ]);
  });

  it('records nothing for a save that changes nothing, and nothing for a refused save', async () => {
    const { id } = await orderWithWorkers(t, admin);
    const before = (await history(id)).length;
    await t.api('PUT', `/api/orders/${id}`, admin, { order: { comment: null } });
    const refused = await t.api('PUT', `/api/orders/${id}`, admin, { order: { discount: '500' } });
    expect(refused.statusCode).toBe(422);
    expect(await history(id)).toHaveLength(before);
  });

  it('answers 404 for a missing order and 401 without a session', async () => {
    expect((await t.api('GET', '/api/orders/999999/changes_history', admin)).statusCode).toBe(404);
    expect((await t.api('GET', '/api/orders/abc/changes_history', admin)).statusCode).toBe(404);
    expect((await t.api('GET', '/api/orders/1/changes_history', null)).statusCode).toBe(401);
  });
});
