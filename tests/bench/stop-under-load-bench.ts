import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { benchAdminToken } from './bench-token.ts';
import { runLoad } from './load-run.ts';
import { ordersToSave } from './mixed-load-bench.ts';
import type { DB } from '../../server/db/db-types.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

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
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      CONSOLE_BUILD: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/api/altcha/challenge`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
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
