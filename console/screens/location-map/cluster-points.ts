// Grid clustering of the map's points (spec 02 §2: 'markers are clustered'). A day can hold 100 000
// points: they are projected once (Web Mercator, 0..1 world units), then each zoom or pan groups
// them by a square grid of screen cells in one pass. Pure, so the bench times it and tests pin it.

import type { MapPoint } from '../../../core/location/map-points.ts';

export interface ProjectedPoints {
  /** Web Mercator x and y of each point, 0..1 over the world. */
  x: Float64Array;
  y: Float64Array;
  worker: Int32Array;
}

export interface Cluster {
  /** Mean position of the cluster's points, in world units. */
  x: number;
  y: number;
  count: number;
  /** The worker all its points belong to; null when several workers' points meet here. */
  worker: number | null;
  /** Index of its first point in the input. */
  first: number;
}

/** The visible part of the world in world units (a margin keeps markers at the edge). */
export interface WorldView {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const TILE_SIZE = 256;

export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

export function mercatorY(lat: number): number {
  const s = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}

/** World units back to [lat, lng] (pigeon-maps' anchor). */
export function toLatLng(x: number, y: number): [number, number] {
  const n = Math.PI - 2 * Math.PI * y;
  return [(180 / Math.PI) * Math.atan(Math.sinh(n)), x * 360 - 180];
}

export function projectPoints(points: readonly MapPoint[]): ProjectedPoints {
  const x = new Float64Array(points.length);
  const y = new Float64Array(points.length);
  const worker = new Int32Array(points.length);
  points.forEach((p, i) => {
    worker[i] = p[0];
    y[i] = mercatorY(p[1]);
    x[i] = mercatorX(p[2]);
  });
  return { x, y, worker };
}

/**
 * Groups the points within `view` by cells of `cellPx` screen pixels at `zoom`. One cluster per
 * occupied cell, placed at the mean of its points. O(points) with one Map of cells.
 */
export function clusterPoints(p: ProjectedPoints, zoom: number, view: WorldView | null, cellPx = 56): Cluster[] {
  const cells = (TILE_SIZE * 2 ** zoom) / cellPx;
  const index = new Map<number, number>();
  const sx: number[] = [];
  const sy: number[] = [];
  const count: number[] = [];
  const worker: number[] = [];
  const first: number[] = [];
  const n = p.x.length;
  for (let i = 0; i < n; i++) {
    const x = p.x[i];
    const y = p.y[i];
    if (view && (x < view.minX || x > view.maxX || y < view.minY || y > view.maxY)) continue;
    const key = Math.floor(x * cells) * 4_194_304 + Math.floor(y * cells);
    let c = index.get(key);
    if (c === undefined) {
      c = count.length;
      index.set(key, c);
      sx.push(0);
      sy.push(0);
      count.push(0);
      worker.push(p.worker[i]);
      first.push(i);
    } else if (worker[c] !== p.worker[i]) worker[c] = -1;
    sx[c] += x;
    sy[c] += y;
    count[c]++;
  }
  return count.map((k, c) => ({
    x: sx[c] / k,
    y: sy[c] / k,
    count: k,
    worker: worker[c] === -1 ? null : worker[c],
    first: first[c],
  }));
}

/** The world view of pigeon-maps' bounds ({ne: [lat, lng], sw: [lat, lng]}), widened by `margin` of its size. */
export function worldView(bounds: { ne: [number, number]; sw: [number, number] }, margin = 0.1): WorldView {
  const minX = mercatorX(bounds.sw[1]);
  const maxX = mercatorX(bounds.ne[1]);
  const minY = mercatorY(bounds.ne[0]);
  const maxY = mercatorY(bounds.sw[0]);
  const dx = (maxX - minX) * margin;
  const dy = (maxY - minY) * margin;
  return { minX: minX - dx, maxX: maxX + dx, minY: minY - dy, maxY: maxY + dy };
}
