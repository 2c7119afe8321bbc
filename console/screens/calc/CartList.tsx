// biome-ignore-all lint/a11y/useSemanticElements: cart lines are flex rows like the list grid's; the ARIA grid roles keep their meaning.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus and points at the cursor line with aria-activedescendant, as the lists do.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: a click only moves the cursor, which j/k move from the keyboard.
import { type Dispatch, useEffect, useRef } from 'react';
import type { CalcCatalogue } from './calc-catalogue.ts';
import type { CartAction, CartState } from './cart-reducer.ts';
import { colourCss, itemColour } from './item-colour.ts';

interface Props {
  state: CartState;
  catalogue: CalcCatalogue;
  dispatch: Dispatch<CartAction>;
  /** Bumped when a key acted on the cart: the cart takes the focus. */
  focusTick: number;
  error?: string;
}

const lineId = (textId: string) => `calc-line-${textId}`;

/** The cart: one line per item; the cursor line is the one +, − and Delete act on. */
export function CartList({ state, catalogue, dispatch, focusTick, error }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTick > 0 && state.cursor) grid.current?.focus();
  }, [focusTick, state.cursor]);
  const entries = Object.entries(state.cart);
  const act = (textId: string, action: CartAction) => {
    dispatch({ type: 'focus', textId });
    dispatch(action);
  };
  return (
    <section className="calc-cart" aria-labelledby="calc-cart-title">
      <h2 id="calc-cart-title">
        Корзина <span className="muted">{entries.reduce((n, [, a]) => n + a, 0)} шт.</span>
      </h2>
      {entries.length === 0 && <p className="muted">Пусто: найдите вещь в поиске и нажмите Enter.</p>}
      <div
        ref={grid}
        className="calc-lines"
        role="grid"
        aria-label="Вещи в корзине"
        aria-invalid={!!error || undefined}
        aria-activedescendant={state.cursor ? lineId(state.cursor) : undefined}
        tabIndex={entries.length ? 0 : -1}
      >
        {entries.map(([textId, amount]) => (
          <div
            key={textId}
            id={lineId(textId)}
            role="row"
            aria-selected={textId === state.cursor}
            className={textId === state.cursor ? 'calc-line cursor' : 'calc-line'}
            data-text-id={textId}
            onClick={() => dispatch({ type: 'focus', textId })}
          >
            <span role="gridcell" className="name">
              <i className="swatch" style={{ background: colourCss(itemColour(textId)) }} />
              <span>{catalogue.byTextId.get(textId)?.name ?? textId}</span>
            </span>
            <span role="gridcell" className="qty">
              <button
                type="button"
                className="icon"
                tabIndex={-1}
                onClick={() => act(textId, { type: 'change', delta: -1 })}
              >
                −
              </button>
              <output className="amount">{amount}</output>
              <button
                type="button"
                className="icon"
                tabIndex={-1}
                onClick={() => act(textId, { type: 'change', delta: 1 })}
              >
                +
              </button>
              <button
                type="button"
                className="icon"
                tabIndex={-1}
                aria-label="Убрать"
                onClick={() => act(textId, { type: 'remove' })}
              >
                ×
              </button>
            </span>
          </div>
        ))}
      </div>
      {error && <span className="field-error">{error}</span>}
    </section>
  );
}
