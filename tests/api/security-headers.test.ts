import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { registerConsole } from '../../server/http/console-static.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Issue 8 item 4: "Serve the console with a Content-Security-Policy (default-src 'self', what the
// ALTCHA widget needs, an img-src that can take a configurable tile host, nothing inline) and the
// usual headers via @fastify/helmet."
let t: TestApp;
let dist: string;
const apps: FastifyInstance[] = [];

async function consoleApp(options: { mapTileUrl?: string; secureCookies?: boolean } = {}) {
  const app = await buildApp({
    db: t.db,
    secretKey: 'test-secret-key-test-secret-key',
    altchaDifficulty: 20,
    ...options,
  });
  await registerConsole(app, { distDir: dist });
  apps.push(app);
  return app;
}

/** The CSP as {directive: sources}. */
function policy(header: string | undefined): Record<string, string[]> {
  const entries = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return Object.fromEntries(entries.filter((e) => e[0]).map(([name, ...sources]) => [name, sources]));
}

beforeAll(async () => {
  t = await startTestApp();
  dist = mkdtempSync(join(tmpdir(), 'crm-console-csp-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>CRM</title></head><body></body></html>');
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('serves the console page with a CSP that allows nothing inline and only this server’s scripts', async () => {
    const app = await consoleApp();
    const res = await app.inject({ method: 'GET', url: '/orders' });
    expect(res.statusCode).toBe(200);
    const csp = policy(res.headers['content-security-policy'] as string);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval|blob:|data:|\*(?!\.)/);
  });

  it('lets map images come from the MAP_TILE_URL host and no other', async () => {
    const osm = policy((await (await consoleApp()).inject('/')).headers['content-security-policy'] as string);
    expect(osm['img-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    const own = await consoleApp({ mapTileUrl: 'https://{s}.tiles.example.ru:8443/{z}/{x}/{y}.png' });
    const csp = policy((await own.inject('/')).headers['content-security-policy'] as string);
    expect(csp['img-src']).toEqual(["'self'", 'https://*.tiles.example.ru:8443']);
    const local = await consoleApp({ mapTileUrl: '/tiles/{z}/{x}/{y}.png' });
    expect(policy((await local.inject('/')).headers['content-security-policy'] as string)['img-src']).toEqual([
      "'self'",
    ]);
  });

  it('sends the usual helmet headers on the page and on API answers', async () => {
    const app = await consoleApp();
    for (const url of ['/', '/api/me', '/api/altcha/challenge']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      // Plain HTTP (an office network): HSTS would be ignored, and must not pin the host to HTTPS.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect((await app.inject('/')).headers['cache-control']).toBe('private, no-cache');
  });

  it('sends HSTS for this host only when served over HTTPS (SECURE_COOKIES)', async () => {
    const app = await consoleApp({ secureCookies: true });
    expect((await app.inject('/')).headers['strict-transport-security']).toBe('max-age=15552000');
  });
});
