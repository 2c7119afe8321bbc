import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleDistDir, ensureConsoleBuilt } from './console-build.ts';

// A throwaway repository root with a one-page console, built by the real Vite.
const roots: string[] = [];
function fakeRoot(withConfig = true) {
  const root = mkdtempSync(join(tmpdir(), 'crm-build-'));
  roots.push(root);
  mkdirSync(join(root, 'console'));
  mkdirSync(join(root, 'core'));
  writeFileSync(
    join(root, 'console', 'index.html'),
    '<html><head></head><body><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(join(root, 'console', 'main.js'), 'document.body.append("CRM")');
  writeFileSync(join(root, 'core', 'texts.ts'), 'export const x = 1;');
  if (withConfig)
    writeFileSync(
      join(root, 'vite.config.ts'),
      `import { fileURLToPath } from 'node:url';
export default {
  root: fileURLToPath(new URL('./console', import.meta.url)),
  build: { outDir: fileURLToPath(new URL('./dist/console', import.meta.url)), emptyOutDir: true },
};`,
    );
  return root;
}
const past = (root: string, path: string, minutes = 60) => {
  const t = new Date(Date.now() - minutes * 60_000);
  utimesSync(join(root, path), t, t);
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('ensureConsoleBuilt', () => {
  const log = () => undefined;

  it('skips without vite.config.ts and when told to', async () => {
    expect(await ensureConsoleBuilt({ root: fakeRoot(false), log })).toBe('skipped');
    expect(await ensureConsoleBuilt({ root: fakeRoot(), log, skip: true })).toBe('skipped');
  });

  it('builds when missing, then only when a source is newer than the build', async () => {
    const root = fakeRoot();
    for (const p of ['console/index.html', 'console/main.js', 'core/texts.ts', 'vite.config.ts']) past(root, p);
    const lines: string[] = [];
    expect(await ensureConsoleBuilt({ root, log: (l) => lines.push(l) })).toBe('built');
    // Issue 26 item 7: the first start says what it builds and how long it took.
    expect(lines).toEqual([
      '→ Собираю консоль (vite build)…',
      expect.stringMatching(/^✓ Консоль собрана \(\d+,\d с\)$/),
    ]);
    const index = join(consoleDistDir(root), 'index.html');
    expect(existsSync(index)).toBe(true);
    expect(readFileSync(index, 'utf8')).toContain('<script');
    expect(await ensureConsoleBuilt({ root, log })).toBe('fresh');
    // Older than the edit below even on a filesystem with a coarse clock.
    past(root, 'dist/console/index.html', 30);
    expect(await ensureConsoleBuilt({ root, log })).toBe('fresh');
    writeFileSync(join(root, 'core', 'texts.ts'), 'export const x = 2;');
    expect(await ensureConsoleBuilt({ root, log })).toBe('built');
  }, 60_000);
});
