import { createServer, type Server } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { type Kysely, sql } from 'kysely';
import { resources } from '../../core/resources/index.ts';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { listRecords } from '../../server/crud/list-records.ts';
import { parseListParams } from '../../server/crud/list-params.ts';
import { PageAnchors } from '../../server/crud/page-anchors.ts';
import { resourceHooks } from '../../server/domain/resource-hooks.index.ts';
import { benchAdminToken } from './bench-token.ts';
import { problems, runLoad } from './load-run.ts';
import type { DB } from '../../server/db/db-types.ts';

/**
 * The orders-list cases the issues name: default sort, a filter, a search, page 1, page 1000 and the
 * last page (issue 10 item 11), and the filter by displayed status a manager opens on (item 12).
 */
const listCases = (orders: number): { name: string; query: Record<string, string> }[] => [
  { name: 'default sort, page 1', query: {} },
  { name: 'default sort, page 1000', query: { page: '1000' } },
  { name: 'default sort, last page', query: { page: String(Math.max(1, Math.ceil(orders / 50))) } },
  { name: 'filter status=3', query: { filter: 'status=3' } },
  { name: 'filter displayed status 2-2.5', query: { filter: 'displayed_status=2,2.1,2.2,2.5' } },
  { name: 'filter contractor + date range', query: { filter: 'contractor_id=7;start_date=01.01.2025..31.12.2025' } },
  // What a dispatcher types: one client's name, or an order number.
  { name: 'search by client name', query: { search: 'ГрандСклад-18' } },
  { name: 'search by order number', query: { search: '500123' } },
  // What the console asks: page 1 with the default columns only (fields=...).
  {
    name: 'console columns, page 1',
    query: {
      fields: Object.keys(resources.orders.fields)
        .filter((k) => resources.orders.fields[k].list)
        .join(','),
    },
  },
];

/**
 * Untimed rounds of each case before the timed ones. V8 optimises a code path only after it has run
 * many times, and the app's path (routing, hooks, the compiled serialiser, the answer's bytes) is
 * longer than the bare handler's: measured on PostgreSQL at 1M orders, page 1 answered in a fresh
 * process took ×1.27 of its SQL over requests 32–91 and ×1.20 from the 92nd on, the bare handler
 * ×1.19 and ×1.15. Timed cold, the first cases measured the JIT, not the list.
 */
const WARMUP_ROUNDS = 15;

/** The median; of an even count, the mean of the middle two. */
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Throughput windows of each way per case (`--seconds` is split among them). */
const WINDOWS_PER_WAY = 4;

/**
 * Medians of several ways of answering the same request, sampled in turn so that load from other
 * processes on this shared machine falls on all alike. A sampler may report its own measured time
 * (the HTTP client on its thread does); otherwise the call is timed here.
 */
export async function timeInTurn(n: number, ways: (() => Promise<number | unknown>)[]): Promise<number[]> {
  const times = ways.map(() => [] as number[]);
  for (const way of ways) await way();
  for (let i = 0; i < n; i++) {
    for (const [k, way] of ways.entries()) {
      const t0 = performance.now();
      const own = await way();
      times[k].push(typeof own === 'number' ? own : performance.now() - t0);
    }
  }
  return times.map(median);
}

/**
 * Throughput of one URL over `connections` keep-alive clients in their own process (load-run.ts):
 * after a warm-up, a window of at least `seconds` and at least MIN_ANSWERS answers, then every
 * request in flight is awaited, so no queue is left on the server for the next run. A run that
 * still got no answer, or got errors, is reported as missed with the reason, not thrown.
 */
const MIN_ANSWERS = 30;

async function throughput(
  url: string,
  token: string,
  seconds: number,
  connections: number,
): Promise<{ rps: number; count: number; problem?: string }> {
  const result = await runLoad({
    connections,
    warmupMs: 1_000,
    windowMs: seconds * 1000,
    minRequests: MIN_ANSWERS,
    maxWindowMs: seconds * 4000,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ name: 'list', urls: [url] }],
  });
  const s = result.byName.list;
  const bad = problems(s);
  if (bad || s.count === 0)
    return {
      rps: Number.NaN,
      count: s.count,
      problem: `${s.count} answers in ${(result.windowMs / 1000).toFixed(1)} s; ${bad || 'no answer'}`,
    };
  return { rps: s.rps, count: s.count };
}

/**
 * An HTTP client on a worker thread with a keep-alive connection: the time it reports runs from
 * sending the request to the last byte of the answer, without the server's event loop also
 * reading and parsing that answer (a real client is another process).
 */
export function httpTimer() {
  const worker = new Worker(new URL('./http-timer.worker.mjs', import.meta.url));
  const waiting = new Map<number, { resolve: (ms: number) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.on('message', (m: { id: number; ms?: number; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) w?.reject(new Error(m.error));
    else w?.resolve(m.ms ?? 0);
  });
  return {
    get(url: string, token: string, method = 'GET', body?: unknown): Promise<number> {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, url, method, body, headers: { authorization: `Bearer ${token}` } });
      });
    },
    close: () => worker.terminate(),
  };
}

/** The baseline: the same query code and JSON answer with nothing around it (no auth, no framework). */
export function bareListServer(db: Kysely<DB>, anchors = new PageAnchors()): Server {
  const def = resources.orders;
  const { computed } = resourceHooks.orders;
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const params = parseListParams(def, Object.fromEntries(url.searchParams));
    const body = JSON.stringify(await listRecords(db, def, params, { anchors, computed }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
}

export function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export interface CaseResult {
  name: string;
  httpMs: number;
  sqlMs: number;
  /** The bare node:http handler running the same SQL, timed by the same client. */
  bareMs: number;
  rpsApp: number;
  rpsBare: number;
}

/** Measures the orders list over HTTP against the same SQL run directly and a bare node:http handler. */
export async function benchLists(
  db: Kysely<DB>,
  opts: { samples: number; seconds: number; connections: number },
): Promise<CaseResult[]> {
  const { token } = await benchAdminToken(db, 'bench');

  const app = await buildApp({ db, ...benchAppOptions });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as AddressInfo).port;

  const def = resources.orders;
  // The same statement as the app's: with the orders' computed columns (server/domain/orders/order-computed.ts).
  const { computed } = resourceHooks.orders;
  const counted = await sql<{ n: string }>`select crm_row_count('orders') as n`.execute(db);
  const cases = listCases(Number(counted.rows[0].n));
  // Each baseline remembers page positions as the app does, so all three read a far page alike.
  const sqlAnchors = new PageAnchors();
  const bareAnchors = new PageAnchors();
  const bare = bareListServer(db, bareAnchors);
  const barePort = await listen(bare);

  // Latency first for every case, throughput after: a load run leaves queued requests and closed
  // sockets behind that would otherwise fall on the next case's latency samples.
  const client = httpTimer();
  const urls = (c: (typeof cases)[number]) => {
    const qs = new URLSearchParams(c.query).toString();
    return {
      app: `http://127.0.0.1:${appPort}/api/orders?${qs}`,
      bare: `http://127.0.0.1:${barePort}/api/orders?${qs}`,
    };
  };
  const ways = (c: (typeof cases)[number]) => {
    const params = parseListParams(def, c.query);
    const url = urls(c);
    return [
      () => listRecords(db, def, { ...params }, { anchors: sqlAnchors, computed }),
      () => client.get(url.app, token),
      () => client.get(url.bare, token),
    ];
  };
  // A server that has run for a while is what the targets are about (WARMUP_ROUNDS).
  for (const c of cases) await timeInTurn(WARMUP_ROUNDS, ways(c));
  const latency = new Map<string, number[]>();
  for (const c of cases) latency.set(c.name, await timeInTurn(opts.samples, ways(c)));
  await client.close();
  const results: CaseResult[] = [];
  for (const c of cases) {
    const [sqlMs, httpMs, bareMs] = latency.get(c.name)!;
    // App and bare runs alternate (A B B A, twice) so a change in background load falls on both
    // alike, and each way's rate is the median of its four windows: one window stalled by something
    // else on this shared machine moved a case's ratio by 0.1 when each way had two.
    const window = opts.seconds / WINDOWS_PER_WAY;
    const url = urls(c);
    const runs: Record<'app' | 'bare', Awaited<ReturnType<typeof throughput>>[]> = { app: [], bare: [] };
    for (let round = 0; round < WINDOWS_PER_WAY / 2; round++)
      for (const way of ['app', 'bare', 'bare', 'app'] as const)
        runs[way].push(await throughput(url[way], token, window, opts.connections));
    const rpsApp = median(runs.app.map((r) => r.rps));
    const rpsBare = median(runs.bare.map((r) => r.rps));
    const all = [...runs.app, ...runs.bare];
    const problem = all.find((r) => r.problem)?.problem;
    if (problem) console.log(`  ${c.name}: throughput MISSED (${problem})`);
    const answers = all.reduce((n, r) => n + r.count, 0);
    const windows = (list: { rps: number }[]) => list.map((r) => r.rps.toFixed(0)).join('/');
    results.push({ name: c.name, httpMs, sqlMs, bareMs, rpsApp, rpsBare });
    console.log(
      `  ${c.name.padEnd(34)} HTTP p50 ${httpMs.toFixed(1).padStart(6)} ms | SQL p50 ${sqlMs.toFixed(1).padStart(6)} ms | x${(httpMs / sqlMs).toFixed(2)} | ` +
        `bare HTTP ${bareMs.toFixed(1).padStart(6)} ms | x${(httpMs / bareMs).toFixed(2)} | ` +
        `${rpsApp.toFixed(1).padStart(6)} rps vs bare ${rpsBare.toFixed(1).padStart(6)} rps | x${(rpsApp / rpsBare).toFixed(2)} (${answers} answers; windows ${windows(runs.app)} vs ${windows(runs.bare)})`,
    );
  }
  await app.close();
  bare.closeAllConnections();
  await new Promise((resolve) => bare.close(resolve));
  await db.deleteFrom('api_tokens').where('name', '=', 'bench').execute();
  return results;
}
