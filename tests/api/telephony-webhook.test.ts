import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telephonyEventTexts } from '../../server/domain/calls/telephony-event.schema.ts';
import { telephonySecretTexts } from '../../server/actions/telephony/telephony-secret.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 14 item 1: 'a telephony webhook (POST /api/telephony/events, authenticated by a
// per-integration secret) that records calls … and matches them to contractors' contacts by
// normalised phone'. Real HTTP through inject(), a real (PGlite or PostgreSQL) database.
let t: TestApp;
let admin: Credentials;
let secret: string;
let integrationId: number;
let contractorId: number;
let contactId: number;
let managerId: number;

const send = (event: Record<string, unknown>, key: string | null = secret) =>
  t.app.inject({
    method: 'POST',
    url: '/api/telephony/events',
    headers: key === null ? {} : { 'x-telephony-secret': key },
    payload: { event },
  });

let seq = 0;
const callEvent = (extra: Record<string, unknown> = {}) => ({
  call_id: `pbx-${++seq}`,
  occurred_at: '2026-11-23T09:15:00+03:00',
  direction: 'in',
  caller: '+7 999 000-11-22',
  callee: '74951234567',
  duration: 130,
  link_duration: 125,
  record: '2026/11/23/in-1.mp3',
  keypad: '5,1',
  extension: '555',
  ...extra,
});

const callRow = (id: number) => t.db.selectFrom('calls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  const integration = await t.api('POST', '/api/telephony_integrations', admin, {
    telephony_integration: { name: 'Офисная АТС' },
  });
  expect(integration.statusCode, integration.body).toBe(201);
  integrationId = integration.json().id;
  const issued = await t.api('POST', `/api/telephony_integrations/${integrationId}/secret`, admin);
  expect(issued.statusCode, issued.body).toBe(200);
  secret = issued.json().secret;
  const contractor = await t.api('POST', '/api/contractors', admin, {
    contractor: { name: 'ООО «Звонок»', contractor_contacts: [{ name: 'Анна', phone: '8 (999) 000-11-22' }] },
  });
  expect(contractor.statusCode, contractor.body).toBe(201);
  contractorId = contractor.json().id;
  contactId = contractor.json().contractor_contacts[0].id;
  const manager = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'demo-manager@crm.local')
    .executeTakeFirstOrThrow();
  managerId = manager.id;
  await t.db.updateTable('users').set({ phone_extension: '555' }).where('id', '=', managerId).execute();
});
afterAll(async () => t?.close());

describe('POST /api/telephony/events: the secret', () => {
  it('refuses a missing secret with 401 and records nothing', async () => {
    const before = await t.db
      .selectFrom('calls')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send(callEvent(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(telephonySecretTexts.missing);
    const after = await t.db
      .selectFrom('calls')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a wrong secret, and an old one once a new one is issued', async () => {
    expect((await send(callEvent(), `${secret}x`)).statusCode).toBe(401);
    const old = secret;
    secret = (await t.api('POST', `/api/telephony_integrations/${integrationId}/secret`, admin)).json().secret;
    const res = await send(callEvent(), old);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(telephonySecretTexts.unknown);
    expect((await send(callEvent())).statusCode).toBe(201);
  });

  it('lets only an admin issue a secret, and never lists its hash', async () => {
    const manager = await t.loginAs('demo-manager@crm.local', 'demo12345');
    expect((await t.api('POST', `/api/telephony_integrations/${integrationId}/secret`, manager)).statusCode).toBe(403);
    const list = await t.api('GET', '/api/telephony_integrations', admin);
    expect(list.body).not.toContain('secret');
  });
});

describe('POST /api/telephony/events: matching by phone', () => {
  it.each([['+7 999 000-11-22'], ['8 (999) 000-11-22'], ['9990001122'], ['79990001122']])(
    'matches the caller %s to the contact stored as «8 (999) 000-11-22»',
    async (caller) => {
      const res = await send(callEvent({ caller }));
      expect(res.statusCode, res.body).toBe(201);
      const row = await callRow(res.json().call.id);
      expect(row).toMatchObject({
        contractor_id: contractorId,
        contact_id: contactId,
        not_a_client: false,
        outgoing: false,
        user_id: managerId,
        duration: 130,
        link_duration: 125,
        record_filename: '2026/11/23/in-1.mp3',
        no_answer_reason_string: null,
      });
      // Spec 02: 'caller_estimation (first value of a comma-separated keypad answer)'.
      expect(row.caller_estimation).toBe('5');
    },
  );

  it('matches an outgoing call by the callee, and the user by e-mail', async () => {
    const res = await send(
      callEvent({
        direction: 'out',
        caller: '74951234567',
        callee: '8-999-000-11-22',
        extension: null,
        user_email: 'DEMO-MANAGER@crm.local',
      }),
    );
    const row = await callRow(res.json().call.id);
    expect(row).toMatchObject({ outgoing: true, contractor_id: contractorId, user_id: managerId });
  });

  it('marks an unknown number «Не клиент» with no contractor', async () => {
    const res = await send(callEvent({ caller: '+7 916 000-00-01', keypad: '', no_answer_reason: 'Занято' }));
    const row = await callRow(res.json().call.id);
    expect(row).toMatchObject({
      contractor_id: null,
      contact_id: null,
      not_a_client: true,
      caller_estimation: null,
      no_answer_reason_string: 'Занято',
    });
  });

  it('does not take a foreign number that shares the last ten digits', async () => {
    const res = await send(callEvent({ caller: '+380 999 000 11 22' }));
    expect((await callRow(res.json().call.id)).contractor_id).toBeNull();
  });
});

describe('POST /api/telephony/events: the same PBX call twice', () => {
  it('updates one call and keeps what staff wrote on it', async () => {
    const first = await send(callEvent({ call_id: 'same-1', duration: 10, link_duration: null, record: null }));
    expect(first.statusCode).toBe(201);
    const id = first.json().call.id;
    await t.api('PUT', `/api/calls/${id}`, admin, { call: { comment: 'Перезвонить' } });
    const again = await send(callEvent({ call_id: 'same-1', duration: 200, link_duration: 180 }));
    expect(again.statusCode).toBe(200);
    expect(again.json().call).toEqual({ id, created: false });
    const rows = await t.db.selectFrom('calls').selectAll().where('external_id', '=', 'same-1').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      duration: 200,
      link_duration: 180,
      record_filename: '2026/11/23/in-1.mp3',
      comment: 'Перезвонить',
    });
  });
});

describe('POST /api/telephony/events: two deliveries at once', () => {
  it('store one call (the PBX retried before the first answer came)', async () => {
    const answers = await Promise.all([send(callEvent({ call_id: 'race-1' })), send(callEvent({ call_id: 'race-1' }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.db.selectFrom('calls').select('id').where('external_id', '=', 'race-1').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/telephony/events: bad payloads', () => {
  it.each([
    [{ duration: -5 }, 'event.duration', telephonyEventTexts.seconds],
    [{ duration: '2 минуты' }, 'event.duration', telephonyEventTexts.seconds],
    [{ direction: 'sideways' }, 'event.direction', telephonyEventTexts.direction],
    [{ occurred_at: '23.11.2026 09:15' }, 'event.occurred_at', telephonyEventTexts.occurredAt],
    [{ call_id: '' }, 'event.call_id', telephonyEventTexts.callId],
    [{ call_id: undefined }, 'event.call_id', telephonyEventTexts.callId],
    [{ record: 'https://evil.example/x.mp3' }, 'event.record', telephonyEventTexts.record],
    [{ record: '../../etc/passwd' }, 'event.record', telephonyEventTexts.record],
    [{ user_email: 'not an email' }, 'event.user_email', telephonyEventTexts.email],
  ])('%j → 422 on %s', async (extra, field, message) => {
    const res = await send(callEvent(extra));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses a body without an event object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/events',
      headers: { 'x-telephony-secret': secret },
      payload: { call_id: '1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.event).toEqual([telephonyEventTexts.shape]);
  });
});
