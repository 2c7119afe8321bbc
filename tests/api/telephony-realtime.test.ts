import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

// Issue 14 item 1: 'A live pop-up in the console when a call for the signed-in user comes in'.
// A real listening server, the PBX's webhook over real HTTP, the manager's real WebSocket.
let t: TestApp;
let base: string;
let manager: Credentials;
let managerId: number;
let secret: string;
let listener: WsClient;

const pbxEvent = (event: Record<string, unknown>) =>
  fetch(`http://${base}/api/telephony/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telephony-secret': secret },
    body: JSON.stringify({ event }),
  });

const callEvent = (callId: string, extra: Record<string, unknown> = {}) => ({
  call_id: callId,
  occurred_at: new Date().toISOString(),
  direction: 'in',
  caller: '8 999 000 33 44',
  callee: '74951234567',
  extension: '701',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = await t.loginAs();
  const integration = await t.api('POST', '/api/telephony_integrations', admin, {
    telephony_integration: { name: 'АТС' },
  });
  secret = (await t.api('POST', `/api/telephony_integrations/${integration.json().id}/secret`, admin)).json().secret;
  await t.api('POST', '/api/contractors', admin, {
    contractor: { name: 'ООО «Живой звонок»', contractor_contacts: [{ name: 'Пётр', phone: '+7 (999) 000-33-44' }] },
  });
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  managerId = (await t.api('GET', '/api/me', manager)).json().id;
  await t.db.updateTable('users').set({ phone_extension: '701' }).where('id', '=', managerId).execute();
  listener = await openWs(`ws://${base}/ws`, { cookie: manager.headers.cookie });
  listener.send({ type: 'subscribe', channel: `/notification/${managerId}` });
  await listener.next((m) => m.type === 'subscribed');
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const nextCall = () => listener.next((m) => m.type === 'event' && m.data?.type === 'incoming_call');

describe('incoming call pop-up over /notification/{userId}', () => {
  it('reaches the staff member the PBX names, with the phone and the contractor', async () => {
    const res = await pbxEvent(callEvent('live-1'));
    expect(res.status).toBe(201);
    const { call } = await res.json();
    expect(await nextCall()).toEqual({
      type: 'event',
      channel: `/notification/${managerId}`,
      data: {
        type: 'incoming_call',
        call_id: call.id,
        phone: '+7 999 000-33-44',
        contractor_id: expect.any(Number),
        contractor_name: 'ООО «Живой звонок»',
        individual_id: null,
        individual_name: null,
      },
    });
  });

  it('says nothing of a contractor for an unknown number', async () => {
    await pbxEvent(callEvent('live-2', { caller: '+7 916 111-22-33' }));
    expect((await nextCall()).data).toMatchObject({
      phone: '+7 916 111-22-33',
      contractor_id: null,
      contractor_name: null,
    });
  });

  it('pops up once per call: a repeated event and an outgoing call announce nothing', async () => {
    await pbxEvent(callEvent('live-3'));
    await nextCall();
    await pbxEvent(callEvent('live-3', { duration: 40 }));
    await pbxEvent(callEvent('live-4', { direction: 'out', caller: '74951234567', callee: '89990003344' }));
    await pbxEvent(callEvent('live-5', { caller: '+7 916 555-00-00' }));
    // The next pop-up is live-5's: live-3's second event and the outgoing live-4 sent none.
    expect((await nextCall()).data.phone).toBe('+7 916 555-00-00');
  });
});
