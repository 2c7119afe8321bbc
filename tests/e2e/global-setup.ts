import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { seedDataDir } from './seed-data-dir.ts';
import { startServer } from './server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's log (requests at level info, with their times): failures quote its tail. */
    serverLog: string;
  }
}

/** Builds the console, seeds a fresh data dir, starts the real server on a free port. */
export default async function setup(project: TestProject) {
  // Vite honours NODE_ENV, which vitest sets to 'test': test the production bundle users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  process.env.NODE_ENV = nodeEnv;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-e2e-'));
  await seedDataDir(dataDir);
  const serverLog = `${dataDir}.log`;
  const server = await startServer(root, dataDir, serverLog);
  project.provide('baseUrl', server.url);
  project.provide('serverLog', serverLog);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(serverLog, { force: true });
  };
}
