import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { registerConsole } from '../../server/http/console-static.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// A fake build in a temp folder: these tests pin the serving rules, not the real console.
const indexHtml =
  '<!doctype html><html><head><meta name="csrf-token" content=""><title>CRM</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

let t: TestApp;
let admin: Credentials;
let dist: string;
const apps: FastifyInstance[] = [];

async function consoleApp(distDir: string) {
  const app = await buildApp({ db: t.db, secretKey: 'test-secret-key-test-secret-key', altchaDifficulty: 20 });
  await registerConsole(app, { distDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  apps.push(app);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
}

const csrfOf = (html: string) => /<meta name="csrf-token" content="([^"]*)">/.exec(html)?.[1];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  dist = mkdtempSync(join(tmpdir(), 'crm-console-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("crm")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('console serving', () => {
  it('serves index.html at / with an empty csrf meta when signed out, not cached', async () => {
    const get = await consoleApp(dist);
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(csrfOf(html)).toBe('');
  });

  it('fills the csrf meta with the session token on a history URL', async () => {
    const get = await consoleApp(dist);
    for (const path of ['/orders', '/calc/browse', '/login?next=%2Forders']) {
      const res = await get(path, { cookie: admin.headers.cookie });
      expect(res.status, path).toBe(200);
      expect(csrfOf(await res.text()), path).toBe(admin.headers['x-csrf-token']);
    }
    expect(csrfOf(await (await get('/orders')).text())).toBe('');
    expect(csrfOf(await (await get('/orders', { cookie: 'crm_session=forged' })).text())).toBe('');
  });

  it('adds the csrf meta when index.html has none', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'crm-console-bare-'));
    writeFileSync(join(bare, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    try {
      const get = await consoleApp(bare);
      const html = await (await get('/orders', { cookie: admin.headers.cookie })).text();
      expect(html).toContain(`<head><meta name="csrf-token" content="${admin.headers['x-csrf-token']}"><title>`);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('serves hashed assets with a long immutable cache and other files briefly', async () => {
    const get = await consoleApp(dist);
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("crm")');
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing asset instead of HTML, and never leaves the build folder', async () => {
    const get = await consoleApp(dist);
    expect((await get('/assets/index-old999.js')).status).toBe(404);
    const traversal = await get('/assets/%2e%2e/%2e%2e/etc/passwd');
    expect(traversal.status).not.toBe(500);
    expect(await traversal.text()).not.toContain('root:');
  });

  it('keeps JSON 404 for unknown API paths and the API itself working', async () => {
    const get = await consoleApp(dist);
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'Не найдено: GET /api/nope' });
    expect((await get('/api/me', { cookie: admin.headers.cookie })).status).toBe(200);
  });

  it('explains in Russian how to build the console when the build is missing', async () => {
    const get = await consoleApp(join(dist, 'missing'));
    for (const path of ['/', '/orders']) {
      const res = await get(path);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build:console');
    }
    expect((await get('/api/nope')).status).toBe(404);
  });

  it('declares every console route public', async () => {
    const app = await buildApp({ db: t.db, secretKey: 'test-secret-key-test-secret-key', altchaDifficulty: 20 });
    apps.push(app);
    await registerConsole(app, { distDir: dist });
    await app.ready();
    const own = app.registeredRoutes.filter((r) => r.url === '/' || r.url === '/*');
    expect(own.map((r) => `${r.method} ${r.url} ${r.permission}`)).toEqual(['GET / public', 'GET /* public']);
  });
});
