import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Issue 26 item 4: health for the load balancer and the orchestrator, metrics for Prometheus.

const check = z.object({ ok: z.boolean(), detail: z.string().optional() });

export const healthLive = defineAction({
  name: 'health.live',
  method: 'GET',
  path: '/health/live',
  title: 'Сервер жив',
  permission: 'public',
  answer: z.object({ status: z.literal('ok') }),
});

export const healthReady = defineAction({
  name: 'health.ready',
  method: 'GET',
  path: '/health/ready',
  title: 'Сервер готов принимать запросы',
  permission: 'public',
  answer: z.object({
    status: z.enum(['ok', 'fail']),
    checks: z.object({ database: check, migrations: check, jobs: check }),
  }),
});

/**
 * Prometheus text. Public at the router, because a scraper has no session: the handler wants
 * `Authorization: Bearer $METRICS_TOKEN` (401 otherwise, 404 while no token is configured).
 */
export const metrics = defineAction({
  name: 'metrics.scrape',
  method: 'GET',
  path: '/metrics',
  title: 'Метрики Prometheus',
  permission: 'public',
  transport: 'download',
  answer: wire.file(),
});

/** Issue 26 item 6: `crm audit verify` and the admin screen recompute the audit trail's hash chain. */
export const auditVerify = defineAction({
  name: 'audit.verify',
  method: 'GET',
  path: '/api/audit_log/verify',
  title: 'Проверить журнал аудита',
  permission: 'admin',
  answer: z.object({
    ok: z.boolean(),
    checked: z.number(),
    problems: z.array(z.object({ id: z.number(), problem: z.string() })),
  }),
});
