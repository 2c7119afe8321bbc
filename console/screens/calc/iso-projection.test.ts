import { describe, expect, it } from 'vitest';
import { paintOrder } from './depth-order.ts';
import { project, turnView, visibleFaces } from './iso-projection.ts';
import { viewBoxOf, wireframe } from './vehicle-wireframe.ts';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);
const cube = (x: number, y: number, z: number, s = 10) => ({ x, y, z, l: s, w: s, h: s });

describe('the isometric projection', () => {
  it('from the side (pitch 0, yaw 0) shows length across and height up', () => {
    const p = project([100, 50, 30], { yaw: 0, pitch: 0 });
    close(p.x, 100);
    close(p.y, -30);
  });

  it('from above (pitch 90) shows the floor plan, the far side up', () => {
    const p = project([100, 50, 30], { yaw: 0, pitch: 90 });
    close(p.x, 100);
    close(p.y, -50);
  });

  it('turning by 90° puts the width across', () => {
    const p = project([0, 50, 0], { yaw: 90, pitch: 0 });
    close(p.x, -50);
  });

  it('wraps the yaw and keeps the pitch between a side view and a view from above', () => {
    expect(turnView({ yaw: 350, pitch: 85 }, 15, 10)).toEqual({ yaw: 5, pitch: 90 });
    expect(turnView({ yaw: 0, pitch: 5 }, -90, -10)).toEqual({ yaw: 270, pitch: 0 });
  });

  it('draws three shaded faces of a box, the lit top among them, and only two from the side', () => {
    const faces = visibleFaces(cube(0, 0, 0), { yaw: 30, pitch: 30 });
    expect(faces.map((f) => f.name).sort()).toEqual(['top', 'x0', 'y0']);
    expect(faces.find((f) => f.name === 'top')!.shade).toBeGreaterThan(0);
    expect(faces.every((f) => f.points.length === 4)).toBe(true);
    expect(visibleFaces(cube(0, 0, 0), { yaw: 0, pitch: 0 }).map((f) => f.name)).toEqual(['y0']);
    expect(
      visibleFaces(cube(0, 0, 0), { yaw: 210, pitch: 30 })
        .map((f) => f.name)
        .sort(),
    ).toEqual(['top', 'x1', 'y1']);
  });

  it('splits the cargo space into 12 edges and frames it', () => {
    const space = { x: 0, y: 0, z: 0, l: 300, w: 190, h: 190 };
    const { back, front } = wireframe(space, { yaw: 30, pitch: 30 });
    expect(back.length + front.length).toBe(12);
    // Three faces face the eye: every edge but the three meeting in the far bottom corner.
    expect(back).toHaveLength(3);
    const box = viewBoxOf(space, { yaw: 0, pitch: 0 }, 0);
    expect(box).toEqual({ x: 0, y: -190, w: 300, h: 190 });
  });
});

describe("the painter's order", () => {
  const view = { yaw: 30, pitch: 30 };

  it('draws far boxes first: from the front-left the box at the far end goes before the near one', () => {
    const near = cube(0, 0, 0);
    const far = cube(0, 50, 0);
    expect(paintOrder([near, far], view)).toEqual([1, 0]);
  });

  it('draws the lower box before the one standing on it', () => {
    expect(paintOrder([cube(0, 0, 10), cube(0, 0, 0)], view)).toEqual([1, 0]);
  });

  it('orders a long box against a small one by the plane between them, not by their centres', () => {
    // The small box stands in front of the sofa's far end: its centre is farther from the eye than
    // the sofa's, yet it hides part of the sofa, so it is drawn last.
    const sofa = { x: 0, y: 20, z: 0, l: 220, w: 95, h: 90 };
    const box = { x: 200, y: 0, z: 0, l: 20, w: 20, h: 20 };
    expect(paintOrder([sofa, box], view)).toEqual([0, 1]);
    expect(paintOrder([box, sofa], view)).toEqual([1, 0]);
  });

  it('keeps every box exactly once', () => {
    const boxes = Array.from({ length: 27 }, (_, i) =>
      cube((i % 3) * 10, (Math.floor(i / 3) % 3) * 10, Math.floor(i / 9) * 10),
    );
    expect([...paintOrder(boxes, view)].sort((a, b) => a - b)).toEqual(boxes.map((_, i) => i));
  });
});
