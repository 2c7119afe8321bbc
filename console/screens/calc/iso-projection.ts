import type { CalcBox } from '../../../core/calc/get-cost.answer.ts';

// An orthographic view of the vehicle: x along its length, y across, z up (the server's axes, cm).
// `yaw` turns the load about the vertical axis, `pitch` is the elevation of the eye (0 = from the
// side, 90 = from above). Screen y grows downwards, as in SVG.

export interface View {
  yaw: number;
  pitch: number;
}

export const defaultView: View = { yaw: 30, pitch: 30 };

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Yaw wraps round; pitch stays between a side view and a view from above. */
export function turnView(view: View, dYaw: number, dPitch: number): View {
  return { yaw: (((view.yaw + dYaw) % 360) + 360) % 360, pitch: Math.min(90, Math.max(0, view.pitch + dPitch)) };
}

export type Point3 = readonly [number, number, number];
export interface Point2 {
  x: number;
  y: number;
}

export function project([x, y, z]: Point3, view: View): Point2 {
  const t = rad(view.yaw);
  const p = rad(view.pitch);
  const across = x * Math.cos(t) - y * Math.sin(t);
  const away = x * Math.sin(t) + y * Math.cos(t);
  return { x: across, y: -(away * Math.sin(p) + z * Math.cos(p)) };
}

/** Unit vector from the load towards the eye, in vehicle axes. */
export function towardsEye(view: View): Point3 {
  const t = rad(view.yaw);
  const p = rad(view.pitch);
  return [-Math.sin(t) * Math.cos(p), -Math.cos(t) * Math.cos(p), Math.sin(p)];
}

export type FaceName = 'top' | 'bottom' | 'x0' | 'x1' | 'y0' | 'y1';

function faceCorners(b: CalcBox, face: FaceName): Point3[] {
  const [x0, x1, y0, y1, z0, z1] = [b.x, b.x + b.l, b.y, b.y + b.w, b.z, b.z + b.h];
  const faces: Record<FaceName, Point3[]> = {
    top: [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    bottom: [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    x0: [
      [x0, y0, z0],
      [x0, y1, z0],
      [x0, y1, z1],
      [x0, y0, z1],
    ],
    x1: [
      [x1, y0, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x1, y0, z1],
    ],
    y0: [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x0, y0, z1],
    ],
    y1: [
      [x0, y1, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
  };
  return faces[face];
}

export interface Face {
  name: FaceName;
  points: Point2[];
  /** Lightness added to the item's colour: the top is lit, the sides are in shade. */
  shade: number;
}

const EPS = 1e-9;

/** The faces of a box the eye sees (at most three), each with its shading. */
export function visibleFaces(b: CalcBox, view: View): Face[] {
  const [ex, ey, ez] = towardsEye(view);
  const candidates: [FaceName, number, number][] = [
    [ez >= 0 ? 'top' : 'bottom', ez, 12],
    [ex > 0 ? 'x1' : 'x0', ex, -4],
    [ey > 0 ? 'y1' : 'y0', ey, -14],
  ];
  return candidates
    .filter(([, facing]) => Math.abs(facing) > EPS)
    .map(([name, , shade]) => ({ name, shade, points: faceCorners(b, name).map((c) => project(c, view)) }));
}

const opposite: Record<FaceName, FaceName> = { top: 'bottom', bottom: 'top', x0: 'x1', x1: 'x0', y0: 'y1', y1: 'y0' };

/**
 * The faces turned away from the eye, opposite the visible ones: the inner floor and walls of a
 * hollow item seen through its near walls. Darker than the outside, as the inside of a cupboard is.
 */
export function farFaces(b: CalcBox, view: View): Face[] {
  return visibleFaces(b, view).map(({ name, shade }) => ({
    name: opposite[name],
    shade: shade - 18,
    points: faceCorners(b, opposite[name]).map((c) => project(c, view)),
  }));
}

/** SVG `points` of a polygon. */
export function svgPoints(points: readonly Point2[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
