import { describe, expect, it } from 'vitest';
import { tileSource } from './security-headers.ts';

describe('tileSource (the CSP img-src entry MAP_TILE_URL needs)', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png', 'http://10.0.0.5:8080'],
    ['/tiles/{z}/{x}/{y}.png', null],
  ])('%s -> %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });

  it.each(['tiles', 'javascript:alert(1)', 'data:image/png;base64,x', '//tile.example.org/{z}'])(
    'refuses %s at start with the variable named',
    (template) => {
      expect(() => tileSource(template)).toThrow(/^MAP_TILE_URL: /);
    },
  );
});
