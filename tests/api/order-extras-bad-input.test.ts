import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Brief: 'Bad input gets a clear 4xx with the field and the Russian message; never a 500'. Every
// order-extras call gets odd ids and odd bodies; none may answer 5xx or change the order.

let t: TestApp;
let admin: Credentials;
let orderId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  orderId = (await orderWithWorkers(t, admin)).id;
});
afterAll(async () => t?.close());

const posts = [
  'internal_comments',
  'mark_individual_comment_read',
  'mark_internal_notifications_read',
  'fire_individual',
  'restore_individual',
  'review_client_change',
  'confirm_outsourcing',
  'send_individuals_data_to_contractor',
];
const gets = [
  'changes_history',
  'comments',
  'get_fired_individuals',
  'client_changes',
  'outsourcing',
  'individuals_data_letter',
  'instruct_file',
  'timesheet_file',
];
const bodies: unknown[] = [
  null,
  [],
  'строка',
  42,
  { comment: 123 },
  { comment: 'x'.repeat(5000) },
  { comment_id: -1 },
  { comment_id: 1e20 },
  { individual_id: '99999999999' },
  { individual_id: 1, fired_until: '2099-13-45' },
  { individual_id: 1, fired_until: { a: 1 } },
  { key: 5, allow: 'да' },
  { key: 'fields.', allow: true },
  { key: 'added_prices.-1', allow: true },
  { key: 'removed_prices.99999999999', allow: false },
  { individual_ids: 'все' },
  { individual_ids: [1.5, -2] },
  { individual_ids: [99999999999] },
];
const ids = ['0', '-1', 'abc', '99999999999', '1e3', String(2 ** 31)];

describe('order extras under odd input', () => {
  it('answers 4xx, never 5xx, for odd bodies', async () => {
    const before = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    for (const call of posts)
      for (const body of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/${call}`,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        // send_individuals_data_to_contractor and mark_internal_notifications_read take no body and may succeed.
        expect(res.statusCode, `${call} ${JSON.stringify(body)?.slice(0, 80)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toBeTypeOf('object');
      }
    const after = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect({ ...after, brigade_data_sent_counter: 0 }).toEqual({ ...before, brigade_data_sent_counter: 0 });
  });

  it('answers 404 for ids that name no order', async () => {
    for (const id of ids) {
      for (const call of gets)
        expect((await t.api('GET', `/api/orders/${id}/${call}`, admin)).statusCode, `${call} ${id}`).toBe(404);
      // A body the call cannot read may be refused (422) before the order is looked up.
      for (const call of posts)
        expect([404, 422], `${call} ${id}`).toContain(
          (await t.api('POST', `/api/orders/${id}/${call}`, admin, { comment: 'a' })).statusCode,
        );
      expect((await t.api('POST', `/api/orders/${id}/internal_comments`, admin, { comment: 'a' })).statusCode).toBe(
        404,
      );
    }
    // An id past int4 names no client: refused on the parameter, never sent to SQL.
    const odd = await t.api('GET', '/api/orders/get_orders_to_connect?contractor_id=99999999999', admin);
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors.contractor_id).toEqual(['неверный номер клиента']);
  });
});
