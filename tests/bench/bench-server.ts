import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  output(): string;
}

/**
 * The real server (`node --import tsx server/main.ts`, as a service runs it) on a free port, once it
 * answers. The bench's database is the server's: on PGlite the caller must have closed its own
 * handle first (one process per data dir); on PostgreSQL several servers may share it.
 */
export async function startBenchServer(
  config: { dataDir: string; databaseUrl?: string },
  env: Record<string, string> = {},
): Promise<BenchServer> {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/api/altcha/challenge`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, exited, output: () => output };
}
