// The bench's load generator, in its own process so the server under test keeps its event loop:
// `connections` clients each send a request as soon as the previous one is answered. Plain JS so
// it runs without a TypeScript loader. Config (JSON, argv[2]):
//   { connections, warmupMs, windowMs, minRequests, maxWindowMs, headers, fresh,
//     requests: [{ name, method, urls: [...], body?, weight }] }
// A connection k picks a request by weight and uses urls[k % urls.length] (saves go to distinct
// orders). `fresh` opens a new connection per request (a stop test: a refused connection is then
// never an accepted request). Prints one JSON result: per request name, the answers counted in
// the window, their latency p50/p99/max, statuses and errors.
//
// Why a window is never empty: requests run for warmupMs first (connections open, caches warm),
// the window then lasts at least windowMs and until minRequests answers (up to maxWindowMs), and
// after it no new request is sent and every one in flight is awaited before the process exits,
// so no queue is left behind on the server for the next window.
//
// A stop under load: with `signalPid`, the window's end sends SIGTERM to that process; the answers
// to the requests in flight at that moment are counted (every one must be answered: 2xx, or 503
// for one the server refused before starting it) and reported as `inFlight`.
import { Agent, request } from 'node:http';

const config = JSON.parse(process.argv[2]);
const { connections, warmupMs = 0, windowMs, minRequests = 1, maxWindowMs = windowMs * 4, fresh = false } = config;
const { signalPid } = config;
const inFlight = { statuses: {}, errors: {} };
const totalWeight = config.requests.reduce((s, r) => s + (r.weight ?? 1), 0);
const stats = new Map(config.requests.map((r) => [r.name, { latencies: [], statuses: {}, errors: {} }]));

let windowStart = Number.POSITIVE_INFINITY;
let windowEnd = Number.POSITIVE_INFINITY;
let sending = true;
let counted = 0;

function pick() {
  let x = Math.random() * totalWeight;
  for (const r of config.requests) {
    x -= r.weight ?? 1;
    if (x <= 0) return r;
  }
  return config.requests.at(-1);
}

function send(agent, r, k) {
  const url = r.urls[k % r.urls.length];
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  const headers = { ...config.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request(url, { agent, method: r.method ?? 'GET', headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ t0, t1: performance.now(), status: res.statusCode }));
      res.on('error', (e) => resolve({ t0, t1: performance.now(), error: e.code ?? e.message }));
    });
    req.on('error', (e) => resolve({ t0, t1: performance.now(), error: e.code ?? e.message }));
    req.end(body);
  });
}

async function client(k) {
  const agent = new Agent({ keepAlive: !fresh, maxSockets: 1 });
  while (sending) {
    const r = pick();
    const done = await send(agent, r, k);
    if (signalPid && done.t0 < windowEnd && done.t1 >= windowEnd) {
      const key = done.error ? 'errors' : 'statuses';
      const value = done.error ?? done.status;
      inFlight[key][value] = (inFlight[key][value] ?? 0) + 1;
    }
    // Answers that arrived within the window (warm-up and drain answers are not counted).
    if (done.t1 < windowStart || done.t1 > windowEnd) continue;
    const s = stats.get(r.name);
    if (done.error) s.errors[done.error] = (s.errors[done.error] ?? 0) + 1;
    else {
      s.statuses[done.status] = (s.statuses[done.status] ?? 0) + 1;
      s.latencies.push(done.t1 - done.t0);
      counted++;
    }
  }
  agent.destroy();
}

const pct = (xs, p) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] : Number.NaN);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const running = Array.from({ length: connections }, (_, k) => client(k));
await sleep(warmupMs);
windowStart = performance.now();
await sleep(windowMs);
while (counted < minRequests && performance.now() - windowStart < maxWindowMs) await sleep(100);
windowEnd = performance.now();
sending = false;
if (signalPid) process.kill(signalPid, 'SIGTERM');
const drainStart = performance.now();
await Promise.all(running);
const result = {
  ...(signalPid ? { inFlight } : {}),
  windowMs: windowEnd - windowStart,
  drainMs: performance.now() - drainStart,
  byName: Object.fromEntries(
    [...stats].map(([name, s]) => {
      const xs = s.latencies.sort((a, b) => a - b);
      return [
        name,
        {
          count: xs.length,
          rps: (xs.length * 1000) / (windowEnd - windowStart),
          p50: pct(xs, 50),
          p99: pct(xs, 99),
          max: xs.at(-1) ?? Number.NaN,
          statuses: s.statuses,
          errors: s.errors,
        },
      ];
    }),
  ),
};
process.stdout.write(JSON.stringify(result));
