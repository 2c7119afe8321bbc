import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { progressPercent } from '../../core/rules/quality.rule.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { seedLargeQuality } from '../../server/db/seed/large-quality-seed.ts';
import { recalcQuality } from '../../server/domain/quality/quality-recalc.job.ts';
import { loadClientStatistics } from '../../server/statistics/client-statistics.query.ts';
import { loadDriverStatistics } from '../../server/statistics/driver-statistics.query.ts';
import { loadEverydayStatistics } from '../../server/statistics/everyday-statistics.query.ts';
import { loadMonthStatistics } from '../../server/statistics/month-statistics.query.ts';
import { loadOccupation } from '../../server/statistics/occupation-statistics.query.ts';
import { askedMonth } from '../../server/statistics/statistics-period.ts';
import { loadUserEfficiency } from '../../server/statistics/user-efficiency.query.ts';
import { benchAdminToken } from './bench-token.ts';
import { httpTimer, timeInTurn } from './list-bench.ts';
import type { DB } from '../../server/db/db-types.ts';

/** Issue 21 item 8: 'every statistics query p50 under 300 ms'. */
const STATS_TARGET_MS = 300;
/** '… a full quality recalculation of 50 000 workers under 60 s with progress events at least every 2 s'. */
const RECALC_TARGET_S = 60;
const EVENT_GAP_TARGET_S = 2;

export interface StatisticsBenchRow {
  name: string;
  httpMs: number;
  sqlMs: number;
}

export interface RecalcBenchResult {
  workers: number;
  seconds: number;
  steps: number;
  maxGapSeconds: number;
  percents: number;
}

/** Each statistics call over HTTP (off-thread client, as the report bench) and its query alone, in turn. */
export async function benchStatistics(db: Kysely<DB>, samples: number): Promise<StatisticsBenchRow[]> {
  await seedLargeQuality(db, (line) => console.log(`  качество для стенда: ${line}`));
  const { token } = await benchAdminToken(db, 'bench-statistics');
  const app = await buildApp({ db, ...benchAppOptions });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = httpTimer();
  const last = askedMonth({ year: null, month: null }, moscowDate(new Date(Date.now() - 31 * 86_400_000)));
  const q = `year=${last.year}&month=${last.month}`;
  const cases: { name: string; url: string; direct(): Promise<unknown> }[] = [
    { name: 'month, six months', url: '/api/statistics/month', direct: () => loadMonthStatistics(db, 0) },
    {
      name: 'everyday by updated_at',
      url: `/api/statistics/everyday?${q}`,
      direct: () => loadEverydayStatistics(db, 'updated_at', last),
    },
    {
      name: 'everyday by payment_date',
      url: `/api/statistics/everyday?${q}&date_type=payment_date`,
      direct: () => loadEverydayStatistics(db, 'payment_date', last),
    },
    { name: 'driver', url: `/api/statistics/driver?${q}`, direct: () => loadDriverStatistics(db, last) },
    { name: 'client, page 1', url: `/api/statistics/client?${q}`, direct: () => loadClientStatistics(db, last, 1) },
    {
      name: 'occupation, busy',
      url: `/api/statistics/individual_occupation?${q}`,
      direct: () => loadOccupation(db, { range: last, busy: 1, kind: null, page: 1 }),
    },
    {
      name: 'occupation, idle',
      url: `/api/statistics/individual_occupation?${q}&busy=0`,
      direct: () => loadOccupation(db, { range: last, busy: 0, kind: null, page: 1 }),
    },
    { name: 'user efficiency', url: `/api/user_efficiency?${q}`, direct: () => loadUserEfficiency(db, last) },
  ];
  try {
    const out: StatisticsBenchRow[] = [];
    for (const c of cases) {
      const [httpMs, sqlMs] = await timeInTurn(samples, [() => client.get(`${base}${c.url}`, token), () => c.direct()]);
      out.push({ name: c.name, httpMs, sqlMs });
    }
    return out;
  } finally {
    await client.close();
    await app.close();
    await db.deleteFrom('api_tokens').where('name', '=', 'bench-statistics').execute();
  }
}

/** The whole recalculation of last month for every worker, as the job runs it, with the gaps between its progress steps. */
export async function benchQualityRecalc(db: Kysely<DB>): Promise<RecalcBenchResult> {
  const last = askedMonth({ year: null, month: null }, moscowDate(new Date(Date.now() - 31 * 86_400_000)));
  const started = performance.now();
  let previous = started;
  let maxGap = 0;
  let steps = 0;
  const percents = new Set<number>();
  const workers = await recalcQuality(
    db,
    { year: last.year, month: last.month, individual_ids: null },
    async (done, total) => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - previous);
      previous = now;
      steps = done;
      percents.add(progressPercent(done, total));
    },
  );
  return {
    workers,
    seconds: (performance.now() - started) / 1000,
    steps,
    maxGapSeconds: maxGap / 1000,
    percents: percents.size,
  };
}

export function printStatistics(label: string, rows: StatisticsBenchRow[], recalc: RecalcBenchResult) {
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  for (const r of rows)
    console.log(
      `  ${label}: Statistics: ${r.name.padEnd(28)} p50 ${r.httpMs.toFixed(1).padStart(7)} ms ` +
        `(< ${STATS_TARGET_MS} ${mark(r.httpMs < STATS_TARGET_MS)}), SQL alone ${r.sqlMs.toFixed(1)} ms`,
    );
  console.log(
    `  ${label}: Quality recalculation: ${recalc.workers} workers in ${recalc.seconds.toFixed(1)} s ` +
      `(< ${RECALC_TARGET_S} ${mark(recalc.seconds < RECALC_TARGET_S)}), ${recalc.steps} steps, ` +
      `${recalc.percents} distinct percents, longest gap between progress events ${recalc.maxGapSeconds.toFixed(2)} s ` +
      `(≤ ${EVENT_GAP_TARGET_S} ${mark(recalc.maxGapSeconds <= EVENT_GAP_TARGET_S)})`,
  );
}
