import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 01 §2 'dialog to fire or restore an individual'; §8 'Fire individual: info Отстранен; error
// Ошибка / Restore individual: Восстановлен'; §7 GET /api/orders/{id}/get_fired_individuals.

let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

const fire = (id: number, body: Record<string, unknown>) =>
  t.api('POST', `/api/orders/${id}/fire_individual`, admin, body);
const restore = (id: number, individual_id: unknown) =>
  t.api('POST', `/api/orders/${id}/restore_individual`, admin, { individual_id });
const place = async (orderId: number) =>
  t.db
    .selectFrom('order_individuals')
    .select(['id', 'individual_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const individual = (id: number) =>
  t.db.selectFrom('individuals').select(['fired', 'fired_until']).where('id', '=', id).executeTakeFirstOrThrow();
const displayed = async (id: number) =>
  Number(
    (await t.db.selectFrom('orders').select('displayed_status').where('id', '=', id).executeTakeFirstOrThrow())
      .displayed_status,
  );

describe('firing a worker from an order and restoring them', () => {
  it("takes the worker off their place ('Отстранен'), lists them, and puts them back ('Восстановлен')", async () => {
    const { id, workers } = await orderWithWorkers(t, admin);
    const [ivan] = workers;
    const shownBefore = await displayed(id);
    const fired = await fire(id, { individual_id: ivan.id, fired_until: '31.12.2099', comment: 'Пришёл нетрезвым' });
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json().message).toBe(texts.individualFired);
    expect((await place(id))[0].individual_id).toBeNull();
    expect(await individual(ivan.id)).toEqual({ fired: true, fired_until: '2099-12-31' });

    const answer = (await t.api('GET', `/api/orders/${id}/get_fired_individuals`, admin)).json();
    expect(answer.assigned.map((a: { name: string }) => a.name)).toEqual([workers[1].name]);
    const listed = answer.items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      individual_id: ivan.id,
      individual_name: ivan.name,
      fired_until: '2099-12-31',
      comment: 'Пришёл нетрезвым',
      restored_at: null,
    });

    const restored = await restore(id, ivan.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe('Восстановлен');
    expect(restored.json().items[0].restored_at).not.toBeNull();
    expect((await place(id))[0].individual_id).toBe(ivan.id);
    expect(await individual(ivan.id)).toEqual({ fired: false, fired_until: null });
    expect(await displayed(id)).toBe(shownBefore);

    const history = (await t.api('GET', `/api/orders/${id}/changes_history`, admin)).json().items;
    expect(
      history
        .slice(0, 2)
        .map((e: { changes_data: { label: string }[] }) => e.changes_data[0].label)
        .sort(),
    ).toEqual(['Восстановлен', 'Отстранен']);
  });

  it('without a date takes the worker off this order only', async () => {
    const { id, workers } = await orderWithWorkers(t, admin);
    expect((await fire(id, { individual_id: workers[1].id })).statusCode).toBe(200);
    expect(await individual(workers[1].id)).toEqual({ fired: false, fired_until: null });
  });

  it('refuses to restore onto a place someone else took, and to fire a worker not on the order', async () => {
    const { id, workers } = await orderWithWorkers(t, admin);
    const other = await orderWithWorkers(t, admin);
    await fire(id, { individual_id: workers[0].id });
    const [first] = await place(id);
    await t.db
      .updateTable('order_individuals')
      .set({ individual_id: other.workers[0].id })
      .where('id', '=', first.id)
      .execute();
    const res = await restore(id, workers[0].id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.individual_id).toEqual(['Место работника уже занято другим']);

    const stranger = await fire(id, { individual_id: other.workers[1].id });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.individual_id[0]).toContain('не назначен на заказ');
    expect((await restore(id, workers[1].id)).json().errors.individual_id[0]).toContain('не отстранен');
  });

  it('refuses a bad or past date, writing nothing', async () => {
    const { id, workers } = await orderWithWorkers(t, admin);
    const bad = await fire(id, { individual_id: workers[0].id, fired_until: '31.02.2099' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.fired_until).toEqual(['Отстранен до: неверная дата, нужна дд.мм.гггг']);
    const past = await fire(id, { individual_id: workers[0].id, fired_until: '2001-01-01' });
    expect(past.json().errors.fired_until).toEqual(['Отстранен до: дата уже прошла']);
    expect((await place(id))[0].individual_id).toBe(workers[0].id);
    expect((await t.api('GET', `/api/orders/${id}/get_fired_individuals`, admin)).json().items).toEqual([]);
  });

  it('needs a session; a missing order is 404', async () => {
    expect((await t.api('GET', '/api/orders/1/get_fired_individuals', null)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/orders/999999/get_fired_individuals', admin)).statusCode).toBe(404);
  });
});

describe('outsourcing confirmation', () => {
  it("lists an outsourcing client's workers not yet outsourcers and confirms them", async () => {
    const { id, workers } = await orderWithWorkers(t, admin, { outsource: true });
    const before = (await t.api('GET', `/api/orders/${id}/outsourcing`, admin)).json();
    expect(before.contractor_outsource).toBe(true);
    expect(before.pending.map((p: { individual_id: number }) => p.individual_id).sort()).toEqual(
      workers.map((w) => w.id).sort(),
    );
    const res = await t.api('POST', `/api/orders/${id}/confirm_outsourcing`, admin, {
      individual_ids: [workers[0].id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pending.map((p: { individual_id: number }) => p.individual_id)).toEqual([workers[1].id]);
    const history = (await t.api('GET', `/api/orders/${id}/changes_history`, admin)).json().items;
    expect(history[0].changes_data).toEqual([
      { field: 'outsourcing', label: 'Аутсорсинг подтверждён', from: null, to: workers[0].name },
    ]);
  });

  it('has nothing pending for a client without outsourcing and refuses workers of other orders', async () => {
    const { id } = await orderWithWorkers(t, admin);
    expect((await t.api('GET', `/api/orders/${id}/outsourcing`, admin)).json().pending).toEqual([]);
    const other = await orderWithWorkers(t, admin);
    const res = await t.api('POST', `/api/orders/${id}/confirm_outsourcing`, admin, {
      individual_ids: [other.workers[0].id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.individual_ids[0]).toContain('не из этого заказа');
    const none = await t.api('POST', `/api/orders/${id}/confirm_outsourcing`, admin, { individual_ids: [] });
    expect(none.json().errors.individual_ids).toEqual(['Выберите работников для подтверждения']);
  });
});

describe('GET /api/orders/get_orders_to_connect', () => {
  it('lists open orders from yesterday on, soonest first, optionally of one client', async () => {
    const future = await orderWithWorkers(t, admin, { order: { start_date: '10.01.2099' } });
    const past = await orderWithWorkers(t, admin, { order: { start_date: '10.01.2001' } });
    const res = await t.api('GET', '/api/orders/get_orders_to_connect', admin);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().items.map((o: { id: number }) => o.id);
    expect(ids).not.toContain(past.id);
    const mine = (
      await t.api('GET', `/api/orders/get_orders_to_connect?contractor_id=${future.contractorId}`, admin)
    ).json().items;
    expect(mine).toEqual([
      expect.objectContaining({
        id: future.id,
        start_date: '2099-01-10',
        start_time: '09:00',
        address_info: 'Складская ул., 7',
      }),
    ]);
    await t.db
      .updateTable('orders')
      .set({ client_canceled_at: new Date().toISOString() })
      .where('id', '=', future.id)
      .execute();
    expect(
      (await t.api('GET', `/api/orders/get_orders_to_connect?contractor_id=${future.contractorId}`, admin)).json()
        .items,
    ).toEqual([]);
  });
});
