import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { commandCategories, commandTable } from './command-table.ts';

describe('the command table', () => {
  it.each(commandTable.map((c) => [c.id, c] as const))('%s has keys, a description and a category', (_, c) => {
    expect(c.keys.length).toBeGreaterThan(0);
    expect(c.label.trim()).not.toBe('');
    expect(c.title.trim()).not.toBe('');
    expect(Object.keys(commandCategories)).toContain(c.category);
  });

  it('binds no key twice in one scope (global keys count in every scope)', () => {
    const scopes = ['list', 'form', 'calc', 'schedule'] as const;
    for (const scope of scopes) {
      const keys = commandTable.filter((c) => c.scope === scope || c.scope === 'global').flatMap((c) => c.keys);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    }
  });

  it('has unique ids', () => {
    const ids = commandTable.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('jumps with g + goKey to every resource that declares one', () => {
    for (const def of Object.values(resources)) {
      if (!('goKey' in def) || !def.goKey) continue;
      expect(commandTable.find((c) => c.id === `go.${def.name}`)?.keys).toEqual([`g>${def.goKey}`]);
    }
    expect(commandTable.find((c) => c.id === 'go.orders')?.label).toBe('g o');
  });

  it('covers the keys of issue 3', () => {
    const all = commandTable.flatMap((c) => c.keys);
    for (const key of [
      'j',
      'k',
      'down',
      'up',
      'enter',
      'e',
      'n',
      'delete',
      'slash',
      'f',
      'bracketleft',
      'bracketright',
      'escape',
      'mod+s',
      'mod+k',
      'shift+slash',
    ])
      expect(all).toContain(key);
  });
});
