import { type BoxKind, type BoxPlacement, expandBlock } from './blocks.ts';
import { computeLowerBounds } from './bounds.ts';
import { loadContainer } from './container-loader.ts';
import type { Solution } from './packing-state.ts';
import { distinctOrientations } from './orientation.ts';
import type { FreeSpace, PackItemType, PackOptions, PackResult, Placement, Vehicle } from './types.ts';

export const DEFAULT_BUDGET_MS = 40;

export function toKinds(items: PackItemType[], counts: number[] = items.map((i) => i.quantity)): BoxKind[] {
  return items.map((it, i) => ({
    orients: distinctOrientations(it),
    weight: it.weight,
    volume: it.l * it.w * it.h,
    count: counts[i],
    putOn: it.allowPutOn,
  }));
}

/** The individual boxes of a solution, in placement order. */
export function solutionBoxes(s: Solution): BoxPlacement[] {
  const out: BoxPlacement[] = [];
  for (const pb of s.placed) expandBlock(pb.b, pb.x, pb.y, pb.z, out);
  return out;
}

export function freeSpacesOf(s: Solution): FreeSpace[] {
  return s.spaces.map(({ x0, y0, z0, x1, y1, z1 }) => ({ x0, y0, z0, x1, y1, z1 }));
}

/**
 * Maximise the loaded volume of one container (the Bischoff & Ratcliff setting). Boxes that do not fit are
 * reported in `unplaced`; `volumeUpperBound` says how far the answer can be from optimal.
 */
export function packSingleContainer(items: PackItemType[], vehicle: Vehicle, opts: PackOptions = {}): PackResult {
  const kinds = toKinds(items);
  const sol = loadContainer(kinds, vehicle.l, vehicle.w, vehicle.h, vehicle.payload, {
    timeBudgetMs: opts.timeBudgetMs ?? DEFAULT_BUDGET_MS,
    seed: opts.seed ?? 1,
    maxPasses: opts.maxPasses ?? Number.POSITIVE_INFINITY,
  });
  const nextUnit = items.map(() => 0);
  const placements: Placement[] = solutionBoxes(sol).map((b) => {
    const it = items[b.kind];
    return {
      itemId: it.id,
      textId: it.textId,
      typeIndex: b.kind,
      unit: nextUnit[b.kind]++,
      vehicleIndex: 0,
      x: b.x,
      y: b.y,
      z: b.z,
      l: b.dx,
      w: b.dy,
      h: b.dz,
      orientation: b.o,
    };
  });
  const unplaced = items
    .map((it, t) => ({ itemId: it.id, textId: it.textId, typeIndex: t, count: it.quantity - nextUnit[t] }))
    .filter((u) => u.count > 0);
  const vv = vehicle.l * vehicle.w * vehicle.h;
  const fitting = kinds.reduce(
    (s, k) =>
      s +
      (k.orients.some(({ d }) => d[0] <= vehicle.l && d[1] <= vehicle.w && d[2] <= vehicle.h) ? k.volume * k.count : 0),
    0,
  );
  const bounds = computeLowerBounds(items, [vehicle]);
  const lowerBound = Math.max(bounds.volume, bounds.payload, bounds.floorArea, bounds.mpvL1, bounds.mpvL2);
  return {
    placements,
    vehicles: [
      {
        vehicleIndex: 0,
        vehicleId: vehicle.id,
        itemCount: placements.length,
        loadedVolume: sol.volume,
        weight: sol.weight,
        utilisation: sol.volume / vv,
        freeSpaces: freeSpacesOf(sol),
      },
    ],
    unplaced,
    vehiclesUsed: 1,
    lowerBound,
    bounds,
    gap: 1 - sol.volume / Math.max(1, Math.min(vv, fitting)),
    loadedVolume: sol.volume,
    volumeUpperBound: Math.min(vv, fitting),
  };
}
