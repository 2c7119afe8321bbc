import { describe, expect, it } from 'vitest';
import { resources } from '../resources/index.ts';
import { actionCatalogue } from './index.ts';

describe('action catalogue', () => {
  it('owns only stored fields of registry resources, and names resources that exist', () => {
    const problems: string[] = [];
    for (const action of actionCatalogue) {
      for (const own of action.owns ?? []) {
        const def = resources[own.resource as keyof typeof resources];
        if (!def) problems.push(`${action.name}: owns fields of unknown resource ${own.resource}`);
        else
          for (const field of own.fields)
            if (!def.fields[field] || def.fields[field].kind === 'nested')
              problems.push(`${action.name}: owns ${own.resource}.${field}, which is no stored field`);
      }
      if (action.record && !(action.record.resource in resources))
        problems.push(`${action.name}: record rule on unknown resource ${action.record.resource}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every write a Russian title and every path the /api prefix or a Devise path', () => {
    for (const a of actionCatalogue) {
      expect(a.title, a.name).toMatch(/[А-Яа-яЁё]/);
      expect(a.path, a.name).toMatch(/^\/(api|users|ws|health|metrics)\b/);
    }
  });
});
