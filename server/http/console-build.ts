import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatDuration, phaseDoneLine, phaseStartLine } from '../start-progress.ts';

export interface ConsoleBuildOptions {
  /** Repository root: holds vite.config.ts, console/, core/ and dist/console. */
  root: string;
  log: (message: string) => void;
  /** CONSOLE_BUILD=0: the operator builds (or serves) the console some other way. */
  skip?: boolean;
}

export const consoleDistDir = (root: string) => join(root, 'dist', 'console');

/** Sources whose change makes the build stale: the console, the core it imports, the Vite config. */
const sourceDirs = ['console', 'core'];

/** True when any source file is newer than `since`; stops at the first one, so a fresh build costs one walk. */
function anyNewer(dir: string, since: number): boolean {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (anyNewer(path, since)) return true;
    } else if (statSync(path).mtimeMs > since) return true;
  }
  return false;
}

/**
 * Builds the console with Vite when dist/console is missing or older than its sources, so
 * `npm start` serves a current console without a separate step. A failed build is logged and the
 * API still starts: the console page then explains what to run.
 */
export async function ensureConsoleBuilt(
  options: ConsoleBuildOptions,
): Promise<'built' | 'fresh' | 'skipped' | 'failed'> {
  const { root, log } = options;
  if (options.skip) return 'skipped';
  const configFile = join(root, 'vite.config.ts');
  if (!existsSync(configFile)) {
    log('Консоль: нет vite.config.ts, сборку пропускаю');
    return 'skipped';
  }
  const index = join(consoleDistDir(root), 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const stale =
    builtAt === 0 || statSync(configFile).mtimeMs > builtAt || sourceDirs.some((d) => anyNewer(join(root, d), builtAt));
  if (!stale) return 'fresh';
  log(phaseStartLine('Собираю консоль (vite build)'));
  const t0 = performance.now();
  try {
    // Loaded only when needed: a server with a fresh build never pays for importing Vite.
    const { build } = await import('vite');
    // Always a production build, even when the caller's NODE_ENV says test.
    await build({
      configFile,
      logLevel: 'warn',
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    log(phaseDoneLine('Консоль собрана', performance.now() - t0));
    return 'built';
  } catch (e) {
    const took = formatDuration(performance.now() - t0);
    log(`✗ Консоль: сборка не удалась за ${took}: ${e instanceof Error ? e.message : String(e)}`);
    return 'failed';
  }
}
