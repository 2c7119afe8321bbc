import { describe, expect, it } from 'vitest';
import { tileProvider } from './tile-url.ts';

// Issue 15 item 4: 'the tile URL is a setting so the map works on a closed network with a local tile server'.
describe('tileProvider', () => {
  it('fills z, x and y of a remote template', () => {
    expect(tileProvider('https://tile.openstreetmap.org/{z}/{x}/{y}.png')(619, 320, 10)).toBe(
      'https://tile.openstreetmap.org/10/619/320.png',
    );
  });

  it('keeps a local tile server path and spreads {s} over subdomains', () => {
    expect(tileProvider('/tiles/{z}/{x}/{y}.png')(1, 2, 3)).toBe('/tiles/3/1/2.png');
    const hosts = [0, 1, 2].map((x) => new URL(tileProvider('https://{s}.tiles.local/{z}/{x}/{y}.png')(x, 0, 5)).host);
    expect(hosts).toEqual(['a.tiles.local', 'b.tiles.local', 'c.tiles.local']);
  });
});
