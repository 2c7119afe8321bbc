import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { buildApp } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { publish } from '../../server/realtime/publish.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

// Real HTTP and real WebSockets: the upgrade goes through the same preHandler as every route.
let t: TestApp;
let base: string;
let admin: Credentials;
let manager: Credentials;
const opened: WsClient[] = [];

const address = (server: { address(): unknown }) => `127.0.0.1:${(server.address() as AddressInfo).port}`;

async function connect(as: Credentials | null, host = base) {
  const client = await openWs(`ws://${host}/ws`, as ? { cookie: as.headers.cookie } : {});
  opened.push(client);
  return client;
}

async function subscribe(client: WsClient, channel: string) {
  client.send({ type: 'subscribe', channel });
  return client.next((m) => m.channel === channel && (m.type === 'subscribed' || m.type === 'error'));
}

const post = (path: string, as: Credentials, body: unknown) =>
  fetch(`http://${base}${path}`, {
    method: 'POST',
    headers: { ...as.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const nextEvent = (client: WsClient) => client.next((m) => m.type === 'event');

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = address(t.app.server);
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await t?.close();
});

describe('/ws', () => {
  it('refuses an anonymous upgrade with 401', async () => {
    await expect(openWs(`ws://${base}/ws`)).rejects.toThrow('upgrade refused: 401');
  });

  it('refuses an upgrade with a revoked bearer token, accepts a live one', async () => {
    const created = await t.api('POST', '/api/tokens', admin, { token: { name: 'ws' } });
    const token = created.json().token as string;
    const client = await openWs(`ws://${base}/ws`, { authorization: `Bearer ${token}` });
    opened.push(client);
    expect(await subscribe(client, '/deploy')).toEqual({ type: 'subscribed', channel: '/deploy' });
    await t.api('DELETE', `/api/tokens/${created.json().id}`, admin);
    await expect(openWs(`ws://${base}/ws`, { authorization: `Bearer ${token}` })).rejects.toThrow('401');
  });

  it('answers ping with pong and a malformed message with an error', async () => {
    const client = await connect(manager);
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.send('not json');
    expect(await client.next()).toMatchObject({ type: 'error' });
    client.send({ type: 'dance' });
    expect(await client.next()).toMatchObject({ type: 'error' });
  });

  it('lets a user subscribe to their own channels and refuses another user’s', async () => {
    const me = (await t.api('GET', '/api/me', manager)).json();
    const adminId = (await t.api('GET', '/api/me', admin)).json().id;
    const client = await connect(manager);
    expect(await subscribe(client, `/notification/${me.id}`)).toEqual({
      type: 'subscribed',
      channel: `/notification/${me.id}`,
    });
    expect(await subscribe(client, `/messages/${me.id}`)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(client, `/notification/${adminId}`)).toEqual({
      type: 'error',
      error: 'Нет доступа к каналу',
      channel: `/notification/${adminId}`,
    });
    expect(await subscribe(client, '/orders')).toMatchObject({ type: 'error', error: 'Нет доступа к каналу' });

    await publish(t.db, `/notification/${adminId}`, { text: 'не вам' });
    await publish(t.db, `/notification/${me.id}`, { text: 'вам' });
    expect(await nextEvent(client)).toEqual({
      type: 'event',
      channel: `/notification/${me.id}`,
      data: { text: 'вам' },
    });
  });
});

describe('POST /api/deploy_notices', () => {
  it.each([
    ['warning', texts.deployStarted],
    ['restart', texts.deployRestarting],
    ['done', texts.deployDone],
  ])('%s reaches every /deploy subscriber with the spec text', async (state, message) => {
    const listener = await connect(manager);
    await subscribe(listener, '/deploy');
    const res = await post('/api/deploy_notices', admin, { state });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state, message });
    expect(await nextEvent(listener)).toEqual({ type: 'event', channel: '/deploy', data: { state, message } });
    await listener.close();
  });

  it('sends the exact Russian warning text', async () => {
    const listener = await connect(admin);
    await subscribe(listener, '/deploy');
    await post('/api/deploy_notices', admin, { state: 'warning' });
    const event = await nextEvent(listener);
    expect(event.data.message).toBe(
      'Началось обновление CRM. Через несколько минут произойдет перезагрузка. Завершайте текущую задачу.',
    );
  });

  it('is refused to a non-admin with 403 No access', async () => {
    const res = await post('/api/deploy_notices', manager, { state: 'warning' });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('No access');
  });

  it('answers 422 in Russian for another state', async () => {
    const res = await post('/api/deploy_notices', admin, { state: 'maybe' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.state).toEqual(['должно быть одним из: warning, restart, done']);
    expect(body.full_messages[0]).toMatch(/^Состояние обновления/);
  });

  it('is declared admin-only in the route table, and /ws signed-in', () => {
    const find = (method: string, url: string) =>
      t.app.registeredRoutes.find((r) => r.method === method && r.url === url)?.permission;
    expect(find('POST', '/api/deploy_notices')).toBe('admin');
    expect(find('GET', '/ws')).toBe('signed_in');
  });
});

describe('publish()', () => {
  it('delivers nothing from a rolled-back transaction and delivers on commit', async () => {
    const listener = await connect(admin);
    await subscribe(listener, '/deploy');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await publish(trx, '/deploy', { n: 'rolled back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await t.db.transaction().execute(async (trx) => {
      await publish(trx, '/deploy', { n: 'committed' });
    });
    // Events arrive in commit order: the first one must be the committed one.
    expect((await nextEvent(listener)).data).toEqual({ n: 'committed' });
  });

  it('stops delivering after unsubscribe', async () => {
    const listener = await connect(admin);
    const me = (await t.api('GET', '/api/me', admin)).json();
    await subscribe(listener, '/deploy');
    await subscribe(listener, `/messages/${me.id}`);
    listener.send({ type: 'unsubscribe', channel: '/deploy' });
    expect(await listener.next()).toEqual({ type: 'unsubscribed', channel: '/deploy' });
    await publish(t.db, '/deploy', { n: 'unheard' });
    await publish(t.db, `/messages/${me.id}`, { n: 'heard' });
    expect(await nextEvent(listener)).toMatchObject({ channel: `/messages/${me.id}`, data: { n: 'heard' } });
  });

  it('refuses unknown channels and payloads over the NOTIFY limit', async () => {
    await expect(publish(t.db, '/nowhere', {})).rejects.toThrow('Неизвестный канал');
    await expect(publish(t.db, '/deploy', { text: 'ж'.repeat(5000) })).rejects.toThrow('слишком большое');
  });

  it('reaches subscribers of another API instance on the same database', async () => {
    const second = await buildApp({
      db: t.db,
      secretKey: 'test-secret-key-test-secret-key',
      altchaDifficulty: 20,
      listen: t.database.listen.bind(t.database),
    });
    await second.listen({ host: '127.0.0.1', port: 0 });
    try {
      const listener = await connect(admin, address(second.server));
      await subscribe(listener, '/deploy');
      await post('/api/deploy_notices', admin, { state: 'done' });
      expect((await nextEvent(listener)).data).toEqual({ state: 'done', message: texts.deployDone });
    } finally {
      await second.close();
    }
  });
});
