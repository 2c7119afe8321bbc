import type { BoxKind } from './blocks.ts';
import { loadContainer } from './container-loader.ts';
import { horizontalSwap, rotatedDims } from './orientation.ts';
import { solutionBoxes, toKinds } from './single-container.ts';
import type { Orientation, PackItemType, Vehicle } from './types.ts';

export interface Guest {
  typeIndex: number;
  o: Orientation;
  x: number;
  y: number;
  z: number;
  dx: number;
  dy: number;
  dz: number;
}

/** A hollow item already filled with smaller items; it is then loaded as one rigid unit. */
export interface NestedUnit {
  typeIndex: number;
  o: Orientation;
  dims: [number, number, number];
  guests: Guest[];
  weight: number;
  /** The unit may also be turned by swapping its x and y extents (every guest allows the mirrored turn). */
  swapOk: boolean;
}

const MAX_HOSTS = 24;

/**
 * Put-into pre-pass: each hollow unit (largest first) is treated as a container and filled with non-hollow
 * items, so nesting stays one level deep. A host keeps the orientation used while filling it (upright when
 * that fits every vehicle), so a filled unit can always be loaded.
 * `counts` is decremented for every guest; a filled unit never weighs more than `maxWeight`.
 */
export function nestIntoHosts(
  items: PackItemType[],
  counts: number[],
  vehicles: Vehicle[],
  seed: number,
): NestedUnit[] {
  const maxWeight = Math.min(...vehicles.map((v) => v.payload));
  const fitsAll = (d: number[]) => vehicles.every((v) => d[0] <= v.l && d[1] <= v.w && d[2] <= v.h);
  const hosts = items
    .map((it, t) => ({ it, t }))
    .filter(({ it }) => it.allowPutInto)
    .sort((a, b) => b.it.l * b.it.w * b.it.h - a.it.l * a.it.w * a.it.h);
  const units: NestedUnit[] = [];
  for (const { it, t } of hosts) {
    const allowed = it.allowedOrientations ?? [0, 1, 2, 3, 4, 5];
    const fitting = allowed.filter((x) => fitsAll(rotatedDims(it, x)));
    const o = fitting.find((x) => x <= 1) ?? fitting[0];
    if (o === undefined) continue;
    const dims = rotatedDims(it, o);
    while (counts[t] > 0 && units.length < MAX_HOSTS && it.weight < maxWeight) {
      const poolCounts = items.map((g, j) => (g.allowPutInto ? 0 : counts[j]));
      if (poolCounts.every((c) => c === 0)) return units;
      const kinds: BoxKind[] = toKinds(items, poolCounts);
      const sol = loadContainer(kinds, dims[0], dims[1], dims[2], maxWeight - it.weight, {
        timeBudgetMs: 0,
        seed,
        maxPasses: 6,
      });
      if (sol.placed.length === 0) break;
      const guests = solutionBoxes(sol).map((b) => ({
        typeIndex: b.kind,
        o: b.o,
        x: b.x,
        y: b.y,
        z: b.z,
        dx: b.dx,
        dy: b.dy,
        dz: b.dz,
      }));
      for (const g of guests) counts[g.typeIndex]--;
      counts[t]--;
      const allowedOf = (j: number) => items[j].allowedOrientations ?? [0, 1, 2, 3, 4, 5];
      const swapOk =
        allowed.includes(horizontalSwap(o)) &&
        guests.every((g) => allowedOf(g.typeIndex).includes(horizontalSwap(g.o)));
      const weight = it.weight + guests.reduce((s, g) => s + items[g.typeIndex].weight, 0);
      units.push({ typeIndex: t, o, dims, guests, weight, swapOk });
    }
  }
  return units;
}
