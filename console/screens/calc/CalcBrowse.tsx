import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { officeToday } from '../../../core/format.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { AddressList } from './AddressList.tsx';
import { CalcResult } from './CalcResult.tsx';
import { CartList } from './CartList.tsx';
import { ConditionsFields } from './ConditionsFields.tsx';
import { CreateOrderDialog } from './CreateOrderDialog.tsx';
import type { CalcCatalogue } from './calc-catalogue.ts';
import { placeCalcErrors } from './calc-errors.ts';
import { costPayload, defaultConditions, newAddress } from './calc-form.ts';
import { type CartAction, type CartRules, cartReducer, emptyCart } from './cart-reducer.ts';
import { ItemSearch } from './ItemSearch.tsx';
import { orderFromEstimate } from './order-draft.ts';
import { useCalcCatalogue } from './useCalcCatalogue.ts';
import { useCostEstimate } from './useCostEstimate.ts';
import './calc.css';

function Calculator({ catalogue }: { catalogue: CalcCatalogue }) {
  const rules = useMemo<CartRules>(
    () => ({ stuffBoxes: (id) => catalogue.byTextId.get(id)?.stuffBoxes ?? 0, boxTextId: catalogue.boxTextId }),
    [catalogue],
  );
  const [cartState, dispatch] = useReducer((s: typeof emptyCart, a: CartAction) => cartReducer(s, a, rules), emptyCart);
  const [focusTick, setFocusTick] = useState(0);
  const [addresses, setAddresses] = useState(() => [newAddress(), newAddress()]);
  const [conditions, setConditions] = useState(defaultConditions);
  const [ordering, setOrdering] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => search.current?.focus(), []);

  const { cart } = cartState;
  const payload = useMemo(() => costPayload(cart, addresses, conditions), [cart, addresses, conditions]);
  const touched = Object.keys(cart).length > 0 || addresses.some((a) => a.address.trim() !== '');
  const estimate = useCostEstimate(payload, touched);
  const placed = placeCalcErrors(estimate.errors, addresses.length, estimate.answer?.problems);
  // A load that does not fit is not priced, so there is nothing to turn into an order.
  const ready = !!estimate.answer && !estimate.pending && estimate.answer.unplaced.length === 0;

  // A key acts on the cart, then the cursor line takes the focus (or the search, once the cart is empty).
  const byKey = (action: CartAction) => {
    dispatch(action);
    setFocusTick((t) => t + 1);
  };
  useCommand('calc.search', () => search.current?.focus());
  useCommand('calc.next', () => byKey({ type: 'move', by: 1 }));
  useCommand('calc.prev', () => byKey({ type: 'move', by: -1 }));
  useCommand('calc.more', () => byKey({ type: 'change', delta: 1 }));
  useCommand('calc.less', () => byKey({ type: 'change', delta: -1 }));
  useCommand('calc.remove', () => byKey({ type: 'remove' }));
  useEffect(() => {
    if (focusTick > 0 && !cartState.cursor) search.current?.focus();
  }, [focusTick, cartState.cursor]);
  useCommand('calc.createOrder', () => ready && setOrdering(true));

  return (
    <section className="calc-screen" aria-labelledby="screen-title">
      <header className="calc-head">
        <h1 id="screen-title">Калькулятор переезда</h1>
        <button type="button" className="primary" disabled={!ready} onClick={() => setOrdering(true)}>
          Создать заказ <kbd>Ctrl+Enter</kbd>
        </button>
      </header>
      <div className="calc-grid">
        <div className="calc-col">
          <ItemSearch items={catalogue.items} inputRef={search} onAdd={(textId) => byKey({ type: 'add', textId })} />
          <CartList
            state={cartState}
            catalogue={catalogue}
            dispatch={dispatch}
            focusTick={focusTick}
            error={placed.byField.cart}
          />
        </div>
        <div className="calc-col">
          <AddressList addresses={addresses} onChange={setAddresses} errors={placed.byField} />
          <ConditionsFields
            value={conditions}
            catalogue={catalogue}
            answeredTariff={estimate.answer?.tariff_id ?? null}
            errors={placed.byField}
            onChange={(patch) => setConditions((c) => ({ ...c, ...patch }))}
          />
        </div>
        <CalcResult estimate={estimate} catalogue={catalogue} idle={!touched} otherErrors={placed.rest} />
      </div>
      {ordering && estimate.answer && (
        <CreateOrderDialog
          onClose={() => setOrdering(false)}
          build={(contractorId, instrumentTypes) =>
            orderFromEstimate({
              answer: estimate.answer!,
              cart,
              addresses,
              catalogue,
              contractorId,
              instrumentTypes,
              today: officeToday(),
            })
          }
        />
      )}
    </section>
  );
}

/** /calc/browse (spec 02 §2): price a move from the keyboard and turn it into an order. */
export function CalcBrowse() {
  const { catalogue, failed } = useCalcCatalogue();
  if (failed) return <p className="field-error">Не удалось загрузить каталог калькулятора.</p>;
  if (!catalogue) return <p className="screen-loading">Загрузка каталога…</p>;
  return <Calculator catalogue={catalogue} />;
}
