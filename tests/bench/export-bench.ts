import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { hashToken, newToken } from '../../server/auth/tokens.ts';
import { openPGlite } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedUsers } from '../../server/db/seed/demo-users.ts';

// Issue 13 item 7: 'an export of 100 000 transactions streamed with flat memory (heap growth under
// 50 MB, measured in the bench)'. A fresh PGlite with staff, some workers and clients, and the
// ledger filled in one statement; then GET /api/transactions/export over real HTTP on loopback,
// the body read and thrown away, while heapUsed and RSS are sampled in this (the server's) process.

const HEAP_TARGET_MB = 50;
const SAMPLE_MS = 20;
const LIVE_SAMPLE_MS = 500;

export interface ExportBenchRow {
  format: 'xlsx' | 'csv';
  rows: number;
  bytes: number;
  seconds: number;
  /** Growth of heapUsed as sampled every 20 ms, garbage not yet collected included: the target. */
  heapGrowthMb: number;
  /** Growth of the live heap: heapUsed right after a full collection, every 500 ms. */
  liveHeapGrowthMb: number;
  /** Heap still held once the export is over. */
  retainedMb: number;
  rssGrowthMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * A full collection, without a command-line flag: the live heap says what the export holds, since
 * V8 collects the old generation lazily and a sampled heapUsed also counts pages of rows already
 * sent (promoted while they were written) until it gets round to them.
 */
function fullGc(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function fillLedger(db: Parameters<typeof seedUsers>[0], rows: number) {
  const users = await seedUsers(db, { adminEmail: 'admin@bench.local', adminPassword: 'bench-pass-1' });
  await sql`insert into individuals (name) select 'Работник ' || g from generate_series(1, 2000) g`.execute(db);
  await sql`insert into contractors (name, contractor_type_id) select 'ООО «Клиент ' || g || '»', null from generate_series(1, 200) g`.execute(
    db,
  );
  // Every fifth row a client's, one in fifty a manager's, the rest a worker's (the ledger's shape);
  // the statement trigger of migration 0036 keeps ledger_balances as the app's inserts do.
  await sql`
    insert into transactions (payment_date, amount, owner_type, owner_id, operation_id, user_id, comment)
    select date '2026-01-01' + (g % 330),
           round(((g * 7919) % 2000000 - 500000) / 100.0, 2),
           case when g % 5 = 0 then 'Contractor' when g % 50 = 1 then 'User' else 'Individual' end,
           case when g % 5 = 0 then 1 + g % 200 when g % 50 = 1 then ${users.adminId} else 1 + g % 2000 end,
           1 + g % 7, ${users.adminId}, 'Операция по заказу №' || g
    from generate_series(1, ${rows}) g`.execute(db);
  return users.adminId;
}

/** Streams one export, discarding the bytes, and samples memory from just before the request to the last byte. */
async function streamOnce(base: string, token: string, format: 'xlsx' | 'csv'): Promise<ExportBenchRow> {
  const gc = fullGc();
  gc();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, SAMPLE_MS);
  const liveSampler = setInterval(() => {
    gc();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, LIVE_SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(`${base}/api/transactions/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200 || !res.body) throw new Error(`${format}: HTTP ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    gc();
    return {
      format,
      rows: Number(res.headers.get('x-total-count')),
      bytes,
      seconds,
      heapGrowthMb: mb(peakHeap - before.heapUsed),
      liveHeapGrowthMb: mb(peakLive - before.heapUsed),
      retainedMb: mb(process.memoryUsage().heapUsed - before.heapUsed),
      rssGrowthMb: mb(peakRss - before.rss),
    };
  } finally {
    clearInterval(sampler);
    clearInterval(liveSampler);
  }
}

export async function benchExport(options: { rows: number; log?: (line: string) => void }): Promise<ExportBenchRow[]> {
  const log = options.log ?? console.log;
  const database = await openPGlite();
  const results: ExportBenchRow[] = [];
  try {
    await migrate(database);
    const seeded = performance.now();
    const adminId = await fillLedger(database.db, options.rows);
    log(`${options.rows} transactions inserted in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const token = newToken('crm_');
    await database.db
      .insertInto('api_tokens')
      .values({
        user_id: adminId,
        name: 'export-bench',
        token_hash: hashToken(token),
        token_prefix: token.slice(0, 10),
      })
      .execute();
    const app = await buildApp({ db: database.db, ...benchAppOptions });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      for (const format of ['xlsx', 'csv'] as const) {
        const row = await streamOnce(base, token, format);
        results.push(row);
        const ok = row.heapGrowthMb < HEAP_TARGET_MB ? 'ok' : 'MISSED';
        const rowsNote = row.rows === options.rows ? '' : ` (sent ${row.rows} rows of ${options.rows}: MISSED)`;
        log(
          `Export ${options.rows.toLocaleString('ru-RU')} (${format.toUpperCase()}): heap growth ${row.heapGrowthMb.toFixed(1)} MB (< ${HEAP_TARGET_MB} ${ok}), ` +
            `live heap +${row.liveHeapGrowthMb.toFixed(1)} MB (full GC every ${LIVE_SAMPLE_MS} ms), retained after ${row.retainedMb.toFixed(1)} MB, RSS growth ${row.rssGrowthMb.toFixed(1)} MB, ${row.seconds.toFixed(1)} s, ${(row.bytes / 1024 / 1024).toFixed(1)} MB sent${rowsNote}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
  return results;
}
