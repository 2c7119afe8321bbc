import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

// Spec 01 §4 'Order comments. Kinds: individual (from workers, with per-user read marks), user,
// internal'; §7 POST internal_comments {comment}, mark_individual_comment_read {comment_id},
// mark_internal_notifications_read; channels /notification/{userId}.

let t: TestApp;
let admin: Credentials;
let manager: Credentials;
let managerId: number;
let socket: WsClient | undefined;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  managerId = (
    await t.db.selectFrom('users').select('id').where('email', '=', 'demo-manager@crm.local').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await socket?.close();
  await t?.close();
});

const comments = async (id: number, as: Credentials) => (await t.api('GET', `/api/orders/${id}/comments`, as)).json();

async function workerComment(orderId: number, individualId: number, text: string) {
  return (
    await t.db
      .insertInto('order_comments')
      .values({ order_id: orderId, kind: 'individual', individual_id: individualId, comment: text })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

describe('order comments', () => {
  it("posts an internal comment and tells the order's other managers on /notification/{id}", async () => {
    const { id } = await orderWithWorkers(t, admin, { order: { user_id: managerId } });
    const port = (t.app.server.address() as AddressInfo).port;
    socket = await openWs(`ws://127.0.0.1:${port}/ws`, { cookie: manager.headers.cookie });
    socket.send({ type: 'subscribe', channel: `/notification/${managerId}` });
    await socket.next((m) => m.type === 'subscribed');

    const res = await t.api('POST', `/api/orders/${id}/internal_comments`, admin, {
      comment: '  Клиент просил без опозданий ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'internal', comment: 'Клиент просил без опозданий', read: true });
    const event = await socket.next((m) => m.type === 'event');
    expect(event.channel).toBe(`/notification/${managerId}`);
    expect(event.data).toMatchObject({ kind: 'internal_comment', order_id: id, type: 'info' });
    expect(event.data.text).toContain('Клиент просил без опозданий');

    // Read for its author, unread for the manager until they mark the order's notifications read.
    expect((await comments(id, admin)).unread.internal).toBe(0);
    expect((await comments(id, manager)).unread.internal).toBe(1);
    const marked = await t.api('POST', `/api/orders/${id}/mark_internal_notifications_read`, manager, {});
    expect(marked.statusCode).toBe(200);
    expect(marked.json().unread.internal).toBe(0);
    expect(marked.json().items[0]).toMatchObject({ read: true, user_name: expect.any(String) });
  });

  it('refuses an empty comment with a Russian field error', async () => {
    const { id } = await orderWithWorkers(t, admin);
    const res = await t.api('POST', `/api/orders/${id}/internal_comments`, admin, { comment: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.comment).toEqual(['Комментарий не может быть пустым']);
    expect((await comments(id, admin)).items).toEqual([]);
  });

  it("marks a worker's comment read for the user who read it only", async () => {
    const { id, workers } = await orderWithWorkers(t, admin);
    const first = await workerComment(id, workers[0].id, 'Опоздаю на 10 минут');
    await workerComment(id, workers[1].id, 'Буду вовремя');
    expect((await comments(id, manager)).unread.individual).toBe(2);
    const res = await t.api('POST', `/api/orders/${id}/mark_individual_comment_read`, manager, { comment_id: first });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json();
    expect(mine.unread.individual).toBe(1);
    expect(mine.items.find((c: { id: number }) => c.id === first)).toMatchObject({
      read: true,
      individual_name: workers[0].name,
    });
    expect((await comments(id, admin)).unread.individual).toBe(2);
    // Marking twice is fine.
    expect(
      (await t.api('POST', `/api/orders/${id}/mark_individual_comment_read`, manager, { comment_id: first }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses to mark a comment of another order or an internal one as a worker's", async () => {
    const a = await orderWithWorkers(t, admin);
    const b = await orderWithWorkers(t, admin);
    const other = await workerComment(b.id, b.workers[0].id, 'Где вход?');
    const res = await t.api('POST', `/api/orders/${a.id}/mark_individual_comment_read`, admin, { comment_id: other });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.comment_id[0]).toContain(`нет комментария работника №${other}`);
    const bad = await t.api('POST', `/api/orders/${a.id}/mark_individual_comment_read`, admin, { comment_id: 'x' });
    expect(bad.json().errors.comment_id).toEqual(['Комментарий: укажите номер']);
  });

  it('needs a session; a missing order is 404', async () => {
    expect((await t.api('POST', '/api/orders/1/internal_comments', null, { comment: 'a' })).statusCode).toBe(401);
    expect((await t.api('POST', '/api/orders/999999/internal_comments', admin, { comment: 'a' })).statusCode).toBe(404);
    expect((await t.api('POST', '/api/orders/999999/mark_internal_notifications_read', admin, {})).statusCode).toBe(
      404,
    );
  });
});
