import type { CalcBox } from '../../../core/calc/get-cost.answer.ts';
import { type Point3, project, towardsEye, type View } from './iso-projection.ts';

// The painter's algorithm: boxes are drawn far to near. Sorting by the depth of the centres alone
// draws a long sofa over the box standing on its far end, so where two drawn boxes overlap on the
// screen the order comes from a plane that separates them: the box on the eye's side of it is in
// front. Placed boxes never intersect, so such a plane exists along one of the axes.

const lo = (b: CalcBox): Point3 => [b.x, b.y, b.z];
const hi = (b: CalcBox): Point3 => [b.x + b.l, b.y + b.w, b.z + b.h];

/** -1 when `a` is behind `b`, 1 when in front, 0 when no axis separates them. */
export function compareBoxes(a: CalcBox, b: CalcBox, eye: Point3): number {
  for (let k = 0; k < 3; k++) {
    if (Math.abs(eye[k]) < 1e-9) continue;
    if (hi(a)[k] <= lo(b)[k]) return eye[k] > 0 ? -1 : 1;
    if (hi(b)[k] <= lo(a)[k]) return eye[k] > 0 ? 1 : -1;
  }
  return 0;
}

interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function screenBounds(b: CalcBox, view: View): Bounds {
  const [x0, y0, z0] = lo(b);
  const [x1, y1, z1] = hi(b);
  const pts = [x0, x1].flatMap((x) => [y0, y1].flatMap((y) => [z0, z1].map((z) => project([x, y, z], view))));
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const overlap = (a: Bounds, b: Bounds) =>
  a.minX < b.maxX - 1e-6 && b.minX < a.maxX - 1e-6 && a.minY < b.maxY - 1e-6 && b.minY < a.maxY - 1e-6;

/** Indices of `boxes` in drawing order (far first). */
export function paintOrder(boxes: readonly CalcBox[], view: View): number[] {
  const eye = towardsEye(view);
  const depth = boxes.map((b) => (b.x + b.l / 2) * eye[0] + (b.y + b.w / 2) * eye[1] + (b.z + b.h / 2) * eye[2]);
  const bounds = boxes.map((b) => screenBounds(b, view));
  const after: number[][] = boxes.map(() => []);
  const waiting = boxes.map(() => 0);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (!overlap(bounds[i], bounds[j])) continue;
      const c = compareBoxes(boxes[i], boxes[j], eye);
      const [first, second] = c < 0 ? [i, j] : c > 0 ? [j, i] : depth[i] <= depth[j] ? [i, j] : [j, i];
      after[first].push(second);
      waiting[second]++;
    }
  }
  const order: number[] = [];
  const done = boxes.map(() => false);
  for (let step = 0; step < boxes.length; step++) {
    // The farthest box with nothing left behind it; in a cycle (three long boxes lapping round)
    // the farthest box of all breaks it.
    const ready = (i: number) => waiting[i] <= 0;
    let pick = -1;
    for (let i = 0; i < boxes.length; i++) {
      if (done[i]) continue;
      if (pick < 0 || (ready(i) && !ready(pick)) || (ready(i) === ready(pick) && depth[i] < depth[pick])) pick = i;
    }
    done[pick] = true;
    order.push(pick);
    for (const next of after[pick]) waiting[next]--;
  }
  return order;
}
