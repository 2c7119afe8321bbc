import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port the OS reports free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Сервер завершился (код ${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/altcha/challenge`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Сервер не ответил за ${timeoutMs} мс:\n${log()}`);
}

/** The real server (`npx tsx server/main.ts`) on a fresh port and data dir. */
export async function startServer(
  root: string,
  dataDir: string,
  logFile?: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The seeded PGlite dir is the database: a DATABASE_URL from the caller (CI exports one for the
  // PostgreSQL suite) must not send the server elsewhere.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ALTCHA_DIFFICULTY: '1000',
      // The setup has just built the console; the server need not check again.
      CONSOLE_BUILD: '0',
      // Each request with its time, in the log file a failing test quotes.
      LOG_LEVEL: logFile ? 'info' : (env.LOG_LEVEL ?? 'warn'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // The whole log in a file, to read what the server did while a test waited.
  const keep = (d: Buffer) => {
    output += d;
    if (logFile) appendFileSync(logFile, d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForServer(url, child, () => output, 120_000);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      // npx starts tsx starts node: signal the whole group this setup created.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}
