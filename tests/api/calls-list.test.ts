import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecordTexts } from '../../server/actions/telephony/call-record.action.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 14 item 1: '/calls list (first_order_date, order_amount, …, a «Скачать» recording link
// served through the server, never exposing telephony credentials)'; spec 02 §3 Call.
const PBX_USER = 'pbx-user';
const PBX_PASSWORD = 'pbx-Secret-42';
const RECORDING = Buffer.from('ID3 fake mp3 bytes \u0000\u0001\u0002');

let t: TestApp;
let pbx: Server;
let pbxBase: string;
const pbxRequests: { url: string; headers: IncomingHttpHeaders }[] = [];
let admin: Credentials;
let manager: Credentials;
let contractorId: number;

async function insertCall(values: Record<string, unknown>): Promise<number> {
  const row = await t.db
    .insertInto('calls')
    .values({ occurred_at: '2026-11-23T09:00:00+03:00', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  // A stand-in for the PBX's recordings host: real HTTP on loopback, Basic auth required.
  pbx = createServer((req, res) => {
    pbxRequests.push({ url: req.url ?? '', headers: req.headers });
    const expected = `Basic ${Buffer.from(`${PBX_USER}:${PBX_PASSWORD}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return void res.writeHead(401).end('auth');
    if (req.url !== '/records/2026/11/23/in-7.mp3') return void res.writeHead(404).end('none');
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'x-pbx-internal': 'secret-host-detail' }).end(RECORDING);
  });
  await new Promise<void>((resolve) => pbx.listen(0, '127.0.0.1', resolve));
  pbxBase = `http://127.0.0.1:${(pbx.address() as AddressInfo).port}/records/`;
  t = await startTestApp({ telephony: { recordUrl: pbxBase, user: PBX_USER, password: PBX_PASSWORD } });
  admin = await t.loginAs();
  manager = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  const contractor = await t.db
    .insertInto('contractors')
    .values({ name: 'ООО «Первый заказ»' })
    .returning('id')
    .executeTakeFirstOrThrow();
  contractorId = contractor.id;
  await t.db
    .insertInto('orders')
    .values([
      { contractor_id: contractorId, start_date: '2026-05-01', status: 1 },
      { contractor_id: contractorId, start_date: '2026-03-05', status: 3 },
      { contractor_id: contractorId, start_date: '2026-12-01', status: 0 },
    ])
    .execute();
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => pbx?.close(resolve));
});

describe('GET /api/calls', () => {
  it("gives the matched contractor's first order date and number of orders, none for a non-client", async () => {
    const matched = await insertCall({ contractor_id: contractorId, duration: 125, link_duration: 65 });
    const unmatched = await insertCall({ not_a_client: true, duration: 7 });
    const res = await t.api('GET', `/api/calls?filter=id=${matched},${unmatched}&sort=id&order=asc`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json().items;
    // Spec 02: 'first_order_date (dd.MM.yyyy), order_amount': ISO on the wire, the console writes dd.MM.yyyy.
    expect(a).toMatchObject({ id: matched, first_order_date: '2026-03-05', order_amount: 3, duration: 125 });
    expect(b).toMatchObject({ id: unmatched, first_order_date: null, order_amount: 0, not_a_client: true });
  });

  it('follows a new order at once (computed, not stored)', async () => {
    const id = await insertCall({ contractor_id: contractorId });
    await t.db
      .insertInto('orders')
      .values({ contractor_id: contractorId, start_date: '2026-01-10', status: 1 })
      .execute();
    const res = await t.api('GET', `/api/calls/${id}`, manager);
    expect(res.json()).toMatchObject({ first_order_date: '2026-01-10', order_amount: 4 });
  });

  it('is open to every signed-in staff member; deleting a call is for admins (docs/decisions.md)', async () => {
    const id = await insertCall({});
    expect((await t.api('GET', '/api/calls', manager)).statusCode).toBe(200);
    expect((await t.api('PUT', `/api/calls/${id}`, manager, { call: { comment: 'Хочет заказ' } })).statusCode).toBe(
      200,
    );
    expect((await t.api('DELETE', `/api/calls/${id}`, manager)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/calls/statistics', manager)).statusCode).toBe(403);
  });
});

describe('GET /api/calls/statistics (stats_calls)', () => {
  it('counts calls per manager with talk time', async () => {
    const me = (await t.api('GET', '/api/me', admin)).json();
    await insertCall({ user_id: me.id, occurred_at: '2026-02-03T10:00:00+03:00', link_duration: 60 });
    await insertCall({ user_id: me.id, occurred_at: '2026-02-03T23:30:00+03:00', outgoing: true, link_duration: 0 });
    await insertCall({ user_id: me.id, occurred_at: '2026-02-04T00:30:00+03:00', link_duration: 30 });
    const res = await t.api('GET', '/api/calls/statistics?date_from=2026-02-03&date_to=2026-02-03', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ user_id: me.id, calls: 2, incoming: 1, outgoing: 1, unanswered: 1, talk_seconds: 60 }),
    ]);
    const bad = await t.api('GET', '/api/calls/statistics?date_from=03.02.2026', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date_from).toEqual(['Дата нужна в виде ГГГГ-ММ-ДД']);
  });
});

describe('GET /api/calls/{id}/record', () => {
  it('streams the recording fetched with the server’s credentials, which never reach the client', async () => {
    const id = await insertCall({ record_filename: '2026/11/23/in-7.mp3' });
    pbxRequests.length = 0;
    const res = await t.api('GET', `/api/calls/${id}/record`, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(RECORDING)).toBe(true);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toBe('attachment; filename="in-7.mp3"');
    // The PBX got Basic auth; the answer carries no credential, host or PBX header.
    expect(pbxRequests).toHaveLength(1);
    expect(pbxRequests[0].headers.authorization).toBe(
      `Basic ${Buffer.from(`${PBX_USER}:${PBX_PASSWORD}`).toString('base64')}`,
    );
    const answer = JSON.stringify(res.headers) + res.body;
    for (const leak of [PBX_USER, PBX_PASSWORD, pbxBase, '127.0.0.1', 'secret-host-detail'])
      expect(answer).not.toContain(leak);
    // Nor does the call itself or the shared metadata.
    const record = await t.api('GET', `/api/calls/${id}`, manager);
    const shared = await t.api('GET', '/api/shared', manager);
    for (const leak of [PBX_USER, PBX_PASSWORD, pbxBase]) {
      expect(record.body).not.toContain(leak);
      expect(shared.body).not.toContain(leak);
    }
  });

  it('refuses an anonymous request without asking the PBX', async () => {
    const id = await insertCall({ record_filename: '2026/11/23/in-7.mp3' });
    pbxRequests.length = 0;
    expect((await t.api('GET', `/api/calls/${id}/record`, null)).statusCode).toBe(401);
    expect(pbxRequests).toHaveLength(0);
  });

  it('answers 404 with a Russian text for a call without a record, a record the PBX lacks, an unknown call', async () => {
    const none = await insertCall({});
    const gone = await insertCall({ record_filename: 'missing.mp3' });
    const noRecord = await t.api('GET', `/api/calls/${none}/record`, manager);
    expect([noRecord.statusCode, noRecord.json().error]).toEqual([404, callRecordTexts.noRecord]);
    const missing = await t.api('GET', `/api/calls/${gone}/record`, manager);
    expect([missing.statusCode, missing.json().error]).toEqual([404, callRecordTexts.missing]);
    expect((await t.api('GET', '/api/calls/999999999/record', manager)).statusCode).toBe(404);
  });
});
