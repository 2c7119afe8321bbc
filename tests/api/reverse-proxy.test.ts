import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/server-process.ts';
import { adminToken, type ServerChild, serverDatabase, startServerChild, withStoreDb } from './server-child.ts';
import { TEST_ADMIN } from './test-users.ts';
import { openWs } from './ws-client.ts';

// Issue 26 item 5: 'docs/operations.md: N instances behind a reverse proxy (a config that works)'.
// The nginx block of docs/operations.md, as written (only its listen line and upstream ports are
// changed to the test's), runs in front of two real API processes on one PostgreSQL. nginx comes
// from Debian (.ci/ensure-nginx.sh); PostgreSQL only, as the several-instance setup it documents.
const url = process.env.DATABASE_URL;
const nginx = (() => {
  try {
    return execFileSync('bash', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();
if (url && !nginx) console.log('reverse-proxy.test.ts: skipped, no nginx (run .ci/ensure-nginx.sh)');

/** The documented config, with the test's ports; fails loudly when the doc no longer has what it edits. */
function documentedConfig(proxyPort: number, upstreamPorts: number[]): string {
  const docs = readFileSync(fileURLToPath(new URL('../../docs/operations.md', import.meta.url)), 'utf8');
  const section = docs.slice(docs.indexOf('### A reverse proxy in front (nginx)'));
  const block = section.match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('docs/operations.md: no nginx block under «A reverse proxy in front (nginx)»');
  let config = block.replace('listen 443 ssl;', `listen 127.0.0.1:${proxyPort};`);
  for (const [i, port] of upstreamPorts.entries())
    config = config.replace(`127.0.0.1:${3001 + i}`, `127.0.0.1:${port}`);
  if (config.includes('listen 443') || config.includes(':3001') || config.includes(':3002'))
    throw new Error('docs/operations.md: the nginx block changed; update the test’s edits');
  return config;
}

interface Answer {
  status: number;
  body: string;
}

/** A request from a chosen loopback address, so the proxy sees different clients. */
function from(
  localAddress: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(target, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe.skipIf(!url || !nginx)('two API instances behind the documented nginx config', () => {
  let store: Awaited<ReturnType<typeof serverDatabase>>;
  let token: string;
  let adminId: number;
  let servers: ServerChild[];
  let proxy: ChildProcess;
  let proxyUrl: string;
  let dir: string;

  beforeAll(async () => {
    store = await serverDatabase();
    await withStoreDb(store, async (database) => {
      token = await adminToken(database);
      const admin = await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', TEST_ADMIN.adminEmail)
        .executeTakeFirstOrThrow();
      adminId = admin.id;
    });
    const env = { ...store.env, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SIGN_IN: '2', LOG_LEVEL: 'info' };
    servers = await Promise.all([startServerChild(env), startServerChild(env)]);
    dir = mkdtempSync(join(tmpdir(), 'crm-nginx-'));
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
    const port = await freePort();
    proxyUrl = `http://127.0.0.1:${port}`;
    const upstreams = servers.map((s) => Number(new URL(s.url).port));
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${documentedConfig(port, upstreams)}
}
`,
    );
    proxy = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${proxyUrl}/health/live`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not answer: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
  }, 240_000);

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    for (const server of servers ?? []) await server.kill('SIGKILL');
    await store?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('spreads requests over both instances', async () => {
    for (let i = 0; i < 20; i++) expect((await fetch(`${proxyUrl}/health/ready`)).status).toBe(200);
    for (const server of servers) expect(server.output()).toContain('/health/ready');
  });

  it('limits each client by its own address, not the proxy’s (X-Forwarded-For, TRUST_PROXY)', async () => {
    const attempt = (address: string) =>
      from(address, `${proxyUrl}/users/sign_in.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { email: 'nobody@crm.local', password: 'x' }, altcha: 'x' }),
      });
    expect((await attempt('127.0.0.5')).status).not.toBe(429);
    expect((await attempt('127.0.0.5')).status).not.toBe(429);
    const refused = await attempt('127.0.0.5');
    expect(refused.status, refused.body).toBe(429);
    // Another person in the office is not refused for the first one's attempts.
    expect((await attempt('127.0.0.6')).status).not.toBe(429);
  });

  it('carries WebSockets through to an instance, and events from the other reach them', async () => {
    const socket = await openWs(`${proxyUrl.replace('http', 'ws')}/ws`, { authorization: `Bearer ${token}` });
    try {
      const channel = `/notification/${adminId}`;
      socket.send({ type: 'subscribe', channel });
      expect(await socket.next((m) => m.channel === channel)).toEqual({ type: 'subscribed', channel });
      await withStoreDb(store, ({ db }) =>
        sql`select pg_notify('crm_events', ${JSON.stringify({ channel, data: { type: 'probe', text: 'через прокси' } })})`.execute(
          db,
        ),
      );
      expect((await socket.next((m) => m.type === 'event')).data.text).toBe('через прокси');
    } finally {
      await socket.close();
    }
  });

  it('keeps answering when one instance stops', { timeout: 60_000 }, async () => {
    await servers[0].kill('SIGTERM');
    for (let i = 0; i < 10; i++) {
      const me = await fetch(`${proxyUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    }
  });
});
