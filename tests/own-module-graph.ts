import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Test files share one module graph per worker (vitest.config.ts, `isolate: false`: imports were
// about 40 % of the suite's time). A file that replaces a module with vi.mock needs a graph of its
// own: the shared graph has the real module already. Found by reading the files, so a new mock
// cannot be forgotten.

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The test files under `dirs` that mock a module, as paths from the repository root. */
export function filesThatMock(root: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((path) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path, 'utf8')))
    .map((path) => path.slice(root.length + 1));
}
