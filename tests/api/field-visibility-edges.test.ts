import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { cleanEnv, finish, startCommand } from './cli-run.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

// Issue 20 item 4, the walls past the HTTP answer: «every … export, CLI output and realtime event».
// A real listening server; the CLI as a child process signed in as the demo logist; the PBX's
// webhook over HTTP and two staff members' real WebSockets.
let t: TestApp;
let base: string;
let admin: Credentials;
let workerId: number;
const CARD = '2202 2077 1234 2696';
const PHONE = '+7 926 700-12-34';

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.loginAs();
  const res = await t.api('POST', '/api/individuals', admin, {
    individual: { name: 'Картов Карп', phone: PHONE, card_number: CARD },
  });
  workerId = res.json().id;
});
afterAll(async () => t?.close());

describe('crm as the demo logist (no `transactions`)', () => {
  const home = mkdtempSync(join(tmpdir(), 'crm-vis-home-'));
  const work = mkdtempSync(join(tmpdir(), 'crm-vis-work-'));
  const crm = (args: string[], extra: Record<string, string> = {}) =>
    finish(startCommand('crm', args, work, cleanEnv({ XDG_CONFIG_HOME: home, CRM_URL: `http://${base}`, ...extra })));

  it('exports and lists card numbers masked, and a filter by card number is refused (the issue)', async () => {
    const login = await crm(['login'], { CRM_EMAIL: 'demo-logist@crm.local', CRM_PASSWORD: DEMO_PASSWORD });
    expect(login.code, login.stderr).toBe(0);
    const exported = await crm(['export', 'individuals', '--format', 'csv', '--out', 'workers.csv']);
    expect(exported.code, exported.stderr).toBe(0);
    const csv = readFileSync(join(work, 'workers.csv'), 'utf8');
    expect(csv).toContain('•••• 2696');
    expect(csv).not.toContain(CARD);
    expect(csv).not.toMatch(/\d{4} \d{4} \d{4} \d{4}/);
    const listed = await crm([
      'list',
      'individuals',
      '--filter',
      `id=${workerId}`,
      '--fields',
      'name,card_number',
      '--json',
    ]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)[0].card_number).toBe('•••• 2696');
    const filtered = await crm(['list', 'individuals', '--filter', 'card_number=2696']);
    expect(filtered.code).not.toBe(0);
    expect(filtered.stderr).toContain('«Номер карты» скрыто');
  }, 180_000);
});

describe('a worker calling: the pop-up event carries the phone as each listener may read it', () => {
  let secret: string;
  const listeners: WsClient[] = [];
  afterAll(async () => {
    for (const l of listeners) await l.close();
  });

  /** A demo user on their own extension, listening on their notification channel. */
  async function listenerFor(email: string, extension: string) {
    const creds = await t.loginAs(email, DEMO_PASSWORD);
    const id = (await t.api('GET', '/api/me', creds)).json().id;
    await t.db.updateTable('users').set({ phone_extension: extension }).where('id', '=', id).execute();
    const ws = await openWs(`ws://${base}/ws`, { cookie: creds.headers.cookie });
    listeners.push(ws);
    ws.send({ type: 'subscribe', channel: `/notification/${id}` });
    await ws.next((m) => m.type === 'subscribed');
    return ws;
  }

  const ring = (callId: string, extension: string) =>
    fetch(`http://${base}/api/telephony/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telephony-secret': secret },
      body: JSON.stringify({
        event: {
          call_id: callId,
          occurred_at: new Date().toISOString(),
          direction: 'in',
          caller: '89267001234',
          extension,
        },
      }),
    });

  it('whole to the logist, «+7 ••• •••-12-34» to the accountant (who reads phones masked)', async () => {
    const integration = await t.api('POST', '/api/telephony_integrations', admin, {
      telephony_integration: { name: 'АТС' },
    });
    secret = (await t.api('POST', `/api/telephony_integrations/${integration.json().id}/secret`, admin)).json().secret;
    const logist = await listenerFor('demo-logist@crm.local', '801');
    const accountant = await listenerFor('demo-accountant@crm.local', '802');
    const call = (ws: WsClient) => ws.next((m) => m.type === 'event' && m.data?.type === 'incoming_call');

    expect((await ring('worker-1', '801')).status).toBe(201);
    expect((await call(logist)).data).toMatchObject({
      phone: PHONE,
      individual_id: workerId,
      individual_name: 'Картов Карп',
    });
    expect((await ring('worker-2', '802')).status).toBe(201);
    const masked = await call(accountant);
    expect(masked.data).toMatchObject({ phone: '+7 ••• •••-12-34', individual_id: workerId });
    expect(JSON.stringify(masked)).not.toContain('700-12-34');
  });
});
