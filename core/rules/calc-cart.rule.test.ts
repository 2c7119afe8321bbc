import { describe, expect, it } from 'vitest';
import { changeCartItem } from './calc-cart.rule.ts';

const SPEC = "spec 02 §4 'adding or removing an item adjusts the box count by the item's stuff-boxes value'";

describe(`changeCartItem: ${SPEC}`, () => {
  it.each([
    ['add a wardrobe: +4 boxes', {}, 'wardrobe_3d', 1, 4, { wardrobe_3d: 1, box_medium: 4 }],
    ['add two: +8', { box_medium: 2 }, 'wardrobe_3d', 2, 4, { wardrobe_3d: 2, box_medium: 10 }],
    ['remove one: −4', { wardrobe_3d: 2, box_medium: 10 }, 'wardrobe_3d', -1, 4, { wardrobe_3d: 1, box_medium: 6 }],
    ['boxes never below zero', { wardrobe_3d: 1, box_medium: 1 }, 'wardrobe_3d', -1, 4, {}],
    ['removing an absent item moves nothing', { box_medium: 3 }, 'wardrobe_3d', -1, 4, { box_medium: 3 }],
    ['an item without stuff boxes', { box_medium: 3 }, 'chair', 1, 0, { box_medium: 3, chair: 1 }],
    ['the box itself', { box_medium: 3 }, 'box_medium', 1, 0, { box_medium: 4 }],
  ])('%s', (_n, cart, id, delta, boxes, expected) => {
    expect(changeCartItem(cart, id, delta, boxes, 'box_medium')).toEqual(expected);
  });
});
