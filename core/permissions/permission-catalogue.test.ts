import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../rules/user-permissions.rule.ts';
import { catalogueByGroup, permissionCatalogue, permissionGroups } from './permission-catalogue.ts';
import { permissionProblems, permissionTexts } from './permission-values.ts';

// Issue 15 item 1: "one catalogue in core of every permission flag the system knows (key, Russian
// name, description, group) ... unknown flags refused with a Russian message".
describe('permission catalogue', () => {
  it('lists every flag of PERMISSION_KEYS once, with a Russian name, a description and a known group', () => {
    expect(permissionCatalogue.map((p) => p.key)).toEqual([...PERMISSION_KEYS]);
    for (const p of permissionCatalogue) {
      expect(p.name, p.key).toMatch(/[А-Яа-яЁё]/);
      expect(p.description, p.key).toMatch(/[А-Яа-яЁё]/);
      expect(Object.keys(permissionGroups)).toContain(p.group);
    }
    expect(new Set(permissionCatalogue.map((p) => p.name)).size).toBe(permissionCatalogue.length);
  });

  it('groups the flags for the editor, each flag in exactly one group, spec flags where they belong', () => {
    const grouped = catalogueByGroup();
    expect(grouped.flatMap((g) => g.items.map((i) => i.key)).sort()).toEqual([...PERMISSION_KEYS].sort());
    const groupOf = (key: string) => grouped.find((g) => g.items.some((i) => i.key === key))?.group;
    for (const key of PERMISSION_KEYS.filter((k) => k.startsWith('stats_'))) expect(groupOf(key)).toBe('stats');
    for (const key of PERMISSION_KEYS.filter((k) => k.startsWith('shared_'))) expect(groupOf(key)).toBe('left_column');
  });
});

describe('permissionProblems', () => {
  it.each<[string, unknown, string[]]>([
    ['empty map', {}, []],
    ['null (no permissions)', null, []],
    ['known flags', { transactions: true, stats_month: false }, []],
    ['"{"bogus_flag": true} → 200" is now refused', { bogus_flag: true }, [permissionTexts.unknownFlag('bogus_flag')]],
    ['a flag that is not a boolean', { transactions: 'yes' }, [permissionTexts.notBoolean('transactions')]],
    ['a list instead of a map', ['transactions'], [permissionTexts.notAnObject]],
    ['a string', 'transactions', [permissionTexts.notAnObject]],
  ])('%s', (_name, value, problems) => {
    expect(permissionProblems(value)).toEqual(problems);
  });
});
