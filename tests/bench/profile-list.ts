import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions, benchAppOptionsFor } from './bench-app-options.ts';
import { openConfiguredDatabase } from '../../server/db/open-configured.ts';
import { setOfficeTimeZone } from '../../server/office-time-zone.ts';
import { benchAdminToken } from './bench-token.ts';
import { bareListServer, listen } from './list-bench.ts';
import { runLoad } from './load-run.ts';
import { summarise } from './profile-summary.ts';

// `npm run bench:profile -- --query 'page=1000'`: a V8 CPU profile (what --cpu-prof writes) of the
// orders list under the bench's load, taken over the load's window only (not the start-up and
// module loading --cpu-prof would also hold), written to data/profiles and summarised by part of
// the stack (profile-summary.ts). The load client is another process, so the profile is the
// server's alone. Runs on the bench's cached database (PGlite, or DATABASE_URL): run
// `npm run bench` once first.
const { values } = parseArgs({
  options: {
    query: { type: 'string', default: '' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    out: { type: 'string', default: 'data/profiles' },
    // The bare node:http handler of the list bench instead of the app: what any handler pays.
    bare: { type: 'boolean', default: false },
  },
});

setOfficeTimeZone();
const dataDir = join(resolve(process.env.DATA_DIR || './data', 'bench'), process.env.DATABASE_URL ? '' : 'pglite');
const { database, release } = await openConfiguredDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
const { token } = await benchAdminToken(database.db, 'bench-profile');
benchAppOptionsFor(process.env.DATABASE_URL);
const auth = { authorization: `Bearer ${token}` };
const app = await buildApp({ db: database.db, ...benchAppOptions });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = values.bare ? bareListServer(database.db) : undefined;
try {
  const port = bare ? await listen(bare) : (app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/api/orders?${values.query}`;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // The warm-up (connections, first queries, JIT) stays out of the profile.
  await runLoad({ connections: 4, windowMs: 2_000, requests: [{ name: 'list', urls: [url] }], headers: auth });
  await session.post('Profiler.start');
  const result = await runLoad({
    connections: Number(values.connections),
    windowMs: Number(values.seconds) * 1000,
    headers: auth,
    requests: [{ name: 'list', urls: [url] }],
  });
  const { profile } = await session.post('Profiler.stop');
  const s = result.byName.list;
  console.log(`${url}: ${s.count} answers, ${s.rps.toFixed(1)} rps, p50 ${s.p50.toFixed(1)} ms`);
  mkdirSync(values.out, { recursive: true });
  const file = join(
    values.out,
    `list-${bare ? 'bare-' : ''}${values.query.replace(/[^a-z0-9=]+/gi, '_') || 'page1'}-${Date.now()}.cpuprofile`,
  );
  writeFileSync(file, JSON.stringify(profile));
  console.log(`${file}\n${summarise(profile as Parameters<typeof summarise>[0])}`);
} finally {
  bare?.closeAllConnections();
  bare?.close();
  await app.close();
  await database.db.deleteFrom('api_tokens').where('name', '=', 'bench-profile').execute();
  await release();
}
