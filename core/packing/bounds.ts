import { allowedOrientations, rotatedDims } from './orientation.ts';
import type { LowerBounds, PackItemType, Vehicle } from './types.ts';

type Dims = [number, number, number];

const sorted3 = (d: number[]): number[] => d.slice().sort((a, b) => a - b);

function fitsInside(inner: number[], outer: number[]): boolean {
  const a = sorted3(inner);
  const b = sorted3(outer);
  return a[0] <= b[0] && a[1] <= b[1] && a[2] <= b[2];
}

/**
 * Types that might be hidden inside a hollow item. Rotation limits are ignored on purpose: excluding a superset
 * of the truly hideable items keeps every bound below valid.
 */
function hideable(items: PackItemType[]): boolean[] {
  return items.map((it, j) =>
    items.some(
      (h, i) => h.allowPutInto && (i !== j || h.quantity > 1) && fitsInside([it.l, it.w, it.h], [h.l, h.w, h.h]),
    ),
  );
}

function fittingOrients(it: PackItemType, v: { l: number; w: number; h: number }): Dims[] {
  return allowedOrientations(it)
    .map((o) => rotatedDims(it, o))
    .filter((d) => d[0] <= v.l && d[1] <= v.w && d[2] <= v.h);
}

/** One-dimensional Martello-Toth bound along axis c for units that can only lie one after another along c. */
function lineBound(sizes: number[], C: number): number {
  let best = sizes.filter((s) => s * 2 > C).length;
  for (const p of new Set(sizes.filter((s) => s * 2 <= C))) {
    let n12 = 0;
    let free2 = 0;
    let vol3 = 0;
    for (const s of sizes) {
      if (s > C - p) n12++;
      else if (s * 2 > C) {
        n12++;
        free2 += C - s;
      } else if (s >= p) vol3 += s;
    }
    best = Math.max(best, n12 + Math.max(0, Math.ceil((vol3 - free2) / C)));
  }
  return best;
}

/**
 * Martello, Pisinger & Vigo L1 and L2 for fixed orientations, over the three axis pairs. L2 is used in its
 * direct form: units wider than A-p and B-q leave no room beside them for units at least p×q, so their
 * c-extent times A·B plus the others' volume must fit in the bins.
 */
function mpvBounds(units: Dims[], V: Dims): [number, number] {
  let l1 = 0;
  let l2 = 0;
  const binVol = V[0] * V[1] * V[2];
  for (const [a, b, c] of [
    [0, 1, 2],
    [0, 2, 1],
    [1, 2, 0],
  ]) {
    const A = V[a];
    const B = V[b];
    const C = V[c];
    const big = units.filter((u) => u[a] * 2 > A && u[b] * 2 > B).map((u) => u[c]);
    l1 = Math.max(l1, lineBound(big, C));
    const ps = [...new Set(units.map((u) => u[a]).filter((x) => x * 2 <= A))];
    const qs = [...new Set(units.map((u) => u[b]).filter((x) => x * 2 <= B))];
    for (const p of ps) {
      for (const q of qs) {
        let vol = 0;
        for (const u of units) {
          if (u[a] > A - p && u[b] > B - q) vol += u[c] * A * B;
          else if (u[a] >= p && u[b] >= q) vol += u[0] * u[1] * u[2];
        }
        l2 = Math.max(l2, Math.ceil(vol / binVol));
      }
    }
  }
  return [l1, Math.max(l1, l2)];
}

/**
 * Valid lower bounds on the number of vehicles for the items that fit a vehicle at all. With a mixed fleet the
 * largest capacity of each kind is used, which only weakens the bounds; MPV bounds need a homogeneous fleet
 * and fixed orientations.
 */
export function computeLowerBounds(items: PackItemType[], vehicles: Vehicle[]): LowerBounds {
  const maxV = Math.max(...vehicles.map((v) => v.l * v.w * v.h));
  const maxP = Math.max(...vehicles.map((v) => v.payload));
  const maxA = Math.max(...vehicles.map((v) => v.l * v.w));
  const maxH = Math.max(...vehicles.map((v) => v.h));
  const hidden = hideable(items);
  // Items no vehicle can take (too big or too heavy) are reported unplaced and left out of the bounds.
  const orients = items.map((it) => vehicles.flatMap((v) => (it.weight <= v.payload ? fittingOrients(it, v) : [])));
  let all = 0;
  let hideableVol = 0;
  let hostVol = 0;
  let weight = 0;
  for (let i = 0; i < items.length; i++) {
    if (orients[i].length === 0) continue;
    const v = items[i].l * items[i].w * items[i].h * items[i].quantity;
    weight += items[i].weight * items[i].quantity;
    all += v;
    if (hidden[i]) hideableVol += v;
    if (items[i].allowPutInto) hostVol += v;
  }
  // Items inside others are hideable and fill at most their hosts, which stand in the vehicle themselves:
  // hidden volume <= min(hideable volume, host volume, half of everything).
  const vol = all - Math.min(hideableVol, hostVol, all / 2);
  // Nothing can stand above an item that forbids put-on (a support chain would have to start on its top),
  // and two items too tall to stack never share floor; units of such a set have disjoint footprints.
  const hMin = orients.map((os) => Math.min(...os.map((d) => d[2])));
  const solid = orients.map((os, i) => os.length > 0 && !hidden[i]);
  const hN = Math.min(...items.map((it, i) => (solid[i] && !it.allowPutOn ? hMin[i] : Infinity)));
  let area = 0;
  items.forEach((it, i) => {
    if (!solid[i]) return;
    const inSet = !it.allowPutOn || (hMin[i] * 2 > maxH && hMin[i] + hN > maxH);
    if (inSet) area += Math.min(...orients[i].map((d) => d[0] * d[1])) * it.quantity;
  });
  let mpvL1 = 0;
  let mpvL2 = 0;
  const v0 = vehicles[0];
  const homogeneous = vehicles.every((v) => v.l === v0.l && v.w === v0.w && v.h === v0.h);
  const fixed = orients.every((os, i) => !solid[i] || new Set(os.map((d) => d.join())).size === 1);
  if (homogeneous && fixed) {
    const units: Dims[] = [];
    items.forEach((it, i) => {
      if (solid[i]) for (let k = 0; k < it.quantity; k++) units.push(orients[i][0]);
    });
    [mpvL1, mpvL2] = mpvBounds(units, [v0.l, v0.w, v0.h]);
  }
  return {
    volume: Math.ceil(vol / maxV),
    payload: Number.isFinite(maxP) && maxP > 0 ? Math.ceil(weight / maxP) : 0,
    floorArea: Math.ceil(area / maxA),
    mpvL1,
    mpvL2,
  };
}

export function bestLowerBound(b: LowerBounds): number {
  return Math.max(b.volume, b.payload, b.floorArea, b.mpvL1, b.mpvL2);
}
