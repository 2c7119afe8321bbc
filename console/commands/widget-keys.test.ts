// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { widgetKeys } from './widget-keys.ts';

// Issue 22 item 16: 'every action … listed in the cheat sheet, which is generated from the one key
// table and searchable (a test fails when a binding is missing from it)'. Commands are bound only
// from the table (useCommand throws on an id it lacks); this scan covers keys a widget reads itself.
const root = fileURLToPath(new URL('..', import.meta.url));

/** Modules whose key reads are not bindings of their own, with why. */
const notBindings: Record<string, string> = {
  'commands/typed-keys.ts': 'maps a typed ?, /, [ ] back to the command of the table',
  'commands/LazyPalette.tsx': 'Ctrl+K before the palette chunk arrived: the table’s palette.toggle',
  'fields/picker-rank.ts': 'tells a typed character from a control key (opening a picker by typing)',
  'screens/calc/useCostEstimate.ts': 'e.code there is an AppError code, not a key',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The keys a module compares with a key event: `e.key === 'X'`, `[…].includes(e.key)`, `{ ArrowUp: … }` read by `e.key in`. */
function keysRead(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(?:e|event|ev)\.(?:key|code)\s*[!=]==\s*'([^']+)'/g)) found.add(m[1]);
  for (const m of text.matchAll(/\[([^\]]*)\]\.includes\((?:e|event)\.key\)/g))
    for (const k of m[1].matchAll(/'([^']+)'/g)) found.add(k[1]);
  if (/\b(?:e|event)\.key in\b/.test(text))
    for (const m of text.matchAll(/\b(Arrow(?:Up|Down|Left|Right)|Home|End|PageUp|PageDown):/g)) found.add(m[1]);
  return [...found].sort();
}

describe('keys read by widgets', () => {
  it('finds the comparisons it is meant to find', () => {
    expect(keysRead("if (e.key === 'Enter' || event.code !== 'KeyX') {} ['Home', 'End'].includes(e.key)")).toEqual([
      'End',
      'Enter',
      'Home',
      'KeyX',
    ]);
    expect(keysRead('const moves = { ArrowUp: -1, PageDown: 7 }; if (e.key in moves) {}')).toEqual([
      'ArrowUp',
      'PageDown',
    ]);
  });

  it('are each declared in the key table for the module that reads them', () => {
    const missing: string[] = [];
    for (const path of sources(root)) {
      const file = relative(root, path);
      if (file in notBindings) continue;
      const declared = new Set(widgetKeys.filter((w) => w.files.includes(file)).flatMap((w) => w.keys));
      for (const key of keysRead(readFileSync(path, 'utf8'))) if (!declared.has(key)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('name only modules that exist', () => {
    const files = new Set(sources(root).map((p) => relative(root, p)));
    for (const w of widgetKeys) for (const f of w.files) expect(files.has(f), `${w.id}: ${f}`).toBe(true);
  });
});
