import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchBrowser, newPage, signIn } from '../e2e/browser.ts';
import { seedDataDir } from '../e2e/seed-data-dir.ts';
import { startServer } from '../e2e/server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist', 'console');
// DESIGN.md §6: 'Initial console JS under 150 KB gzip'.
const JS_BUDGET_KB = 150;
const FIRST_ROWS_BUDGET_MS = 1000;
const SAMPLES = 5;

/** The JS the browser loads before the first screen: the entry script and its module preloads. */
export function initialJsGzipKb(distDir = dist): { kb: number; files: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(distDir, f.replace(/^\.?\//, '')))).length,
    0,
  );
  return { kb: bytes / 1024, files };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `npm run bench` (console part): initial JS against 150 KB gzip, first rows of a 10 000-row list. */
export async function benchConsole(): Promise<void> {
  const mode = process.env.NODE_ENV;
  // A production bundle whatever the caller's NODE_ENV (vitest sets 'test', which Vite honours).
  process.env.NODE_ENV = 'production';
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  process.env.NODE_ENV = mode;
  const js = initialJsGzipKb();
  console.log(
    `console: initial JS ${js.kb.toFixed(1)} KB gzip (${js.files.length} files) (< ${JS_BUDGET_KB} ${js.kb < JS_BUDGET_KB ? 'ok' : 'MISSED'})`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'crm-console-bench-'));
  await seedDataDir(dataDir);
  const server = await startServer(root, dataDir);
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, server.url);
    await signIn(page);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      await page.goto('about:blank');
      const start = Date.now();
      await page.goto(`/territories?page=${i + 1}`);
      await page.locator('.grid-row').first().waitFor();
      times.push(Date.now() - start);
    }
    const rowsInDom = await page.locator('.grid-row').count();
    const ms = median(times);
    console.log(
      `console: first rows of a 10 000-row list median ${ms} ms of ${SAMPLES} loads (< ${FIRST_ROWS_BUDGET_MS} ${ms < FIRST_ROWS_BUDGET_MS ? 'ok' : 'MISSED'}), ${rowsInDom} rows in the DOM`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
