import { changeCartItem } from '../../../core/rules/calc-cart.rule.ts';

/** The cart (text id → amount, in the order lines were added) and the line the cursor is on. */
export interface CartState {
  cart: Record<string, number>;
  cursor: string | null;
}

export type CartAction =
  | { type: 'add'; textId: string }
  | { type: 'change'; delta: number }
  | { type: 'remove' }
  | { type: 'move'; by: number }
  | { type: 'focus'; textId: string };

export interface CartRules {
  stuffBoxes(textId: string): number;
  /** Setting stuff_box_text_id; null switches the adjustment off. */
  boxTextId: string | null;
}

export const emptyCart: CartState = { cart: {}, cursor: null };

// Spec 02 §4 lives in core (changeCartItem); this only decides which line a key acts on.
function change(state: CartState, textId: string, delta: number, rules: CartRules): Record<string, number> {
  const box = rules.boxTextId;
  return changeCartItem(state.cart, textId, delta, box ? rules.stuffBoxes(textId) : 0, box ?? '');
}

export function cartReducer(state: CartState, action: CartAction, rules: CartRules): CartState {
  const lines = Object.keys(state.cart);
  const at = state.cursor ? lines.indexOf(state.cursor) : -1;
  switch (action.type) {
    case 'add':
      return { cart: change(state, action.textId, 1, rules), cursor: action.textId };
    case 'focus':
      return action.textId in state.cart ? { ...state, cursor: action.textId } : state;
    case 'move': {
      if (lines.length === 0) return state;
      const next = Math.min(lines.length - 1, Math.max(0, at + action.by));
      return { ...state, cursor: lines[next] };
    }
    case 'change':
    case 'remove': {
      if (!state.cursor || at < 0) return state;
      const delta = action.type === 'remove' ? -state.cart[state.cursor] : action.delta;
      const cart = change(state, state.cursor, delta, rules);
      if (state.cursor in cart) return { cart, cursor: state.cursor };
      // The line went: the cursor stays at the same place in the list, on the next line.
      const left = Object.keys(cart);
      return { cart, cursor: left[Math.min(at, left.length - 1)] ?? null };
    }
  }
}
