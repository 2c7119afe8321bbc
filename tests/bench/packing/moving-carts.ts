import { orientationsFromVerticalEdges, rotatedDims } from '../../../core/packing/orientation.ts';
import { createRng } from '../../../core/packing/prng.ts';
import type { Orientation, PackItemType, Vehicle } from '../../../core/packing/types.ts';

interface Template {
  name: string;
  l: number;
  w: number;
  h: number;
  kg: number;
  /** Edges allowed to stand vertical: 'h' = upright only, 'lwh' = any way. */
  up: string;
  putOn: boolean;
  putInto: boolean;
  /** Typical count range in one move. */
  max: number;
}

const FURNITURE: Template[] = [
  { name: 'sofa', l: 210, w: 95, h: 85, kg: 60, up: 'h', putOn: false, putInto: false, max: 1 },
  { name: 'armchair', l: 90, w: 85, h: 95, kg: 30, up: 'h', putOn: false, putInto: false, max: 2 },
  { name: 'wardrobe', l: 120, w: 60, h: 190, kg: 80, up: 'wh', putOn: true, putInto: true, max: 2 },
  { name: 'fridge', l: 70, w: 65, h: 180, kg: 70, up: 'h', putOn: false, putInto: false, max: 1 },
  { name: 'washer', l: 60, w: 60, h: 85, kg: 70, up: 'h', putOn: true, putInto: false, max: 1 },
  { name: 'bed-board', l: 200, w: 160, h: 8, kg: 25, up: 'lwh', putOn: true, putInto: false, max: 2 },
  { name: 'mattress', l: 200, w: 160, h: 25, kg: 30, up: 'lwh', putOn: false, putInto: false, max: 2 },
  { name: 'table', l: 160, w: 90, h: 75, kg: 40, up: 'h', putOn: true, putInto: false, max: 1 },
  { name: 'chair', l: 45, w: 50, h: 90, kg: 6, up: 'h', putOn: false, putInto: false, max: 6 },
  { name: 'tv', l: 120, w: 15, h: 75, kg: 20, up: 'h', putOn: false, putInto: false, max: 2 },
  { name: 'desk', l: 120, w: 60, h: 75, kg: 35, up: 'h', putOn: true, putInto: false, max: 1 },
  { name: 'bookshelf', l: 80, w: 35, h: 190, kg: 45, up: 'wh', putOn: true, putInto: false, max: 2 },
  { name: 'dresser', l: 100, w: 50, h: 90, kg: 50, up: 'h', putOn: true, putInto: true, max: 2 },
  { name: 'bicycle', l: 170, w: 60, h: 100, kg: 15, up: 'h', putOn: false, putInto: false, max: 2 },
  { name: 'plant', l: 40, w: 40, h: 100, kg: 15, up: 'h', putOn: false, putInto: false, max: 3 },
];

const BOXES: Template[] = [
  { name: 'box-s', l: 40, w: 30, h: 30, kg: 12, up: 'lwh', putOn: true, putInto: false, max: 30 },
  { name: 'box-m', l: 60, w: 40, h: 40, kg: 18, up: 'lwh', putOn: true, putInto: false, max: 30 },
  { name: 'box-l', l: 70, w: 50, h: 50, kg: 22, up: 'lwh', putOn: true, putInto: false, max: 15 },
  { name: 'bag', l: 60, w: 40, h: 30, kg: 10, up: 'lwh', putOn: false, putInto: false, max: 8 },
];

export const MOVING_VEHICLES: Vehicle[] = [
  { id: 'van-s', name: 'Small van', l: 250, w: 150, h: 140, payload: 800 },
  { id: 'van-l', name: 'Large van', l: 320, w: 175, h: 180, payload: 1300 },
  { id: 'truck-3t', name: '3 t truck', l: 420, w: 200, h: 200, payload: 2500 },
  { id: 'truck-20m3', name: '20 m3 truck', l: 500, w: 210, h: 200, payload: 5000 },
];

export interface MovingCart {
  items: PackItemType[];
  vehicle: Vehicle;
}

function toItem(t: Template, quantity: number, i: number): PackItemType {
  const allowed: Orientation[] = orientationsFromVerticalEdges(
    t.up.includes('l'),
    t.up.includes('w'),
    t.up.includes('h'),
  );
  return {
    id: `${t.name}-${i}`,
    textId: t.name,
    l: t.l,
    w: t.w,
    h: t.h,
    weight: t.kg,
    quantity,
    allowedOrientations: allowed,
    allowPutOn: t.putOn,
    allowPutInto: t.putInto,
  };
}

/** Realistic seeded moving carts: a vehicle, some furniture that fits it, and a pile of boxes and bags. */
export function generateMovingCarts(count: number, seed: number): MovingCart[] {
  const rng = createRng(seed);
  const int = (a: number, b: number) => a + Math.floor(rng() * (b - a + 1));
  const carts: MovingCart[] = [];
  for (let c = 0; c < count; c++) {
    const vehicle = MOVING_VEHICLES[int(0, MOVING_VEHICLES.length - 1)];
    const fits = (t: Template) =>
      (toItem(t, 1, 0).allowedOrientations ?? []).some((o) => {
        const [x, y, z] = rotatedDims(t, o);
        return x <= vehicle.l && y <= vehicle.w && z <= vehicle.h;
      });
    const items: PackItemType[] = [];
    const pieces = int(0, 8);
    const usable = FURNITURE.filter(fits);
    for (let k = 0; k < pieces && usable.length > 0; k++) {
      const t = usable[int(0, usable.length - 1)];
      items.push(toItem(t, int(1, t.max), items.length));
    }
    const boxTypes = int(1, 4);
    for (let k = 0; k < boxTypes; k++) {
      const t = BOXES[int(0, BOXES.length - 1)];
      items.push(toItem(t, int(1, t.max), items.length));
    }
    carts.push({ items, vehicle });
  }
  return carts;
}
