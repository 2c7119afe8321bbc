import { describe, expect, it } from 'vitest';
import { type KeyBinding, keyBindings, keyBindingsHelp } from './key-bindings.ts';

describe('key bindings: one table for every interactive view', () => {
  const entries = Object.entries(keyBindings) as [string, KeyBinding][];

  it('gives every command keys, a description and a view', () => {
    for (const [command, b] of entries) {
      expect(b.keys.length, command).toBeGreaterThan(0);
      expect(b.description, command).not.toBe('');
      expect(['Подтверждение', 'Ввод', 'Прогресс']).toContain(b.view);
    }
  });

  it('never binds one key twice in the same view', () => {
    const seen = new Map<string, string>();
    for (const [command, b] of entries)
      for (const key of b.keys) {
        const slot = `${b.view}:${key}`;
        expect(seen.get(slot), `${key} in ${b.view}: ${command} and ${seen.get(slot)}`).toBeUndefined();
        seen.set(slot, command);
      }
  });

  it('is printed in the help', () => {
    const help = keyBindingsHelp();
    for (const [, b] of entries) expect(help).toContain(b.description);
    expect(help).toContain('Ctrl+C');
  });
});
