import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalcPlacement } from '../../../core/calc/get-cost.answer.ts';
import { paintOrder } from './depth-order.ts';
import { type Point3, project, svgPoints, type View } from './iso-projection.ts';
import { colourCss, itemColour } from './item-colour.ts';
import { allShapes, loadShapes } from './load-shapes.ts';
import { VehicleDrawing } from './VehicleDrawing.tsx';

afterEach(cleanup);

const view: View = { yaw: 30, pitch: 30 };
const at = (
  text_id: string,
  x: number,
  y: number,
  z: number,
  l: number,
  w: number,
  h: number,
  inside_of: number | null = null,
) => ({ text_id, x, y, z, l, w, h, inside_of }) satisfies CalcPlacement;

// A sofa on the floor, a swing wardrobe beside it with two medium boxes stacked inside (seed:
// wardrobe_swing allows put-into and brings 3 stuff boxes).
const load: CalcPlacement[] = [
  at('sofa_3', 0, 0, 0, 220, 95, 90),
  at('wardrobe_swing', 220, 0, 0, 90, 55, 185),
  at('box_medium', 225, 5, 0, 60, 40, 40, 1),
  at('box_medium', 225, 5, 40, 60, 40, 40, 1),
];

const topCorners = (p: CalcPlacement): Point3[] => [
  [p.x, p.y, p.z + p.h],
  [p.x + p.l, p.y, p.z + p.h],
  [p.x + p.l, p.y + p.w, p.z + p.h],
  [p.x, p.y + p.w, p.z + p.h],
];

describe('the shapes of a load with units inside others', () => {
  it('draws one shape per placement, nested units inside their holder', () => {
    const shapes = loadShapes(load, view);
    expect(
      allShapes(shapes)
        .map((s) => s.index)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    const wardrobe = shapes.find((s) => s.index === 1)!;
    expect(wardrobe.hollow).toBe(true);
    expect(wardrobe.inner.map((s) => s.index)).toEqual([2, 3]);
    expect(shapes.find((s) => s.index === 0)!.hollow).toBe(false);
  });

  it('puts a nested box at its own projected position, with its own faces and colour key', () => {
    const upper = allShapes(loadShapes(load, view)).find((s) => s.index === 3)!;
    expect(upper.textId).toBe('box_medium');
    const top = upper.front.find((f) => f.name === 'top')!;
    expect(top.points).toEqual(topCorners(load[3]).map((c) => project(c, view)));
    expect(upper.front.map((f) => f.name).sort()).toEqual(['top', 'x0', 'y0']);
    expect(upper.back).toEqual([]);
  });

  it('opens the holder: its far walls first, the guests, then its near walls', () => {
    const wardrobe = loadShapes(load, view).find((s) => s.index === 1)!;
    expect(wardrobe.back.map((f) => f.name).sort()).toEqual(['bottom', 'x1', 'y1']);
    expect(wardrobe.front.map((f) => f.name).sort()).toEqual(['top', 'x0', 'y0']);
    // The lower box goes first: the upper one stands on it.
    expect(wardrobe.inner.map((s) => s.index)).toEqual(paintOrder([load[2], load[3]], view).map((k) => k + 2));
  });

  it('keeps the order of the units standing in the vehicle', () => {
    const standing = [load[0], load[1]];
    expect(loadShapes(load, view).map((s) => s.index)).toEqual(paintOrder(standing, view));
  });

  it('finds the holder by geometry when inside_of is numbered across the whole load', () => {
    // In a second vehicle the server's inside_of counts the first vehicle's placements too.
    const shifted = load.map((p) => (p.inside_of === null ? p : { ...p, inside_of: p.inside_of + 7 }));
    const wardrobe = loadShapes(shifted, view).find((s) => s.index === 1)!;
    expect(wardrobe.inner.map((s) => s.index).sort()).toEqual([2, 3]);
    const pointsAtSofa = load.map((p) => (p.inside_of === null ? p : { ...p, inside_of: 0 }));
    expect(loadShapes(pointsAtSofa, view).find((s) => s.index === 1)!.inner).toHaveLength(2);
  });

  it('still draws a nested unit whose holder is not in the pack, as standing', () => {
    const orphan = [at('box_medium', 0, 0, 0, 60, 40, 40, 4)];
    const shapes = loadShapes(orphan, view);
    expect(shapes.map((s) => s.index)).toEqual([0]);
    expect(shapes[0].front).toHaveLength(3);
  });

  it('renders a group per placement, the nested boxes inside the see-through holder, coloured by text_id', () => {
    const { container } = render(
      <VehicleDrawing
        dims={{ l: 420, w: 200, h: 200 }}
        placements={load}
        view={view}
        names={(id) => id}
        label="Схема"
      />,
    );
    expect(container.querySelectorAll('.calc-box')).toHaveLength(load.length);
    const holder = container.querySelector('.calc-box.hollow')!;
    expect(holder.getAttribute('data-text-id')).toBe('wardrobe_swing');
    const guests = holder.querySelectorAll(':scope > .calc-box');
    expect(guests).toHaveLength(2);
    // Far walls, then the guests, then the near walls: the DOM order is the painting order.
    const children = [...holder.children].map((c) => c.getAttribute('class') ?? c.tagName);
    expect(children).toEqual(['title', 'far', 'far', 'far', 'calc-box', 'calc-box', 'near', 'near', 'near']);
    const top = [...guests[1].querySelectorAll('polygon')].find(
      (p) => p.getAttribute('points') === svgPoints(topCorners(load[3]).map((c) => project(c, view))),
    );
    expect(top).toBeDefined();
    expect(top!.getAttribute('fill')).toBe(colourCss(itemColour('box_medium'), 12));
  });
});
