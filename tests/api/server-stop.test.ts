import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens.ts';
import { openPGlite } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { runLoad } from '../bench/load-run.ts';
import { freePort } from '../e2e/server-process.ts';
import { openWs } from './ws-client.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Running: /proc has it and it is not a zombie (a zombie holds no port, lock or memory). */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Every process of the group the test created for the server (npm, its shell, node, esbuild). */
const processGroup = (pgid: number) =>
  execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, group]) => group === pgid)
    .map(([pid]) => pid);

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  startMs: number;
}

const TOKEN = 'stop-test-token';
const started: ChildProcess[] = [];
let dataDir: string;

/** The real server the way an operator starts it, on the test's data dir and a free port. */
async function start(command: string, args: string[]): Promise<Started> {
  const port = await freePort();
  // The embedded data dir is what is under test: a DATABASE_URL from CI must not redirect it.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const t0 = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CONSOLE_BUILD: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the test can find (and, on failure, clean up) the whole tree.
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const up = await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    return fetch(`http://127.0.0.1:${port}/api/altcha/challenge`).then(
      (r) => r.ok,
      () => false,
    );
  }, 60_000);
  if (!up) throw new Error(`the server did not answer:\n${output}`);
  return { child, port, output: () => output, startMs: Date.now() - t0 };
}

/** SIGTERM to the process the operator started; the whole tree must be gone, the port and the lock free. */
async function stopAndCheck({ child, port, output }: Started) {
  const tree = processGroup(child.pid!);
  expect(tree.length).toBeGreaterThan(0);
  process.kill(child.pid!, 'SIGTERM');
  const gone = await until(() => tree.every((pid) => !isRunning(pid)), 10_000);
  expect(gone, `still running: ${tree.filter(isRunning).join(', ')}\n${output()}`).toBe(true);
  expect(await portIsFree(port)).toBe(true);
  expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
  expect(output()).toContain('SIGTERM: останавливаюсь');
  // Issue 26 item 7: each phase of the start is printed with its duration, then the URL and the sign-ins.
  expect(output()).toMatch(/→ Открываю базу PGlite \(.+\)…\n✓ База открыта \(\d+,\d с\)\n/);
  expect(output()).toMatch(/→ Проверяю миграции…\n✓ Новых миграций нет \(\d+,\d с\)\n/);
  expect(output()).toContain(`: http://127.0.0.1:${port}\n`);
  expect(output()).toMatch(/ {2}e-mail +пароль +группа\n {2}admin@crm\.local +admin12345 +Администратор\n/);
  // Stopped by its own steps (database closed with CHECKPOINT), not by the hard timeout.
  expect(output()).not.toContain('Не остановился');
}

/** Clients a real stop meets: an idle keep-alive connection and a request whose body never comes. */
async function openClients(port: number): Promise<Socket[]> {
  const open = (request: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request, () => resolve(socket)));
      socket.on('error', reject);
    });
  const idle = await open('GET /api/altcha/challenge HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
  await new Promise((r) => idle.once('data', r));
  const stalled = await open(
    'POST /users/sign_in.json HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user":',
  );
  for (const socket of [idle, stalled]) socket.on('error', () => undefined);
  return [idle, stalled];
}

// Process lifecycle on the embedded database: the same on both API runs, so the PostgreSQL run skips it.
// Each test starts a real server: about 3 s on a quiet machine, 15–25 s on a loaded one.
describe.skipIf(process.env.DATABASE_URL)('the server stops on SIGTERM (issue 8, item 8)', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crm-stop-'));
    // A migrated data dir, so no start pays for the demo seed.
    const database = await openPGlite({ dataDir: join(dataDir, 'pg') });
    await migrate(database);
    // One API token, so a test can hold a signed-in WebSocket open while the server stops.
    const { id } = await database.db
      .insertInto('users')
      .values({ email: 'stop@crm.local', name: 'Stop', is_admin: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('api_tokens')
      .values({ user_id: id, name: 'stop', token_hash: hashToken(TOKEN), token_prefix: 'stop' })
      .execute();
    await database.checkpoint();
    await database.close();
    // What a first start killed midway leaves (its pid is not a live process): the next start removes it.
    mkdirSync(join(dataDir, 'pg.building-2147483646'));
  });

  afterAll(() => {
    for (const child of started) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('`npm start`: SIGTERM to npm stops every process of the tree within 10 s; a second server is refused at once', async () => {
    const server = await start('npm', ['start']);
    expect(existsSync(join(dataDir, 'pg.building-2147483646'))).toBe(false);
    // Direct start measured against a refusal on the same dir: the lock is checked before the app loads.
    const t0 = Date.now();
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(await freePort()), CONSOLE_BUILD: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let refusal = '';
    second.stderr?.on('data', (d) => (refusal += d));
    const code = await new Promise((r) => second.once('exit', r));
    const refusalMs = Date.now() - t0;
    expect(code).toBe(1);
    expect(refusal).toMatch(/уже открыта другим процессом \(pid \d+\)/);
    // Not a timing target: loading the whole app takes most of a start, the refusal a small part.
    expect(refusalMs, `refused in ${refusalMs} ms, a start took ${server.startMs} ms`).toBeLessThan(server.startMs / 2);
    await stopAndCheck(server);
  });

  it('a direct start (`node --import tsx`, as a service unit or container runs it) stops the same way, even with a WebSocket open and a client stalled mid-request', async () => {
    const server = await start(process.execPath, ['--import', 'tsx', 'server/main.ts']);
    const clients = await openClients(server.port);
    const ws = await openWs(`ws://127.0.0.1:${server.port}/ws`, { authorization: `Bearer ${TOKEN}` });
    const wsClosed = new Promise((r) => ws.socket.once('close', r));
    try {
      await stopAndCheck(server);
      await wsClosed;
    } finally {
      for (const socket of clients) socket.destroy();
    }
  });

  // Issue 25 item 2: 'SIGTERM under this load finishes or refuses (503) every accepted request'.
  it('under load, every request in flight at SIGTERM is answered: done, or 503 when it had not begun', async () => {
    const server = await start(process.execPath, ['--import', 'tsx', 'server/main.ts']);
    const base = `http://127.0.0.1:${server.port}`;
    const result = await runLoad({
      connections: 40,
      warmupMs: 1_000,
      windowMs: 1_500,
      headers: { authorization: `Bearer ${TOKEN}` },
      signalPid: server.child.pid,
      requests: [
        { name: 'read', weight: 9, urls: [`${base}/api/orders`, `${base}/api/contractors`] },
        {
          name: 'write',
          method: 'POST',
          urls: [`${base}/api/contractor_scopes`],
          body: { contractor_scope: { name: 'Сфера под нагрузкой' } },
        },
      ],
    });
    const { statuses, errors } = result.inFlight!;
    expect(errors, JSON.stringify(result.inFlight)).toEqual({});
    expect(
      Object.keys(statuses).every((s) => ['200', '201', '503'].includes(s)),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await until(() => !isRunning(server.child.pid!), 10_000), server.output()).toBe(true);
    expect(server.child.exitCode ?? (await new Promise((r) => server.child.once('exit', r)))).toBe(0);
    expect(server.output()).not.toContain('Не остановился');
  });

  it('a start through the tsx CLI (which runs node as its child) stops the same way', async () => {
    await stopAndCheck(await start(bin('tsx'), ['server/main.ts']));
  });
});
