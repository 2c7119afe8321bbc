import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../../server/db/open-configured.ts';
import { seedDemo } from '../../server/db/seed/demo-seed.ts';
import { seedLargeLedger } from '../../server/db/seed/large-ledger-seed.ts';
import { seedLarge } from '../../server/db/seed/large-seed.ts';
import { setOfficeTimeZone } from '../../server/office-time-zone.ts';
import { benchActivity, printActivity } from './activity-bench.ts';
import { benchCalc } from './calc-bench.ts';
import { benchCardAndSchedule, printTargets } from './card-schedule-bench.ts';
import { benchConsole } from './console-bench.ts';
import { benchLists, type CaseResult } from './list-bench.ts';
import { benchReports, ledgerMissing, printReports } from './reports-bench.ts';
import { benchQualityRecalc, benchStatistics, printStatistics } from './statistics-bench.ts';

// `npm run bench`: the API list budget at 1M orders, as ratios against baselines measured in the
// same run (the machine is shared and noisy): HTTP vs the same SQL called directly (target <= 1.5x),
// throughput vs a bare node:http handler running the same SQL (target >= 0.8x), p50 under 50 ms.
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    samples: { type: 'string', default: '15' },
    only: { type: 'string', default: 'pglite,pg,calc,console,export' },
    seconds: { type: 'string', default: '5' },
    'export-rows': { type: 'string', default: '100000' },
  },
});
const scale = { orders: Number(values.orders), individuals: 50_000, contractors: 20_000 };

function summary(label: string, rows: CaseResult[]) {
  const worstRatio = Math.max(...rows.map((r) => r.httpMs / r.sqlMs));
  // A case whose load run got no answer is NaN: it counts as missed, never as the best ratio.
  const worstRps = Math.min(...rows.map((r) => (Number.isNaN(r.rpsApp / r.rpsBare) ? 0 : r.rpsApp / r.rpsBare)));
  const worstP50 = Math.max(...rows.map((r) => r.httpMs));
  // Not a target of the issue: says how much of HTTP/SQL is the app, and how much any HTTP handler pays here.
  const worstBare = Math.max(...rows.map((r) => r.httpMs / r.bareMs));
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `${label}: HTTP/SQL worst x${worstRatio.toFixed(2)} (<= 1.5 ${mark(worstRatio <= 1.5)}), ` +
      `rps app/bare worst x${worstRps.toFixed(2)} (>= 0.8 ${mark(worstRps >= 0.8)}), worst p50 ${worstP50.toFixed(1)} ms (< 50 ${mark(worstP50 < 50)}), ` +
      `HTTP app/bare handler worst x${worstBare.toFixed(2)}`,
  );
}

async function benchOn(label: string, config: { dataDir: string; databaseUrl?: string }) {
  const { database, release } = await openConfiguredDatabase(config, async (fresh) => {
    await seedDemo(fresh.db, { adminEmail: 'admin@bench.local', adminPassword: 'bench-pass-1' });
  });
  try {
    const { n } = await database.db
      .selectFrom('row_counts')
      .select('n')
      .where('table_name', '=', 'orders')
      .executeTakeFirstOrThrow();
    if (Number(n) < scale.orders) {
      console.log(`${label}: seeding ${scale.orders} orders (cached for the next run)…`);
      await seedLarge(database, { ...scale, log: (m) => console.log(`  ${m}`) });
    }
    if (await ledgerMissing(database.db, scale.orders)) {
      console.log(`${label}: seeding the ledger and accounts of the closed orders (cached for the next run)…`);
      await seedLargeLedger(database, { log: (m) => console.log(`  ${m}`) });
    }
    console.log(
      `${label}: ${Number((await database.db.selectFrom('row_counts').select('n').where('table_name', '=', 'orders').executeTakeFirstOrThrow()).n)} orders`,
    );
    summary(label, await benchLists(database.db, { samples: Number(values.samples), seconds: Number(values.seconds) }));
    console.log(`${label}: order card and weekly schedule over HTTP`);
    printTargets(label, await benchCardAndSchedule(database.db, Number(values.samples)));
    console.log(`${label}: list and create with and without user activity recording`);
    printActivity(label, await benchActivity(database.db, Number(values.samples)));
    console.log(`${label}: money reports over HTTP and their SQL alone`);
    printReports(label, await benchReports(database.db, Number(values.samples)));
    console.log(`${label}: statistics over HTTP and their SQL alone; a full quality recalculation`);
    printStatistics(
      label,
      await benchStatistics(database.db, Number(values.samples)),
      await benchQualityRecalc(database.db),
    );
  } finally {
    await release();
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
const only = new Set(values.only.split(','));
const dataDir = resolve(process.env.DATA_DIR || './data', 'bench');
if (only.has('pglite')) await part('PGlite', () => benchOn('PGlite', { dataDir: join(dataDir, 'pglite') }));
if (only.has('pg')) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await part('PostgreSQL', () => benchOn('PostgreSQL', { dataDir, databaseUrl }));
  else console.log('PostgreSQL: skipped (set DATABASE_URL to a server to measure it too)');
}
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
