import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../../core/texts.ts';
import { AddressList } from './AddressList.tsx';
import { CartList } from './CartList.tsx';
import type { CalcCatalogue } from './calc-catalogue.ts';
import { addressErrorKey, placeCalcErrors } from './calc-errors.ts';
import { newAddress } from './calc-form.ts';

afterEach(cleanup);

// The 422 of POST /api/calc/get_cost for an empty cart and an empty second address (docs/api.md).
const answer422 = {
  cart: [texts.calcNoItems],
  'shipping.addresses[1].address': [texts.calcFillAddress],
  'conditions.max_time': ['не больше 24'],
  'shipping.addresses': ['не больше 10 адресов'],
};

const catalogue: CalcCatalogue = { items: [], byTextId: new Map(), tariffs: [], vehicles: [], boxTextId: null };

describe('spec 02 §5: calculator messages under the right fields', () => {
  it('keys the cart, each address and the conditions; keeps the rest', () => {
    const placed = placeCalcErrors(answer422, 2);
    expect(placed.byField.cart).toBe('Вы не выбрали ни одной перевозимой вещи');
    expect(placed.byField[addressErrorKey(1, 'address')]).toBe('Заполните адрес');
    expect(placed.byField[addressErrorKey(0, 'address')]).toBeUndefined();
    expect(placed.byField['conditions.max_time']).toBe('не больше 24');
    expect(placed.rest).toEqual(['не больше 10 адресов']);
  });

  it('does not place an address error on an address that is gone', () => {
    expect(placeCalcErrors({ 'shipping.addresses[3].address': ['Заполните адрес'] }, 2).rest).toEqual([
      'Заполните адрес',
    ]);
  });

  it("shows 'Заполните адрес' under the second address only", () => {
    const addresses = [{ ...newAddress(), address: 'Москва, Тверская, 7' }, newAddress()];
    const { byField } = placeCalcErrors(answer422, 2);
    render(<AddressList addresses={addresses} onChange={() => undefined} errors={byField} />);
    const inputs = screen.getAllByLabelText('Адрес');
    expect(inputs[0].getAttribute('aria-invalid')).toBeNull();
    expect(inputs[1].getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(inputs[1].getAttribute('aria-describedby')!)?.textContent).toBe('Заполните адрес');
    expect(screen.getAllByText('Заполните адрес')).toHaveLength(1);
  });

  it("shows 'Вы не выбрали ни одной перевозимой вещи' under the cart", () => {
    const { byField } = placeCalcErrors(answer422, 2);
    render(
      <CartList
        state={{ cart: {}, cursor: null }}
        catalogue={catalogue}
        dispatch={() => undefined}
        focusTick={0}
        error={byField.cart}
      />,
    );
    expect(screen.getByText(texts.calcNoItems).closest('section')?.getAttribute('aria-labelledby')).toBe(
      'calc-cart-title',
    );
  });
});
