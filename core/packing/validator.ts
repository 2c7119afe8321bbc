import { allowedOrientations, rotatedDims } from './orientation.ts';
import type { PackItemType, PackResult, Placement, Vehicle, Violation } from './types.ts';

export interface PackInput {
  items: PackItemType[];
  vehicles: Vehicle[];
}

/** Vehicle k of a run: the list is used in order and its last entry repeats as often as needed. */
export function vehicleAt(vehicles: Vehicle[], k: number): Vehicle {
  return vehicles[Math.min(k, vehicles.length - 1)];
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Area of the union of rectangles (coordinate compression; the sets here are small). */
export function unionArea(rects: Rect[]): number {
  const xs = [...new Set(rects.flatMap((r) => [r.x0, r.x1]))].sort((a, b) => a - b);
  let area = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    const a = xs[i];
    const b = xs[i + 1];
    const ys = rects
      .filter((r) => r.x0 <= a && r.x1 >= b)
      .map((r) => [r.y0, r.y1])
      .sort((p, q) => p[0] - q[0]);
    let len = 0;
    let cur = -Infinity;
    for (const [y0, y1] of ys) {
      const from = Math.max(y0, cur);
      if (y1 > from) len += y1 - from;
      cur = Math.max(cur, y1);
    }
    area += len * (b - a);
  }
  return area;
}

function overlaps(a: Placement, b: Placement): boolean {
  return a.x < b.x + b.l && b.x < a.x + a.l && a.y < b.y + b.w && b.y < a.y + a.w && a.z < b.z + b.h && b.z < a.z + a.h;
}

function inside(g: Placement, h: Placement): boolean {
  return (
    g.x >= h.x && g.y >= h.y && g.z >= h.z && g.x + g.l <= h.x + h.l && g.y + g.w <= h.y + h.w && g.z + g.h <= h.z + h.h
  );
}

function checkPlacement(input: PackInput, ps: Placement[], i: number, out: Violation[]): void {
  const p = ps[i];
  const item = input.items[p.typeIndex];
  if (!item || item.id !== p.itemId) {
    out.push({ kind: 'unknown-item', message: `placement ${i}: unknown item ${p.itemId}`, placement: i });
    return;
  }
  const d = rotatedDims(item, p.orientation);
  if (!allowedOrientations(item).includes(p.orientation) || d[0] !== p.l || d[1] !== p.w || d[2] !== p.h)
    out.push({
      kind: 'orientation',
      message: `placement ${i}: orientation ${p.orientation} not allowed or dims mismatch`,
      placement: i,
    });
  if (!Number.isInteger(p.vehicleIndex) || p.vehicleIndex < 0) {
    out.push({ kind: 'outside', message: `placement ${i}: bad vehicle index`, placement: i });
    return;
  }
  const v = vehicleAt(input.vehicles, p.vehicleIndex);
  if (p.x < 0 || p.y < 0 || p.z < 0 || p.x + p.l > v.l || p.y + p.w > v.w || p.z + p.h > v.h)
    out.push({ kind: 'outside', message: `placement ${i}: outside vehicle ${p.vehicleIndex}`, placement: i });
  if (p.insideOf !== undefined) {
    const h = ps[p.insideOf];
    const hostItem = h ? input.items[h.typeIndex] : undefined;
    if (!h || !hostItem?.allowPutInto || h.insideOf !== undefined || h.vehicleIndex !== p.vehicleIndex || !inside(p, h))
      out.push({
        kind: 'put-into',
        message: `placement ${i}: not properly inside placement ${p.insideOf}`,
        placement: i,
      });
  }
}

function checkSupport(input: PackInput, ps: Placement[], group: number[], out: Violation[]): void {
  for (const i of group) {
    const p = ps[i];
    const floor = p.insideOf !== undefined ? (ps[p.insideOf]?.z ?? 0) : 0;
    if (p.z === floor) continue;
    const rects: Rect[] = [];
    for (const j of group) {
      const q = ps[j];
      if (j === i || q.z + q.h !== p.z || q.insideOf !== p.insideOf || !input.items[q.typeIndex]?.allowPutOn) continue;
      const r = {
        x0: Math.max(p.x, q.x),
        y0: Math.max(p.y, q.y),
        x1: Math.min(p.x + p.l, q.x + q.l),
        y1: Math.min(p.y + p.w, q.y + q.w),
      };
      if (r.x1 > r.x0 && r.y1 > r.y0) rects.push(r);
    }
    if (unionArea(rects) !== p.l * p.w)
      out.push({
        kind: 'unsupported',
        message: `placement ${i} (${p.textId}) is not fully supported at z=${p.z}`,
        placement: i,
      });
  }
}

function checkOverlaps(ps: Placement[], group: number[], out: Violation[]): void {
  const sorted = group.slice().sort((a, b) => ps[a].x - ps[b].x);
  for (let a = 0; a < sorted.length; a++) {
    const p = ps[sorted[a]];
    for (let b = a + 1; b < sorted.length; b++) {
      const q = ps[sorted[b]];
      if (q.x >= p.x + p.l) break;
      if (!overlaps(p, q)) continue;
      if (p.insideOf === sorted[b] || q.insideOf === sorted[a]) continue;
      out.push({ kind: 'overlap', message: `placements ${sorted[a]} and ${sorted[b]} overlap`, placement: sorted[a] });
    }
  }
}

/** Independent check of a packing: returns every violated rule (empty list = valid). */
export function validatePacking(input: PackInput, result: PackResult): Violation[] {
  const out: Violation[] = [];
  const ps = result.placements;
  const seen = new Set<string>();
  const placedCount = new Map<number, number>();
  for (let i = 0; i < ps.length; i++) {
    checkPlacement(input, ps, i, out);
    const p = ps[i];
    const key = `${p.typeIndex}:${p.unit}`;
    const q = input.items[p.typeIndex]?.quantity ?? 0;
    if (seen.has(key) || !Number.isInteger(p.unit) || p.unit < 0 || p.unit >= q)
      out.push({ kind: 'count', message: `placement ${i}: duplicated or invalid unit ${key}`, placement: i });
    seen.add(key);
    if (input.items[p.typeIndex]?.id === p.itemId)
      placedCount.set(p.typeIndex, (placedCount.get(p.typeIndex) ?? 0) + 1);
  }
  const unplaced = new Map<number, number>();
  for (const u of result.unplaced) unplaced.set(u.typeIndex, (unplaced.get(u.typeIndex) ?? 0) + u.count);
  input.items.forEach((it, t) => {
    const n = (placedCount.get(t) ?? 0) + (unplaced.get(t) ?? 0);
    if (n !== it.quantity)
      out.push({ kind: 'count', message: `item ${it.id}: ${n} placed or reported unplaced, quantity ${it.quantity}` });
  });
  const byVehicle = new Map<number, number[]>();
  ps.forEach((p, i) => {
    const g = byVehicle.get(p.vehicleIndex);
    if (g) g.push(i);
    else byVehicle.set(p.vehicleIndex, [i]);
  });
  for (const [k, group] of byVehicle) {
    const v = vehicleAt(input.vehicles, k);
    const weight = group.reduce((s, i) => s + (input.items[ps[i].typeIndex]?.weight ?? 0), 0);
    if (weight > v.payload * (1 + 1e-9))
      out.push({ kind: 'payload', message: `vehicle ${k}: load ${weight} exceeds payload ${v.payload}` });
    checkOverlaps(ps, group, out);
    checkSupport(input, ps, group, out);
  }
  return out;
}
