import { describe, expect, it } from 'vitest';
import { actionCatalogue } from './index.ts';
import { actionUrl, defineAction } from './define-action.ts';
import { wire } from './wire.ts';

const issues = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];

describe('wire values', () => {
  it('reads ids as a sorted list without repeats, from numbers, digit strings or one comma string', () => {
    expect(wire.ids().parse([3, '1', 3])).toEqual([1, 3]);
    expect(wire.ids().parse('5,2')).toEqual([2, 5]);
    expect(issues(wire.ids(), [])).toEqual(['не выбрано ни одной записи']);
    expect(issues(wire.ids(), ['x1'])).toEqual(['неверный номер записи: x1']);
    // Past int4 names no record: refused before SQL (issue 26 item 5: 2147483648 reached SQL).
    expect(issues(wire.ids(), [2147483648])).toEqual(['неверный номер записи: 2147483648']);
    expect(
      issues(
        wire.ids(),
        Array.from({ length: 1001 }, (_, i) => i + 1),
      ),
    ).toHaveLength(1);
  });

  it('reads a date typed as people type it or as ISO, and refuses an impossible day', () => {
    expect(wire.date().parse('26.11.2026')).toBe('2026-11-26');
    expect(wire.date().parse('2026-11-26')).toBe('2026-11-26');
    expect(issues(wire.date(), '31.02.2026')).toEqual(['неверная дата: нужен формат дд.мм.гггг']);
    expect(issues(wire.date(), undefined)).toEqual(['укажите дату']);
    expect(wire.optionalDate().parse('')).toBeNull();
  });

  it('refuses text with NUL and text over its length', () => {
    expect(wire.text(5).parse('  abc ')).toBe('abc');
    expect(issues(wire.text(3), 'abcd')).toEqual(['не длиннее 3 символов']);
    expect(issues(wire.text(10), 'a\u0000b')).toHaveLength(1);
  });
});

describe('defineAction', () => {
  it('refuses a declaration that cannot work', () => {
    const base = {
      name: 'x.y',
      method: 'POST',
      title: 'Икс',
      permission: 'signed_in',
      answer: wire.nothing(),
    } as const;
    expect(() => defineAction({ ...base, path: '/api/x/:id' })).toThrow(/params schema/);
    expect(() => defineAction({ ...base, name: 'Bad', path: '/api/x' })).toThrow(/name/);
    expect(() =>
      defineAction({ ...base, path: '/api/x', record: { resource: 'tasks' }, params: wire.object({}) }),
    ).toThrow(/:id/);
  });

  it('fills the path parameters of a call', () => {
    expect(actionUrl({ name: 'a.b', path: '/api/tasks/:id/close' }, { id: 5 })).toBe('/api/tasks/5/close');
    expect(() => actionUrl({ name: 'a.b', path: '/api/tasks/:id/close' }, {})).toThrow(/id/);
  });

  it('has unique names and unique method and path pairs', () => {
    const names = actionCatalogue.map((a) => a.name);
    const routes = actionCatalogue.map((a) => `${a.method} ${a.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
