import type { CalcBox } from '../../../core/calc/get-cost.answer.ts';
import { type FaceName, type Point2, type Point3, project, type View, visibleFaces } from './iso-projection.ts';

export type Segment = readonly [Point2, Point2];

/**
 * The twelve edges of the cargo space, split into those behind the load (drawn first, so the load
 * covers them) and those on the sides facing the eye (drawn last and faint, so the load shows through).
 */
export function wireframe(b: CalcBox, view: View): { back: Segment[]; front: Segment[] } {
  const xs = [b.x, b.x + b.l];
  const ys = [b.y, b.y + b.w];
  const zs = [b.z, b.z + b.h];
  const edges: { from: Point3; to: Point3; faces: FaceName[] }[] = [];
  for (const [j, y] of ys.entries())
    for (const [k, z] of zs.entries())
      edges.push({ from: [xs[0], y, z], to: [xs[1], y, z], faces: [j ? 'y1' : 'y0', k ? 'top' : 'bottom'] });
  for (const [i, x] of xs.entries())
    for (const [k, z] of zs.entries())
      edges.push({ from: [x, ys[0], z], to: [x, ys[1], z], faces: [i ? 'x1' : 'x0', k ? 'top' : 'bottom'] });
  for (const [i, x] of xs.entries())
    for (const [j, y] of ys.entries())
      edges.push({ from: [x, y, zs[0]], to: [x, y, zs[1]], faces: [i ? 'x1' : 'x0', j ? 'y1' : 'y0'] });
  const seen = new Set(visibleFaces(b, view).map((f) => f.name));
  const out = { back: [] as Segment[], front: [] as Segment[] };
  for (const e of edges) {
    const segment: Segment = [project(e.from, view), project(e.to, view)];
    (e.faces.some((f) => seen.has(f)) ? out.front : out.back).push(segment);
  }
  return out;
}

/** The smallest rectangle around the projected cargo space, with a margin: the SVG viewBox. */
export function viewBoxOf(b: CalcBox, view: View, margin = 0.04): { x: number; y: number; w: number; h: number } {
  const pts = [b.x, b.x + b.l].flatMap((x) =>
    [b.y, b.y + b.w].flatMap((y) => [b.z, b.z + b.h].map((z) => project([x, y, z], view))),
  );
  const minX = Math.min(...pts.map((p) => p.x));
  const maxX = Math.max(...pts.map((p) => p.x));
  const minY = Math.min(...pts.map((p) => p.y));
  const maxY = Math.max(...pts.map((p) => p.y));
  const pad = Math.max(maxX - minX, maxY - minY) * margin;
  return { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad };
}
