import type { Kysely } from 'kysely';
import { startBenchServer } from './bench-server.ts';
import { benchAdminToken } from './bench-token.ts';
import { runLoad } from './load-run.ts';
import { ordersToSave } from './mixed-load-bench.ts';
import type { DB } from '../../server/db/db-types.ts';

/**
 * Issue 25 item 2: SIGTERM to the real server (`node --import tsx server/main.ts`, as a service
 * runs it) while the mixed load runs; every request then in flight must be answered, done (2xx)
 * or refused before it began (503), none cut. The bench's database is opened by the server, so
 * the caller closes its own handle first (PGlite allows one process per data dir). `prepare`
 * makes the API token before the server starts.
 */
export async function benchStopUnderLoad(
  config: { dataDir: string; databaseUrl?: string },
  prepare: () => Promise<{ db: Kysely<DB>; close: () => Promise<void> }>,
  connections: number,
): Promise<string> {
  const { db, close } = await prepare();
  const { token } = await benchAdminToken(db, 'bench-stop');
  const saves = await ordersToSave(db, connections);
  await close();
  const { base, child, exited } = await startBenchServer(config);
  const result = await runLoad({
    connections,
    warmupMs: 2_000,
    windowMs: 3_000,
    headers: { authorization: `Bearer ${token}` },
    signalPid: child.pid,
    requests: [
      { name: 'read', weight: 9, urls: [`${base}/api/orders`, `${base}/api/orders?page=2`] },
      {
        name: 'save',
        weight: 1,
        method: 'PUT',
        urls: saves.map((id) => `${base}/api/orders/${id}`),
        body: { order: { comment: 'нагрузочный тест: остановка под нагрузкой' } },
      },
    ],
  });
  const code = await exited;
  const cleanup = await prepare();
  await cleanup.db.deleteFrom('api_tokens').where('name', '=', 'bench-stop').execute();
  await cleanup.close();
  const { statuses, errors } = result.inFlight!;
  const answered = Object.entries(statuses);
  const cut = Object.entries(errors).map(([e, n]) => `${n}× ${e}`);
  const other = answered.filter(([s]) => !s.startsWith('2') && s !== '503').map(([s, n]) => `${n}× HTTP ${s}`);
  const summary = answered.map(([s, n]) => `${n}× ${s}`).join(', ') || 'none';
  const ok = !cut.length && !other.length && code === 0;
  return `in flight at SIGTERM: ${summary}${cut.length ? `; cut: ${cut.join(', ')}` : ''}; exit code ${code} (${ok ? 'ok' : 'MISSED'})`;
}
