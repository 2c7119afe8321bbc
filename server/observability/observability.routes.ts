import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  auditVerify,
  healthLive,
  healthReady,
  metrics as metricsAction,
} from '../../core/actions/defs/operations.actions.ts';
import { AppError } from '../../core/errors.ts';
import { mountAction } from '../actions/mount-action.ts';
import { verifyAuditChain } from '../audit/audit-chain.ts';
import { sameSecret } from '../auth/tokens.ts';
import { migrationFiles } from '../db/migrate.ts';
import { createMetrics } from './metrics-registry.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface ObservabilityOptions {
  /** METRICS_TOKEN: the bearer a Prometheus scrape sends; unset, /metrics answers 404. */
  metricsToken?: string;
  /** The database pool's connections now (PostgreSQL). */
  poolStats?: () => PoolStats;
}

const checkFailed = (e: unknown) => ({ ok: false, detail: e instanceof Error ? e.message : String(e) });

/**
 * /health/live (the process answers), /health/ready (database reachable, migrations current, job
 * runner alive: what a load balancer asks before sending traffic) and /metrics (Prometheus text:
 * requests by route and status, latency histograms, job queue depth and age, pool, sockets).
 */
export function registerObservability(app: FastifyInstance, options: ObservabilityOptions) {
  const series = createMetrics();
  const expected = migrationFiles();
  app.addHook('onResponse', (request, reply, next) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== metricsAction.path)
      series.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    next();
  });

  mountAction(app, healthLive, async () => ({ status: 'ok' as const }));
  // Reads the whole trail; not inside a request transaction (nothing to roll back).
  mountAction(app, auditVerify, () => verifyAuditChain(app.db), { transaction: false });

  mountAction(
    app,
    healthReady,
    async ({ reply }) => {
      const database = await sql`select 1`.execute(app.db).then(() => ({ ok: true }), checkFailed);
      const migrations = await sql<{ name: string }>`select name from schema_migrations`
        .execute(app.db)
        .then(({ rows }) => {
          const done = new Set(rows.map((r) => r.name));
          const missing = expected.filter((f) => !done.has(f));
          return missing.length ? { ok: false, detail: `не применены: ${missing.join(', ')}` } : { ok: true };
        }, checkFailed);
      const jobs = app.jobs.alive() ? { ok: true } : { ok: false, detail: 'фоновые задачи не опрашиваются' };
      const ok = database.ok && migrations.ok && jobs.ok;
      reply.code(ok ? 200 : 503).header('cache-control', 'no-store');
      return { status: ok ? ('ok' as const) : ('fail' as const), checks: { database, migrations, jobs } };
    },
    { transaction: false },
  );

  mountAction(
    app,
    metricsAction,
    async ({ request, reply }) => {
      if (!options.metricsToken) throw new AppError('not_found', 'Метрики выключены: задайте METRICS_TOKEN');
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!sameSecret(given, options.metricsToken))
        throw new AppError('unauthorized', 'Нужен токен метрик (METRICS_TOKEN)');
      const queue = (
        await sql<{ depth: number; age: number | null }>`
          select count(*)::int as depth, extract(epoch from now() - min(run_at))::float8 as age
          from jobs where done_at is null and run_at <= now()`.execute(app.db)
      ).rows[0];
      const pool = options.poolStats?.();
      const gauges = [
        { name: 'crm_jobs_queue_depth', help: 'Background jobs due and not done.', value: queue.depth },
        { name: 'crm_jobs_oldest_age_seconds', help: 'Age of the oldest due job.', value: queue.age ?? 0 },
        {
          name: 'crm_realtime_connections',
          help: 'Open WebSockets on this instance.',
          value: app.websocketServer?.clients.size ?? 0,
        },
        ...(pool
          ? (['total', 'idle', 'waiting'] as const).map((state) => ({
              name: 'crm_db_pool_connections',
              help: 'Database pool connections by state (waiting: requests queued for one).',
              value: pool[state],
              labels: { state },
            }))
          : []),
      ];
      return reply
        .type('text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(series.render(gauges));
    },
    { transaction: false },
  );
}
