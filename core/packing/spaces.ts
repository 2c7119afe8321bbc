import type { FreeSpace } from './types.ts';

/**
 * Maximal-space bookkeeping (Lai & Chan) adapted to the full-support rule: every space's bottom face is
 * fully supported (floor or top faces at exactly that height), so any block whose footprint lies inside a
 * space and stands on its bottom is fully supported. To keep that invariant, the piece above an obstacle is
 * never produced by subtraction; instead the top area of each placed block opens a new space, which is then
 * merged with neighbouring spaces at the same height.
 */
export interface Space extends FreeSpace {
  /** No remaining box fits; kept because merges with neighbours may still create a useful space. */
  dead: boolean;
}

export interface Cuboid {
  x0: number;
  y0: number;
  z0: number;
  x1: number;
  y1: number;
  z1: number;
}

const MAX_MERGES = 64;

function intersects(a: Cuboid, b: Cuboid): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 && a.z0 < b.z1 && b.z0 < a.z1;
}

function contains(a: Cuboid, b: Cuboid): boolean {
  return a.x0 <= b.x0 && a.y0 <= b.y0 && a.z0 <= b.z0 && a.x1 >= b.x1 && a.y1 >= b.y1 && a.z1 >= b.z1;
}

function space(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Space {
  return { x0, y0, z0, x1, y1, z1, dead: false };
}

/** Cut the occupied cuboid out of every space; pieces keep their original bottom so they stay supported. */
export function subtractCuboid(spaces: Space[], c: Cuboid): Space[] {
  const out: Space[] = [];
  for (const s of spaces) {
    if (!intersects(s, c)) {
      out.push(s);
      continue;
    }
    if (c.x0 > s.x0) out.push(space(s.x0, s.y0, s.z0, c.x0, s.y1, s.z1));
    if (c.x1 < s.x1) out.push(space(c.x1, s.y0, s.z0, s.x1, s.y1, s.z1));
    if (c.y0 > s.y0) out.push(space(s.x0, s.y0, s.z0, s.x1, c.y0, s.z1));
    if (c.y1 < s.y1) out.push(space(s.x0, c.y1, s.z0, s.x1, s.y1, s.z1));
    if (c.z0 > s.z0) out.push(space(s.x0, s.y0, s.z0, s.x1, s.y1, c.z0));
  }
  return out;
}

/**
 * Two empty spaces with the same supported bottom whose footprints overlap in one axis and overlap or touch in
 * the other are joined into their union along the second axis (every point of it lies in one of the two).
 */
function mergePair(a: Space, b: Space): Space | null {
  if (a.z0 !== b.z0) return null;
  const z1 = Math.min(a.z1, b.z1);
  const y0 = Math.max(a.y0, b.y0);
  const y1 = Math.min(a.y1, b.y1);
  if (y1 > y0 && Math.max(a.x0, b.x0) <= Math.min(a.x1, b.x1)) {
    const x0 = Math.min(a.x0, b.x0);
    const x1 = Math.max(a.x1, b.x1);
    if (x1 - x0 > Math.max(a.x1 - a.x0, b.x1 - b.x0)) return space(x0, y0, a.z0, x1, y1, z1);
  }
  const x0 = Math.max(a.x0, b.x0);
  const x1 = Math.min(a.x1, b.x1);
  if (x1 > x0 && Math.max(a.y0, b.y0) <= Math.min(a.y1, b.y1)) {
    const ny0 = Math.min(a.y0, b.y0);
    const ny1 = Math.max(a.y1, b.y1);
    if (ny1 - ny0 > Math.max(a.y1 - a.y0, b.y1 - b.y0)) return space(x0, ny0, a.z0, x1, ny1, z1);
  }
  return null;
}

/** Add `fresh` spaces, merging them with same-height neighbours, then drop spaces inside others. */
export function addSpaces(spaces: Space[], fresh: Space[]): Space[] {
  const all = spaces.concat(fresh);
  const work = fresh.slice();
  let merges = 0;
  while (work.length > 0 && merges < MAX_MERGES) {
    const n = work.pop()!;
    for (let i = 0; i < all.length && merges < MAX_MERGES; i++) {
      const m = mergePair(n, all[i]);
      if (!m || all.some((s) => contains(s, m))) continue;
      all.push(m);
      work.push(m);
      merges++;
    }
  }
  return removeContained(all);
}

export function removeContained(spaces: Space[]): Space[] {
  // Larger first, so a space is compared only against candidates that could contain it.
  const sorted = spaces
    .map((s) => ({ s, v: (s.x1 - s.x0) * (s.y1 - s.y0) * (s.z1 - s.z0) }))
    .filter((e) => e.v > 0)
    .sort((a, b) => b.v - a.v);
  const keep: Space[] = [];
  for (const { s } of sorted) {
    let inside = false;
    for (const k of keep) {
      if (contains(k, s)) {
        inside = true;
        break;
      }
    }
    if (!inside) keep.push(s);
  }
  return keep;
}

export function initialSpace(L: number, W: number, H: number): Space {
  return space(0, 0, 0, L, W, H);
}

export function newSpace(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Space {
  return space(x0, y0, z0, x1, y1, z1);
}
