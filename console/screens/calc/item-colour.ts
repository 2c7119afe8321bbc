// Spec 02 §9: 'item colours by item text id'. A hash of the id, not its position in the cart, so an
// item keeps its colour across estimates, vehicles and sessions.

/**
 * FNV-1a, 32 bit, then murmur3's finaliser: FNV alone leaves ids that differ in the last letter
 * (box_small, box_large) with close low bits, that is close hues.
 */
export function hashTextId(textId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < textId.length; i++) {
    h ^= textId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface ItemColour {
  hue: number;
  saturation: number;
  lightness: number;
}

export function itemColour(textId: string): ItemColour {
  const h = hashTextId(textId);
  // Hue from the low bits, saturation and lightness from higher ones over a wide band: two ids
  // with a close hue (a hash gives some) still differ in tone. Readable on the light and dark theme.
  return { hue: h % 360, saturation: 50 + ((h >>> 9) % 36), lightness: 38 + ((h >>> 17) % 32) };
}

/** The colour as CSS, `shade` added to the lightness (faces of a box: lit top, darker sides). */
export function colourCss(c: ItemColour, shade = 0): string {
  const l = Math.min(90, Math.max(10, c.lightness + shade));
  return `hsl(${c.hue} ${c.saturation}% ${l}%)`;
}
