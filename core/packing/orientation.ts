import type { Orientation, PackItemType } from './types.ts';

/** For each orientation, the item edge (0=l, 1=w, 2=h) lying along x, y and z. */
export const ORIENTATIONS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [1, 0, 2],
  [0, 2, 1],
  [2, 0, 1],
  [1, 2, 0],
  [2, 1, 0],
];

const ALL: readonly Orientation[] = [0, 1, 2, 3, 4, 5];

/** BR-style flags: which edges may stand vertical. Each flag allows the two orientations with that edge up. */
export function orientationsFromVerticalEdges(l: boolean, w: boolean, h: boolean): Orientation[] {
  const out: Orientation[] = [];
  for (let o = 0; o < 6; o++) {
    const up = ORIENTATIONS[o][2];
    if ((up === 0 && l) || (up === 1 && w) || (up === 2 && h)) out.push(o as Orientation);
  }
  return out;
}

export function rotatedDims(item: Pick<PackItemType, 'l' | 'w' | 'h'>, o: Orientation): [number, number, number] {
  const d = [item.l, item.w, item.h];
  const p = ORIENTATIONS[o];
  return [d[p[0]], d[p[1]], d[p[2]]];
}

export function allowedOrientations(item: PackItemType): readonly Orientation[] {
  return item.allowedOrientations ?? ALL;
}

/** The orientation that swaps the x and y extents of `o` (a mirror of the horizontal plane). */
export function horizontalSwap(o: Orientation): Orientation {
  const p = ORIENTATIONS[o];
  return ORIENTATIONS.findIndex((q) => q[0] === p[1] && q[1] === p[0]) as Orientation;
}

/** Distinct allowed rotated dimensions, so that cubes or squares do not produce duplicate candidates. */
export function distinctOrientations(item: PackItemType): { o: Orientation; d: [number, number, number] }[] {
  const seen = new Set<string>();
  const out: { o: Orientation; d: [number, number, number] }[] = [];
  for (const o of allowedOrientations(item)) {
    const d = rotatedDims(item, o);
    const key = d.join('x');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ o, d });
  }
  return out;
}
