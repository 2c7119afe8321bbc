import { describe, expect, it } from 'vitest';
import { wireText } from './wire-text.ts';

describe('wireText', () => {
  it('keeps strings and numbers as they read', () => {
    expect(wireText('12')).toBe('12');
    expect(wireText(12)).toBe('12');
    expect(wireText(true)).toBe('true');
  });

  it('reads an object whose toString is not callable as empty, where String() throws', () => {
    const hostile = JSON.parse('{"toString": null}');
    expect(() => String(hostile)).toThrow(TypeError);
    expect(wireText(hostile)).toBe('');
    expect(wireText([1])).toBe('');
    expect(wireText(null)).toBe('');
    expect(wireText(undefined)).toBe('');
  });
});
