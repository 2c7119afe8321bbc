import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { seedDataDir } from './seed-data-dir.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the browser suite needs before its servers start: the console's production bundle and a
 * seeded data dir. The global setup does both when nothing was prepared; `.ci/run` prepares them
 * ahead (`npm run test:e2e:prepare`), beside the PostgreSQL phase, whose second core is partly idle.
 */
export async function buildConsole(): Promise<void> {
  // Vite honours NODE_ENV, which vitest sets to 'test': test the production bundle users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  process.env.NODE_ENV = nodeEnv;
}

/** The marker a finished preparation leaves in its folder: a half-prepared folder is never used. */
const preparedMarker = (dir: string) => join(dir, 'prepared');
const dataOf = (dir: string) => join(dir, 'data');

/** Builds the console and seeds `<dir>/data`; writes the marker last. */
export async function prepare(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  await buildConsole();
  const built = Date.now();
  await seedDataDir(dataOf(dir));
  writeFileSync(preparedMarker(dir), new Date().toISOString());
  console.log(
    `e2e prepared in ${dir}: console built ${((built - started) / 1000).toFixed(1)} s, data seeded ${((Date.now() - built) / 1000).toFixed(1)} s`,
  );
}

/** The seeded data dir of the folder named by E2E_PREPARED, when its preparation finished. */
export function preparedData(): string | undefined {
  const dir = process.env.E2E_PREPARED;
  return dir && existsSync(preparedMarker(dir)) ? dataOf(dir) : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.env.E2E_PREPARED;
  if (!dir) throw new Error('E2E_PREPARED: the folder to prepare');
  // The browser suite's servers use PGlite whatever the environment says (server-process.ts).
  delete process.env.DATABASE_URL;
  await prepare(dir);
}
