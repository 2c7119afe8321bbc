import { describe, expect, it } from 'vitest';
import type { PackItemType, PackResult, Placement, Vehicle } from './types.ts';
import { unionArea, validatePacking } from './validator.ts';

const van: Vehicle = { id: 'v', name: 'van', l: 100, w: 50, h: 50, payload: 100 };
const box = (id: string, l: number, w: number, h: number, extra: Partial<PackItemType> = {}): PackItemType => ({
  id,
  textId: id,
  l,
  w,
  h,
  weight: 10,
  quantity: 1,
  allowPutOn: true,
  allowPutInto: false,
  ...extra,
});
const at = (
  t: number,
  item: PackItemType,
  x: number,
  y: number,
  z: number,
  extra: Partial<Placement> = {},
): Placement => ({
  itemId: item.id,
  textId: item.textId,
  typeIndex: t,
  unit: 0,
  vehicleIndex: 0,
  x,
  y,
  z,
  l: item.l,
  w: item.w,
  h: item.h,
  orientation: 0,
  ...extra,
});
const result = (placements: Placement[], unplaced: PackResult['unplaced'] = []): PackResult => ({
  placements,
  vehicles: [],
  unplaced,
  vehiclesUsed: 1,
  lowerBound: 1,
  bounds: { volume: 1, payload: 1, floorArea: 0, mpvL1: 0, mpvL2: 0 },
  gap: 0,
  loadedVolume: 0,
  volumeUpperBound: 0,
});
const kinds = (r: PackResult, items: PackItemType[]) =>
  validatePacking({ items, vehicles: [van] }, r).map((v) => v.kind);

describe('validatePacking', () => {
  const a = box('a', 40, 50, 20);
  const b = box('b', 40, 50, 20);
  const c = box('c', 80, 50, 10);

  it('accepts a stack that is fully supported by two boxes at the same height', () => {
    const items = [a, b, c];
    expect(kinds(result([at(0, a, 0, 0, 0), at(1, b, 40, 0, 0), at(2, c, 0, 0, 20)]), items)).toEqual([]);
  });

  it('rejects a partly supported item, an item on a no-put-on item and an overhang', () => {
    expect(kinds(result([at(0, a, 0, 0, 0), at(1, c, 0, 0, 20)]), [a, c])).toEqual(['unsupported']);
    const soft = box('soft', 40, 50, 20, { allowPutOn: false });
    const small = box('s', 40, 50, 10);
    expect(kinds(result([at(0, soft, 0, 0, 0), at(1, small, 0, 0, 20)]), [soft, small])).toEqual(['unsupported']);
    expect(kinds(result([at(0, small, 0, 0, 5)]), [small])).toEqual(['unsupported']);
  });

  it('rejects overlaps, items outside the vehicle and wrong orientations', () => {
    expect(kinds(result([at(0, a, 0, 0, 0), at(1, b, 39, 0, 0)]), [a, b])).toEqual(['overlap']);
    expect(kinds(result([at(0, a, 61, 0, 0)]), [a])).toEqual(['outside']);
    const upright = box('u', 40, 50, 20, { allowedOrientations: [0, 1] });
    expect(kinds(result([at(0, upright, 0, 0, 0, { l: 40, w: 20, h: 50, orientation: 2 })]), [upright])).toEqual([
      'orientation',
    ]);
    expect(kinds(result([at(0, a, 0, 0, 0, { l: 50, w: 40 })]), [a])).toEqual(['orientation']);
  });

  it('rejects payload excess and missing, duplicated or unknown items', () => {
    const heavy = box('h', 10, 10, 10, { weight: 101 });
    expect(kinds(result([at(0, heavy, 0, 0, 0)]), [heavy])).toEqual(['payload']);
    expect(kinds(result([]), [a])).toEqual(['count']);
    expect(kinds(result([], [{ itemId: 'a', textId: 'a', typeIndex: 0, count: 1 }]), [a])).toEqual([]);
    const two = box('two', 10, 10, 10, { quantity: 2 });
    expect(kinds(result([at(0, two, 0, 0, 0), at(0, two, 10, 0, 0)]), [two])).toEqual(['count']);
    expect(kinds(result([at(0, { ...a, id: 'zz' }, 0, 0, 0)]), [a])).toEqual(['unknown-item', 'count']);
  });

  it('accepts items put into a hollow item and rejects them when the host is not hollow', () => {
    const hollow = box('w', 60, 50, 50, { allowPutInto: true });
    const inner = box('i', 20, 20, 20);
    const onInner = box('j', 20, 20, 20);
    const placements = [
      at(0, hollow, 0, 0, 0),
      at(1, inner, 5, 5, 0, { insideOf: 0 }),
      at(2, onInner, 5, 5, 20, { insideOf: 0 }),
    ];
    expect(kinds(result(placements), [hollow, inner, onInner])).toEqual([]);
    const solid = { ...hollow, allowPutInto: false };
    expect(kinds(result(placements), [solid, inner, onInner])).toContain('put-into');
    expect(kinds(result([at(0, hollow, 0, 0, 0), at(1, inner, 5, 5, 0)]), [hollow, inner])).toEqual(['overlap']);
  });

  it('computes union areas exactly', () => {
    expect(unionArea([])).toBe(0);
    expect(
      unionArea([
        { x0: 0, y0: 0, x1: 2, y1: 2 },
        { x0: 1, y0: 1, x1: 3, y1: 3 },
      ]),
    ).toBe(7);
    expect(
      unionArea([
        { x0: 0, y0: 0, x1: 4, y1: 1 },
        { x0: 0, y0: 1, x1: 4, y1: 2 },
      ]),
    ).toBe(8);
  });
});
