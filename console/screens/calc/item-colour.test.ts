import { describe, expect, it } from 'vitest';
import { colourCss, hashTextId, itemColour } from './item-colour.ts';

describe("spec 02 §9: 'item colours by item text id'", () => {
  it('gives the same id the same colour every time', () => {
    expect(itemColour('wardrobe_3d')).toEqual(itemColour('wardrobe_3d'));
    expect(hashTextId('box_medium')).toBe(hashTextId('box_medium'));
  });

  it('spreads ids that differ in one letter', () => {
    const hues = ['box_small', 'box_medium', 'box_large', 'box_books'].map((id) => itemColour(id).hue);
    expect(new Set(hues).size).toBe(4);
  });

  it('stays in a readable band and shades as CSS hsl()', () => {
    for (const id of ['a', 'sofa_3', 'piano', 'x'.repeat(100)]) {
      const c = itemColour(id);
      expect(c.hue).toBeGreaterThanOrEqual(0);
      expect(c.hue).toBeLessThan(360);
      expect(c.saturation).toBeGreaterThanOrEqual(50);
      expect(c.lightness).toBeGreaterThanOrEqual(38);
      expect(c.lightness).toBeLessThan(70);
    }
    expect(colourCss({ hue: 200, saturation: 60, lightness: 50 }, 12)).toBe('hsl(200 60% 62%)');
    expect(colourCss({ hue: 200, saturation: 60, lightness: 50 }, -100)).toBe('hsl(200 60% 10%)');
  });
});
