import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 26 item 4: 'GET /health/live and /health/ready (database reachable, migrations current, job
// runner alive); GET /metrics in Prometheus text (requests by route and status, latency histograms,
// job queue depth and age, database pool, realtime connections), behind a token; JSON logs with a
// request id that the answer carries (X-Request-Id)'.
let t: TestApp;
let admin: Credentials;
let scraped: Awaited<ReturnType<typeof buildApp>>;
const logLines: Record<string, unknown>[] = [];
const METRICS_TOKEN = 'metrics-test-token-123';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  // A second instance on the same database, as main.ts builds one: a token for /metrics, JSON logs.
  scraped = await buildApp({
    db: t.db,
    secretKey: 'test-secret-key-test-secret-key',
    altchaDifficulty: 20,
    metricsToken: METRICS_TOKEN,
    poolStats: () => ({ total: 4, idle: 3, waiting: 0 }),
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).trim().split('\n')) logLines.push(JSON.parse(line));
          done();
        },
      }),
    },
  });
  // A handler that fails, to see what a 500 tells the person and the log.
  scraped.get('/api/test_failure', { config: { permission: 'public' } }, async () => {
    throw new Error('сбой для теста');
  });
  await scraped.ready();
});
afterAll(async () => {
  await scraped?.close();
  await t?.close();
});

describe('health', () => {
  it('/health/live answers without signing in', async () => {
    const res = await t.api('GET', '/health/live', null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/health/ready checks the database, the migrations and the job runner', async () => {
    const res = await t.api('GET', '/health/ready', null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: true } },
    });
  });

  it('/health/ready answers 503 naming a migration the database lacks (an old schema under a new server)', async () => {
    const [last] = await t.db.selectFrom('schema_migrations').select('name').orderBy('name', 'desc').limit(1).execute();
    await t.db.deleteFrom('schema_migrations').where('name', '=', last.name).execute();
    try {
      const res = await t.api('GET', '/health/ready', null);
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('fail');
      expect(res.json().checks.migrations).toEqual({ ok: false, detail: `не применены: ${last.name}` });
    } finally {
      await t.db.insertInto('schema_migrations').values({ name: last.name }).execute();
    }
  });
});

describe('/metrics', () => {
  it('is off (404) while no METRICS_TOKEN is set, and wants the token when one is', async () => {
    expect((await t.api('GET', '/metrics', admin)).statusCode).toBe(404);
    expect((await scraped.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await scraped.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives requests by route and status, latency histograms, the job queue, the pool and the sockets', async () => {
    const cookie = admin.headers;
    await scraped.inject({ method: 'GET', url: '/api/me', headers: cookie });
    await scraped.inject({ method: 'GET', url: '/api/me' });
    await t.db
      .insertInto('jobs')
      .values({ kind: 'observability_probe', run_at: new Date(Date.now() - 5000).toISOString() })
      .execute();
    const res = await scraped.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = res.body;
    expect(text).toContain('crm_http_requests_total{method="GET",route="/api/me",status="200"} 1');
    expect(text).toContain('crm_http_requests_total{method="GET",route="/api/me",status="401"} 1');
    expect(text).toContain('# TYPE crm_http_request_duration_seconds histogram');
    expect(text).toMatch(/crm_http_request_duration_seconds_bucket\{method="GET",route="\/api\/me",le="\+Inf"\} 2/);
    expect(text).toMatch(/crm_jobs_queue_depth [1-9]\d*/);
    expect(Number(/crm_jobs_oldest_age_seconds ([\d.]+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(5);
    expect(text).toContain('crm_db_pool_connections{state="idle"} 3');
    expect(text).toMatch(/crm_realtime_connections \d+/);
  });
});

describe('request ids', () => {
  it('every answer carries X-Request-Id, a refusal too; a proxy’s id is kept', async () => {
    const ids = new Set<string>();
    for (const res of [
      await t.api('GET', '/api/me', admin),
      await t.api('GET', '/api/me', null),
      await t.api('GET', '/api/nothing_here', admin),
      await t.api('POST', '/api/streets', admin, { street: { name: '' } }),
    ]) {
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(String(res.headers['x-request-id']));
    }
    expect(ids.size).toBe(4);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'nginx-7f3a9c01' },
    });
    expect(proxied.headers['x-request-id']).toBe('nginx-7f3a9c01');
  });

  it('a 500 quotes its id to the person, and the JSON log line of the failure has the same id', async () => {
    const res = await scraped.inject({ method: 'GET', url: '/api/test_failure' });
    expect(res.statusCode).toBe(500);
    const id = String(res.headers['x-request-id']);
    expect(res.json().error).toContain(`код запроса ${id}`);
    const logged = logLines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ request_id: id, level: 50 });
    expect(JSON.stringify(logged)).toContain('сбой для теста');
  });
});
