import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { openConfiguredDatabase } from '../../server/db/open-configured.ts';
import { seedDemo } from '../../server/db/seed/demo-seed.ts';
import { seedLargeLedger } from '../../server/db/seed/large-ledger-seed.ts';
import { seedLarge } from '../../server/db/seed/large-seed.ts';
import { setOfficeTimeZone } from '../../server/office-time-zone.ts';
import { benchActivity, printActivity } from './activity-bench.ts';
import { benchAppOptionsFor } from './bench-app-options.ts';
import { benchCalc } from './calc-bench.ts';
import { benchCardAndSchedule, printTargets } from './card-schedule-bench.ts';
import { benchConsole } from './console-bench.ts';
import { benchLists, type CaseResult } from './list-bench.ts';
import { printListSummary, printSideBySide } from './list-summary.ts';
import { benchMixedLoad, printMixed } from './mixed-load-bench.ts';
import { benchStopUnderLoad } from './stop-under-load-bench.ts';
import { benchTwoInstances, printTwoInstances } from './two-instances-bench.ts';
import { benchReports, ledgerMissing, printReports } from './reports-bench.ts';
import { benchQualityRecalc, benchStatistics, printStatistics } from './statistics-bench.ts';
import type { DB } from '../../server/db/db-types.ts';

// `npm run bench`: the API list budget at 1M orders, as ratios against baselines measured in the
// same run (the machine is shared and noisy): HTTP vs the same SQL called directly, throughput vs
// a bare node:http handler running the same SQL, p50 under 50 ms (list-summary.ts); writes under
// a mixed load and a stop under it (issue 25 item 2). `--only pglite,lists,mixed` runs PGlite's
// list and mixed-load parts only; without a part name every part of each database runs. `two`
// (PostgreSQL only) runs the mixed load against two real server processes (issue 26).
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    // Each list case's p50 from 31 samples of each way in turn: 15 left the ratios ±0.05 from run to run.
    samples: { type: 'string', default: '31' },
    only: { type: 'string', default: 'pglite,pg,calc,console,export,cli' },
    // Each way's throughput windows (A B B A, twice) share this: 4 windows of 2.5 s per way and case.
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'mixed-seconds': { type: 'string', default: '30' },
    'mixed-connections': { type: 'string', default: '100' },
    'two-seconds': { type: 'string', default: '60' },
    'export-rows': { type: 'string', default: '100000' },
    'cli-samples': { type: 'string', default: '21' },
  },
});
const scale = { orders: Number(values.orders), individuals: 50_000, contractors: 20_000 };
const only = new Set(values.only.split(','));
const databaseParts = ['lists', 'card', 'activity', 'reports', 'statistics', 'mixed', 'two', 'stop'];
const wanted = (part: string) => only.has(part) || !databaseParts.some((p) => only.has(p));
const listsByDatabase = new Map<string, CaseResult[]>();

/** Orders in the bench database, from the trigger-kept counter (count(*) would scan a million rows). */
async function orderCount(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: string | null }>`select crm_row_count('orders') as n`.execute(db);
  return Number(rows[0].n ?? 0);
}

async function benchOn(label: string, config: { dataDir: string; databaseUrl?: string }) {
  benchAppOptionsFor(config.databaseUrl);
  const { database, release } = await openConfiguredDatabase(config, async (fresh) => {
    await seedDemo(fresh.db, { adminEmail: 'admin@bench.local', adminPassword: 'bench-pass-1' });
  });
  try {
    const n = await orderCount(database.db);
    if (Number(n) < scale.orders) {
      console.log(`${label}: seeding ${scale.orders} orders (cached for the next run)…`);
      await seedLarge(database, { ...scale, log: (m) => console.log(`  ${m}`) });
    }
    if (await ledgerMissing(database.db, scale.orders)) {
      console.log(`${label}: seeding the ledger and accounts of the closed orders (cached for the next run)…`);
      await seedLargeLedger(database, { log: (m) => console.log(`  ${m}`) });
    }
    console.log(`${label}: ${await orderCount(database.db)} orders`);
    if (wanted('lists')) {
      const rows = await benchLists(database.db, {
        samples: Number(values.samples),
        seconds: Number(values.seconds),
        connections: Number(values.connections),
      });
      listsByDatabase.set(label, rows);
      printListSummary(label, rows);
    }
    if (wanted('card')) {
      console.log(`${label}: order card and weekly schedule over HTTP`);
      printTargets(label, await benchCardAndSchedule(database.db, Number(values.samples)));
    }
    if (wanted('activity')) {
      console.log(`${label}: list and create with and without user activity recording`);
      printActivity(label, await benchActivity(database.db, Number(values.samples)));
    }
    if (wanted('reports')) {
      console.log(`${label}: money reports over HTTP and their SQL alone`);
      printReports(label, await benchReports(database.db, Number(values.samples)));
    }
    if (wanted('mixed')) {
      const connections = Number(values['mixed-connections']);
      console.log(
        `${label}: ${connections} connections, 90 % list reads and 10 % order saves, ${values['mixed-seconds']} s`,
      );
      const mixed = await benchMixedLoad(database.db, { seconds: Number(values['mixed-seconds']), connections });
      // The ratio is the embedded database's target (one connection for all); PostgreSQL's is printed.
      printMixed(label, mixed, config.databaseUrl ? undefined : 3);
    }
    // Issue 26: two API processes share PostgreSQL; PGlite is one process's database.
    if (wanted('two') && config.databaseUrl) {
      const connections = Number(values['mixed-connections']);
      console.log(
        `${label}: two API instances, ${connections} connections, the mixed load, ${values['two-seconds']} s`,
      );
      const { databaseUrl } = config;
      const two = await benchTwoInstances({ ...config, databaseUrl }, database.db, {
        seconds: Number(values['two-seconds']),
        connections,
      });
      printTwoInstances(label, two);
    }
    if (wanted('statistics')) {
      console.log(`${label}: statistics over HTTP and their SQL alone; a full quality recalculation`);
      printStatistics(
        label,
        await benchStatistics(database.db, Number(values.samples)),
        await benchQualityRecalc(database.db),
      );
    }
  } finally {
    await release();
  }
  if (wanted('stop')) {
    const reopen = async () => {
      const { database: again, release: close } = await openConfiguredDatabase(config);
      return { db: again.db, close };
    };
    const line = await benchStopUnderLoad(config, reopen, Number(values['mixed-connections']));
    console.log(`${label}: SIGTERM under the mixed load: ${line}`);
  }
}

/** Each part of the bench runs even when an earlier one failed; the failure is printed as missed. */
async function part(label: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    process.exitCode = 1;
    console.log(`${label}: MISSED, the run failed: ${(error as Error).message}`);
  }
}

// The server under measure runs on the office's clock, as `npm start` does.
setOfficeTimeZone();
const dataDir = resolve(process.env.DATA_DIR || './data', 'bench');
if (only.has('pglite')) await part('PGlite', () => benchOn('PGlite', { dataDir: join(dataDir, 'pglite') }));
if (only.has('pg')) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await part('PostgreSQL', () => benchOn('PostgreSQL', { dataDir, databaseUrl }));
  else console.log('PostgreSQL: skipped (set DATABASE_URL to a server to measure it too)');
}
printSideBySide(listsByDatabase);
if (only.has('calc')) {
  console.log('Calculator: POST /api/calc/get_cost against the packing engine alone');
  await part('Calculator', () => benchCalc({ log: (line) => console.log(`  ${line}`) }));
}
if (only.has('console')) {
  console.log('Console: initial JS size and time to first rows in Chromium');
  await part('Console', benchConsole);
}
if (only.has('map') || only.has('console'))
  await part('Map', async () => (await import('./map-cluster-bench.ts')).benchMapClusters());
if (only.has('export')) {
  console.log('Export: GET /api/transactions/export streamed over HTTP, memory sampled');
  await part('Export', async () =>
    (await import('./export-bench.ts')).benchExport({
      rows: Number(values['export-rows']),
      log: (line) => console.log(`  ${line}`),
    }),
  );
}
if (only.has('cli')) {
  console.log('CLI: start of `crm --version` against `node -e 0`, from a folder outside the project');
  await part('CLI', async () =>
    (await import('./cli-start-bench.ts')).benchCliStart(Number(values['cli-samples']), (line) =>
      console.log(`  ${line}`),
    ),
  );
}
