import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 01 §2 'review of client changes (allow or deny per field, added or removed price line,
// additional address)'; the changes wait in orders.client_changes (spec 01 §3).

let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

async function orderWithClientChanges() {
  const made = await orderWithWorkers(t, admin, {
    order: {
      order_prices: [
        { work_type_id: 48, workers_amount: 2, rate_client1: '650' },
        { work_type_id: 49, workers_amount: 1, rate_client1: '900' },
      ],
    },
    workers: [{ name: 'Работник Один' }, { name: 'Работник Два' }, { name: 'Работник Три' }],
  });
  const prices = await t.db
    .selectFrom('order_prices')
    .select(['id', 'work_type_id'])
    .where('order_id', '=', made.id)
    .orderBy('id')
    .execute();
  const street = await t.db.selectFrom('streets').select('id').limit(1).executeTakeFirstOrThrow();
  const changes = {
    fields: { start_time: '11:30', comment: 'Позвонить за час' },
    added_prices: [{ work_type_id: 50, workers_amount: 1, rate_client1: '700' }],
    removed_prices: [prices[1].id],
    additional_addresses: [{ street_id: street.id, address_info: 'д. 12, подъезд 2' }],
  };
  await t.db
    .updateTable('orders')
    .set({ client_changes: JSON.stringify(changes) })
    .where('id', '=', made.id)
    .execute();
  return { ...made, prices, streetId: street.id };
}

const review = (id: number, key: string, allow: unknown) =>
  t.api('POST', `/api/orders/${id}/review_client_change`, admin, { key, allow });
const orderOf = async (id: number) => (await t.api('GET', `/api/orders/${id}`, admin)).json();

describe("reviewing the client's changes", () => {
  it('lists every pending change with what it changes from and to', async () => {
    const { id, prices } = await orderWithClientChanges();
    const res = await t.api('GET', `/api/orders/${id}/client_changes`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { key: string }) => i.key)).toEqual([
      'fields.start_time',
      'fields.comment',
      'added_prices.0',
      `removed_prices.${prices[1].id}`,
      'additional_addresses.0',
    ]);
    expect(items[0]).toMatchObject({ kind: 'field', label: 'Время', from: '09:00', to: '11:30' });
    expect(items[3]).toMatchObject({ kind: 'removed_price', label: 'Удалена строка цены' });
    expect(items[3].from).toContain('"work_type_id":49');
  });

  it('allowing a field writes it; denying one leaves the order as it was; both leave the list', async () => {
    const { id } = await orderWithClientChanges();
    const allowed = await review(id, 'fields.start_time', true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const denied = await review(id, 'fields.comment', false);
    expect(denied.json().items.map((i: { key: string }) => i.key)).not.toContain('fields.comment');
    const order = await orderOf(id);
    expect(order.start_time).toBe('11:30');
    expect(order.comment).toBeNull();
    expect(order.client_changes.fields).toEqual({});
    const history = (await t.api('GET', `/api/orders/${id}/changes_history`, admin)).json().items;
    expect(history[0].changes_data[0]).toMatchObject({ label: 'Изменение клиента отклонено: Комментарий' });
    expect(history[1].changes_data[0]).toMatchObject({ label: 'Изменение клиента разрешено: Время', to: '11:30' });
  });

  it('allowing an added price line, a removed one and an additional address applies them to the card', async () => {
    const { id, prices, streetId } = await orderWithClientChanges();
    expect((await review(id, 'added_prices.0', true)).statusCode).toBe(200);
    expect((await review(id, `removed_prices.${prices[1].id}`, true)).statusCode).toBe(200);
    const last = await review(id, 'additional_addresses.0', true);
    expect(last.json().items).toEqual([
      expect.objectContaining({ key: 'fields.start_time' }),
      expect.objectContaining({ key: 'fields.comment' }),
    ]);
    const order = await orderOf(id);
    expect(order.order_prices.map((p: { work_type_id: number }) => p.work_type_id)).toEqual([48, 50]);
    expect(order.additional_order_addresses).toEqual([
      expect.objectContaining({ street_id: streetId, address_info: 'д. 12, подъезд 2' }),
    ]);
  });

  it('a change the card refuses stays pending, with the same 422 as the card', async () => {
    const { id } = await orderWithClientChanges();
    await t.db
      .updateTable('orders')
      .set({
        client_changes: JSON.stringify({
          added_prices: [{ work_type_id: 48, workers_amount: 1 }],
          fields: { discount: 500 },
        }),
      })
      .where('id', '=', id)
      .execute();
    const duplicate = await review(id, 'added_prices.0', true);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().full_messages.join(' ')).toContain('Такой тип работ и инструмент уже есть у этого заказа');
    expect((await review(id, 'fields.discount', true)).statusCode).toBe(422);
    expect((await t.api('GET', `/api/orders/${id}/client_changes`, admin)).json().items).toHaveLength(2);
    // Denying a change the card would refuse simply drops it.
    expect((await review(id, 'fields.discount', false)).json().items).toHaveLength(1);
  });

  it('refuses an unknown change or a missing verdict', async () => {
    const { id } = await orderWithClientChanges();
    expect((await review(id, 'fields.nope', true)).json().errors.key).toEqual([
      'Такого изменения клиента нет: обновите карточку',
    ]);
    expect((await review(id, 'added_prices.7', false)).statusCode).toBe(422);
    expect((await review(id, 'fields.comment', 'да')).json().errors.allow).toBeDefined();
    expect(
      (await t.api('POST', '/api/orders/999999/review_client_change', admin, { key: 'fields.a', allow: true }))
        .statusCode,
    ).toBe(404);
  });
});
