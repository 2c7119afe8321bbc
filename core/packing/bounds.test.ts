import { describe, expect, it } from 'vitest';
import { bestLowerBound, computeLowerBounds } from './bounds.ts';
import type { PackItemType, Vehicle } from './types.ts';

const truck: Vehicle = { id: 't', name: 'truck', l: 100, w: 50, h: 50, payload: 1000 };
const item = (l: number, w: number, h: number, quantity: number, extra: Partial<PackItemType> = {}): PackItemType => ({
  id: `${l}x${w}x${h}`,
  textId: 'x',
  l,
  w,
  h,
  weight: 10,
  quantity,
  allowPutOn: true,
  allowPutInto: false,
  ...extra,
});

describe('computeLowerBounds', () => {
  it('gives the volume and payload bounds', () => {
    const b = computeLowerBounds([item(50, 50, 25, 9, { weight: 300 })], [truck]);
    expect(b.volume).toBe(3);
    expect(b.payload).toBe(3);
  });

  it('counts floor area of items nothing can stand on, but only when they cannot lie flatter', () => {
    const upright = item(100, 30, 10, 3, { allowPutOn: false, allowedOrientations: [0, 1] });
    expect(computeLowerBounds([upright], [truck]).floorArea).toBe(2);
    const free = item(100, 30, 10, 3, { allowPutOn: false });
    expect(computeLowerBounds([free], [truck]).floorArea).toBe(1);
    // Stackable low items may share floor, so they are not counted.
    expect(computeLowerBounds([item(100, 30, 10, 3, { allowedOrientations: [0] })], [truck]).floorArea).toBe(0);
  });

  it('counts tall stackable items only when no no-put-on item could stand on them', () => {
    const tall = item(60, 30, 30, 3, { allowedOrientations: [0] });
    expect(computeLowerBounds([tall], [truck]).floorArea).toBe(2);
    const lowSoft = item(10, 10, 10, 1, { allowPutOn: false, allowedOrientations: [0] });
    expect(computeLowerBounds([tall, lowSoft], [truck]).floorArea).toBe(1);
  });

  it('gives MPV L1 when big items can only follow each other', () => {
    const b = computeLowerBounds([item(60, 30, 30, 5, { allowedOrientations: [0] })], [truck]);
    expect(b.volume).toBe(2);
    expect(b.mpvL1).toBe(5);
    expect(bestLowerBound(b)).toBe(5);
  });

  it('gives MPV L2 from items that leave no room beside them', () => {
    // Four 80x40x30 items fill 100x50 floors alone; the 20x10x10 ones do not fit beside them: L2 counts both.
    const big = item(80, 40, 30, 4, { allowedOrientations: [0] });
    const small = item(25, 15, 20, 40, { allowedOrientations: [0] });
    const b = computeLowerBounds([big, small], [truck]);
    expect(b.mpvL2).toBeGreaterThanOrEqual(b.mpvL1);
    expect(b.mpvL2).toBeGreaterThanOrEqual(b.volume);
  });

  it('skips MPV bounds when rotations are allowed and ignores items that fit nowhere', () => {
    const b = computeLowerBounds([item(40, 30, 20, 5), item(200, 10, 10, 4)], [truck]);
    expect(b.mpvL1).toBe(0);
    expect(b.volume).toBe(1);
  });

  it('leaves items that may hide inside hollow items out of the volume bound', () => {
    const hollow = item(100, 50, 50, 1, { allowPutInto: true });
    const small = item(50, 50, 50, 2);
    expect(computeLowerBounds([hollow, small], [truck]).volume).toBe(1);
    expect(computeLowerBounds([{ ...hollow, allowPutInto: false }, small], [truck]).volume).toBe(2);
  });
});
