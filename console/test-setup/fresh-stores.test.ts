import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stores } from './fresh-stores.ts';

// The console's test files share modules (vitest.config.ts, isolate: false); a store missing from
// fresh-stores.ts would carry one file's state into the next, and which file follows which varies.

const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the fresh start of every console test file', () => {
  it('resets every zustand store the console declares', () => {
    const declared = sources(root).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/export const (use\w+) = create[<(]/g)].map(
        (m) => `${relative(root, path)}: ${m[1]}`,
      ),
    );
    expect(declared.length).toBeGreaterThan(5);
    const reset = new Set<unknown>(stores.map((store) => store.getInitialState()));
    // Each declared store is found among the reset ones by importing its module.
    return Promise.all(
      declared.map(async (line) => {
        const [file, name] = line.split(': ');
        const mod = (await import(/* @vite-ignore */ join(root, file))) as Record<
          string,
          { getInitialState(): unknown }
        >;
        expect(reset.has(mod[name].getInitialState()), `${line} is not in fresh-stores.ts`).toBe(true);
      }),
    );
  });
});
