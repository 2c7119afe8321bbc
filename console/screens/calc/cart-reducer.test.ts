import { describe, expect, it } from 'vitest';
import { type CartRules, type CartState, cartReducer, emptyCart } from './cart-reducer.ts';

const rules: CartRules = {
  stuffBoxes: (id) => ({ wardrobe: 3, sofa: 0 })[id] ?? 0,
  boxTextId: 'box_medium',
};
const run = (state: CartState, ...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce((s, a) => cartReducer(s, a, rules), state);

describe('the calculator cart', () => {
  it("spec 02 §4: 'adding or removing an item adjusts the box count by the item's stuff-boxes value'", () => {
    const s = run(emptyCart, { type: 'add', textId: 'wardrobe' });
    expect(s.cart).toEqual({ wardrobe: 1, box_medium: 3 });
    expect(s.cursor).toBe('wardrobe');
    const more = run(s, { type: 'change', delta: 1 });
    expect(more.cart).toEqual({ wardrobe: 2, box_medium: 6 });
    expect(run(more, { type: 'change', delta: -1 }).cart).toEqual({ wardrobe: 1, box_medium: 3 });
  });

  it('+ and - act on the line under the cursor; the box line itself moves alone', () => {
    const s = run(emptyCart, { type: 'add', textId: 'wardrobe' }, { type: 'move', by: 1 });
    expect(s.cursor).toBe('box_medium');
    expect(run(s, { type: 'change', delta: 1 }).cart).toEqual({ wardrobe: 1, box_medium: 4 });
    expect(run(s, { type: 'change', delta: -5 }).cart).toEqual({ wardrobe: 1 });
  });

  it('Delete removes the line with its boxes and keeps the cursor in place', () => {
    const s = run(
      emptyCart,
      { type: 'add', textId: 'sofa' },
      { type: 'add', textId: 'wardrobe' },
      { type: 'change', delta: 1 },
      { type: 'focus', textId: 'sofa' },
    );
    expect(s.cart).toEqual({ sofa: 1, wardrobe: 2, box_medium: 6 });
    const removed = run(s, { type: 'remove' });
    expect(removed.cart).toEqual({ wardrobe: 2, box_medium: 6 });
    expect(removed.cursor).toBe('wardrobe');
    const both = run(removed, { type: 'remove' });
    expect(both).toEqual({ cart: {}, cursor: null });
  });

  it('- at one removes the line; nothing happens without a cursor', () => {
    const s = run(emptyCart, { type: 'add', textId: 'sofa' }, { type: 'change', delta: -1 });
    expect(s).toEqual({ cart: {}, cursor: null });
    expect(run(emptyCart, { type: 'change', delta: 1 }, { type: 'move', by: 1 })).toEqual(emptyCart);
  });

  it('adds no boxes when the box setting is empty', () => {
    const off = cartReducer(emptyCart, { type: 'add', textId: 'wardrobe' }, { ...rules, boxTextId: null });
    expect(off.cart).toEqual({ wardrobe: 1 });
  });
});
