import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchOptions } from './browser.ts';
import { buildConsole, preparedData } from './prepare.ts';
import { seedDataDir } from './seed-data-dir.ts';
import { startServer } from './server-process.ts';
import { e2eWorkers } from './workers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (tests/e2e/worker-server.ts picks a file's), with its log file. */
    servers: { url: string; log: string }[];
    /** One Chromium per worker (browser.ts `openBrowser`): its WebSocket address. */
    browsers: string[];
  }
}

/** Builds the console, seeds a data dir, copies it once per worker and starts a real server on each. */
export default async function setup(project: TestProject) {
  const prepared = preparedData();
  const seeded = mkdtempSync(join(tmpdir(), 'crm-e2e-'));
  // Prepared ahead (prepare.ts): every worker gets a copy, the prepared folder stays as it was.
  if (prepared) cpSync(prepared, seeded, { recursive: true });
  else {
    await buildConsole();
    await seedDataDir(seeded);
  }
  // The seeded dir is closed (checkpointed): a copy of it is the same database and files.
  const dataDirs = [seeded];
  for (let i = 1; i < e2eWorkers; i++) {
    const copy = `${seeded}-${i}`;
    cpSync(seeded, copy, { recursive: true });
    dataDirs.push(copy);
  }
  const servers = await Promise.all(
    dataDirs.map(async (dataDir) => {
      const log = `${dataDir}.log`;
      return { dataDir, log, ...(await startServer(root, dataDir, log)) };
    }),
  );
  project.provide(
    'servers',
    servers.map(({ url, log }) => ({ url, log })),
  );
  const browsers = await Promise.all(dataDirs.map(() => chromium.launchServer(launchOptions)));
  project.provide(
    'browsers',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await Promise.all(servers.map((server) => server.stop()));
    for (const { dataDir, log } of servers) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(log, { force: true });
    }
  };
}
