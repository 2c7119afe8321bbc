import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

// Issue 8 item 4: "/ws accepts an upgrade with Origin: http://evil.example and a valid cookie: refuse
// any Origin other than the server's own (plus ALLOWED_ORIGINS). A request with no Origin (CLI,
// scripts with a bearer token) stays allowed." Real HTTP, real WebSockets.
let t: TestApp;
let withAllowed: FastifyInstance;
let admin: Credentials;
let bearer: string;
const opened: WsClient[] = [];

const hostOf = (app: FastifyInstance) => `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function open(app: FastifyInstance, headers: Record<string, string>) {
  const client = await openWs(`ws://${hostOf(app)}/ws`, headers);
  opened.push(client);
  client.send({ type: 'ping' });
  return client.next();
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  withAllowed = await buildApp({
    db: t.db,
    secretKey: 'test-secret-key-test-secret-key',
    altchaDifficulty: 20,
    listen: t.database.listen.bind(t.database),
    allowedOrigins: ['https://crm.example.ru'],
  });
  await withAllowed.listen({ host: '127.0.0.1', port: 0 });
  admin = await t.loginAs();
  bearer = (await t.api('POST', '/api/tokens', admin, { token: { name: 'ws-origin' } })).json().token;
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await withAllowed?.close();
  await t?.close();
});

describe('/ws Origin check', () => {
  it('refuses another site’s page even with a valid cookie: 403', async () => {
    const cookie = admin.headers.cookie;
    for (const origin of ['http://evil.example', 'null', `http://${hostOf(t.app)}.evil.example`])
      await expect(openWs(`ws://${hostOf(t.app)}/ws`, { cookie, origin }), origin).rejects.toThrow(
        'upgrade refused: 403',
      );
    await expect(
      openWs(`ws://${hostOf(t.app)}/ws`, { authorization: `Bearer ${bearer}`, origin: 'http://evil.example' }),
    ).rejects.toThrow('upgrade refused: 403');
  });

  it('accepts the server’s own origin with the cookie', async () => {
    expect(await open(t.app, { cookie: admin.headers.cookie, origin: `http://${hostOf(t.app)}` })).toEqual({
      type: 'pong',
    });
  });

  it('accepts no Origin with a bearer token (CLI, scripts)', async () => {
    expect(await open(t.app, { authorization: `Bearer ${bearer}` })).toEqual({ type: 'pong' });
  });

  it('accepts an origin from ALLOWED_ORIGINS, and only on the server configured with it', async () => {
    const headers = { cookie: admin.headers.cookie, origin: 'https://crm.example.ru' };
    expect(await open(withAllowed, headers)).toEqual({ type: 'pong' });
    await expect(openWs(`ws://${hostOf(t.app)}/ws`, headers)).rejects.toThrow('upgrade refused: 403');
    await expect(
      openWs(`ws://${hostOf(withAllowed)}/ws`, { ...headers, origin: 'http://evil.example' }),
    ).rejects.toThrow('upgrade refused: 403');
  });

  it('still refuses an allowed origin without credentials: 401', async () => {
    await expect(openWs(`ws://${hostOf(t.app)}/ws`, { origin: `http://${hostOf(t.app)}` })).rejects.toThrow(
      'upgrade refused: 401',
    );
  });
});
