import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MULTILINE_TEXT } from '../../core/resources/fields/value-limits.ts';
import { uploadTexts } from '../../server/files/upload.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 26 finding 5: '`Content-Type: multipart/form-data` without a boundary is a 500 on all 8
// upload routes; text fields have no length limit (a 1 MB order comment …); NUL bytes in telephony
// events and internal comments and 2147483648 as an id in send_pdf, mass_send_pdf, deliveries, the
// mailing file and equipment reach SQL (the database-error net answers 400, but validation should).'
// Validation answers 422 naming the field (404 for a path id); the database's net answers 400, so a
// 400 here means the value reached SQL.
let t: TestApp;
let admin: Credentials;
let orderId: number;
let secret: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  orderId = (await t.api('GET', '/api/orders?limit=1', admin)).json().items[0].id;
  const integration = await t.api('POST', '/api/telephony_integrations', admin, {
    telephony_integration: { name: 'АТС' },
  });
  secret = (await t.api('POST', `/api/telephony_integrations/${integration.json().id}/secret`, admin)).json().secret;
});
afterAll(() => t?.close());

const writeRoutes = () =>
  t.app.registeredRoutes.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.url.startsWith('/api/'));

describe('multipart without a boundary', () => {
  it('is a 4xx on every write route, and the upload routes say a file was expected', async () => {
    const answers: string[] = [];
    let uploads = 0;
    for (const route of writeRoutes()) {
      const url = route.url.replace(/:[a-z_]+/g, String(orderId));
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
      });
      if (res.statusCode >= 500) answers.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
      if (res.statusCode === 422 && res.json().full_messages?.includes(uploadTexts.notMultipart)) uploads++;
    }
    expect(answers).toEqual([]);
    // The 8 upload routes of the finding (calc images ×2, work-type image, order files, contractor
    // file, individual scans ×2, the mailing file), and any added since.
    expect(uploads).toBeGreaterThanOrEqual(8);
  });
});

describe('text has a length limit', () => {
  it('refuses a 1 MB order comment with 422 naming the field, and stores nothing', async () => {
    const res = await t.api('PUT', `/api/orders/${orderId}`, admin, { order: { comment: 'я'.repeat(1024 * 1024) } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.comment[0]).toContain(`не более ${MAX_MULTILINE_TEXT} символов`);
    const stored = await t.db.selectFrom('orders').select('comment').where('id', '=', orderId).executeTakeFirst();
    expect(String(stored?.comment ?? '').length).toBeLessThan(MAX_MULTILINE_TEXT);
  });
});

describe('NUL bytes are refused by validation', () => {
  it('in a telephony event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/events',
      headers: { 'x-telephony-secret': secret },
      payload: {
        event: {
          call_id: 'nul\u0000',
          occurred_at: new Date().toISOString(),
          direction: 'in',
          caller: '+79990001122\u0000',
          callee: '74951234567',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('in an internal comment', async () => {
    const res = await t.api('POST', `/api/orders/${orderId}/internal_comments`, admin, { comment: 'a\u0000b' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.comment).toBeDefined();
  });
});

describe('2147483648 as an id', () => {
  const big = 2147483648;
  it.each([
    ['POST', `/api/accounts/${big}/send_pdf`, {}],
    ['GET', `/api/accounts/${big}/deliveries`, undefined],
    ['GET', `/api/mass_mailings/${big}/file`, undefined],
    ['POST', `/api/equipment/${big}/clothing_type`, { equipment: { action: 1, type_id: 1, amount: 1 } }],
  ])('%s %s is a 404', async (method, url, body) => {
    const res = await t.api(method, url, admin, body);
    expect(res.statusCode, res.body).toBe(404);
  });

  it.each([
    ['/api/accounts/mass_send_pdf', { account_ids: [big] }, 'account_ids'],
    [`/api/equipment/1/clothing_type`, { equipment: { action: 1, type_id: big, amount: 1 } }, 'type_id'],
  ])('in the body of %s is a 422 naming the field', async (url, body, field) => {
    const res = await t.api('POST', url, admin, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors).join(' ')).toContain(field);
  });
});
