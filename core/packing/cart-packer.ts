import type { BoxKind } from './blocks.ts';
import { bestLowerBound, computeLowerBounds } from './bounds.ts';
import { loadContainer } from './container-loader.ts';
import { type NestedUnit, nestIntoHosts } from './nesting.ts';
import { horizontalSwap } from './orientation.ts';
import { DEFAULT_BUDGET_MS, freeSpacesOf, solutionBoxes, toKinds } from './single-container.ts';
import type { PackItemType, PackOptions, PackResult, Placement, Vehicle, VehicleLoad } from './types.ts';
import { vehicleAt } from './validator.ts';

const DEFAULT_MAX_VEHICLES = 50;

/** Engine kinds: one per item type (the loose units) followed by one per filled hollow unit. */
function cartKinds(items: PackItemType[], counts: number[], units: NestedUnit[]): BoxKind[] {
  const kinds = toKinds(items, counts);
  for (const u of units) {
    const [a, b, c] = u.dims;
    const orients = [{ o: u.o, d: u.dims }];
    if (u.swapOk && a !== b) orients.push({ o: horizontalSwap(u.o), d: [b, a, c] });
    kinds.push({ orients, weight: u.weight, volume: a * b * c, count: 1, putOn: items[u.typeIndex].allowPutOn });
  }
  return kinds;
}

/**
 * Load the cart into as few vehicles as possible: hollow items are filled first, then vehicles are filled one
 * after another (the list is used in order, its last entry repeating), each maximising loaded volume.
 */
export function packCart(items: PackItemType[], vehicles: Vehicle[], opts: PackOptions = {}): PackResult {
  if (vehicles.length === 0) throw new Error('packCart needs at least one vehicle');
  const start = typeof performance === 'undefined' ? Date.now() : performance.now();
  const seed = opts.seed ?? 1;
  const budget = opts.timeBudgetMs ?? DEFAULT_BUDGET_MS;
  const maxVehicles = opts.maxVehicles ?? DEFAULT_MAX_VEHICLES;
  const bounds = computeLowerBounds(items, vehicles);
  const lowerBound = bestLowerBound(bounds);
  const counts = items.map((it) => it.quantity);
  const units = nestIntoHosts(items, counts, vehicles, seed);
  const kinds = cartKinds(items, counts, units);
  const placements: Placement[] = [];
  const loads: VehicleLoad[] = [];
  const nextUnit = items.map(() => 0);
  const place = (
    t: number,
    vehicleIndex: number,
    x: number,
    y: number,
    z: number,
    d: number[],
    o: number,
    insideOf?: number,
  ) => {
    const it = items[t];
    placements.push({
      itemId: it.id,
      textId: it.textId,
      typeIndex: t,
      unit: nextUnit[t]++,
      vehicleIndex,
      x,
      y,
      z,
      l: d[0],
      w: d[1],
      h: d[2],
      orientation: o as Placement['orientation'],
      ...(insideOf === undefined ? {} : { insideOf }),
    });
  };
  for (let k = 0; k < maxVehicles && kinds.some((q) => q.count > 0); k++) {
    const v = vehicleAt(vehicles, k);
    const elapsed = (typeof performance === 'undefined' ? Date.now() : performance.now()) - start;
    const share = Math.max(0, budget - elapsed) / Math.max(1, lowerBound - loads.length);
    const sol = loadContainer(kinds, v.l, v.w, v.h, v.payload, {
      timeBudgetMs: share,
      seed: seed + k,
      maxPasses: opts.maxPasses ?? Number.POSITIVE_INFINITY,
    });
    if (sol.placed.length === 0) {
      if (k >= vehicles.length - 1) break;
      continue;
    }
    const first = placements.length;
    for (const b of solutionBoxes(sol)) {
      kinds[b.kind].count--;
      if (b.kind < items.length) {
        place(b.kind, k, b.x, b.y, b.z, [b.dx, b.dy, b.dz], b.o);
        continue;
      }
      const u = units[b.kind - items.length];
      const host = placements.length;
      place(u.typeIndex, k, b.x, b.y, b.z, [b.dx, b.dy, b.dz], b.o);
      // A swapped unit is the mirror image across the x=y diagonal, so guests swap their x and y as well.
      const swapped = b.o !== u.o;
      for (const g of u.guests) {
        if (swapped)
          place(g.typeIndex, k, b.x + g.y, b.y + g.x, b.z + g.z, [g.dy, g.dx, g.dz], horizontalSwap(g.o), host);
        else place(g.typeIndex, k, b.x + g.x, b.y + g.y, b.z + g.z, [g.dx, g.dy, g.dz], g.o, host);
      }
    }
    loads.push({
      vehicleIndex: k,
      vehicleId: v.id,
      itemCount: placements.length - first,
      loadedVolume: sol.volume,
      weight: sol.weight,
      utilisation: sol.volume / (v.l * v.w * v.h),
      freeSpaces: freeSpacesOf(sol),
    });
  }
  // Guests of hosts that were never loaded are unplaced as well.
  const unplaced = items
    .map((it, t) => ({ itemId: it.id, textId: it.textId, typeIndex: t, count: it.quantity - nextUnit[t] }))
    .filter((u) => u.count > 0);
  const loaded = loads.reduce((s, l) => s + l.loadedVolume, 0);
  const total = items.reduce((s, it) => s + it.l * it.w * it.h * it.quantity, 0);
  return {
    placements,
    vehicles: loads,
    unplaced,
    vehiclesUsed: loads.length,
    lowerBound,
    bounds,
    gap: loads.length - lowerBound,
    loadedVolume: loaded,
    volumeUpperBound: total,
  };
}
