import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../../core/texts.ts';
import { AddressList } from './AddressList.tsx';
import { CartList } from './CartList.tsx';
import type { CalcCatalogue } from './calc-catalogue.ts';
import { ConditionsFields } from './ConditionsFields.tsx';
import { addressErrorKey, ownVehicleErrorKey, placeCalcErrors } from './calc-errors.ts';
import { defaultConditions, newAddress } from './calc-form.ts';

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

describe("the client's own vehicle in the conditions", () => {
  const withVehicles: CalcCatalogue = { ...catalogue, vehicles: [{ id: 5, name: 'Газель 3 м' }] };

  it('is an option of «Машина» that asks for the dimensions', () => {
    const onChange = vi.fn();
    render(
      <ConditionsFields
        value={defaultConditions}
        catalogue={withVehicles}
        answeredTariff={null}
        errors={{}}
        onChange={onChange}
      />,
    );
    expect(screen.queryByLabelText('Длина, см')).toBeNull();
    fireEvent.change(screen.getByLabelText('Машина'), { target: { value: 'own' } });
    expect(onChange).toHaveBeenCalledWith({ own_vehicle: true });
    fireEvent.change(screen.getByLabelText('Машина'), { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith({ own_vehicle: false, vehicle_id: 5 });
  });

  it('shows four labelled inputs and each refusal under its own input', () => {
    const { byField } = placeCalcErrors(
      { [ownVehicleErrorKey('w')]: ['не больше 400'], [ownVehicleErrorKey('payload')]: ['не меньше 1'] },
      2,
    );
    const onChange = vi.fn();
    const own = {
      ...defaultConditions,
      own_vehicle: true,
      own_dimensions: { l: '300', w: '500', h: '190', payload: '0' },
    };
    render(
      <ConditionsFields
        value={own}
        catalogue={withVehicles}
        answeredTariff={null}
        errors={byField}
        onChange={onChange}
      />,
    );
    expect((screen.getByLabelText('Машина') as HTMLSelectElement).value).toBe('own');
    const message = (label: string) => {
      const input = screen.getByLabelText(label);
      const id = input.getAttribute('aria-describedby');
      return id ? document.getElementById(id)?.textContent : undefined;
    };
    expect(message('Длина, см')).toBeUndefined();
    expect(message('Ширина, см')).toBe('не больше 400');
    expect(message('Высота, см')).toBeUndefined();
    expect(message('Грузоподъёмность, кг')).toBe('не меньше 1');
    expect(screen.getByLabelText('Ширина, см').getAttribute('aria-invalid')).toBe('true');
    for (const label of ['Длина, см', 'Ширина, см', 'Высота, см', 'Грузоподъёмность, кг'])
      expect(screen.getByLabelText(label).tabIndex).toBe(0);
    fireEvent.change(screen.getByLabelText('Ширина, см'), { target: { value: '200' } });
    expect(onChange).toHaveBeenCalledWith({ own_dimensions: { ...own.own_dimensions, w: '200' } });
  });
});

describe('conditions refusals are tied to their inputs', () => {
  it('marks «Не дольше, ч» invalid and names its message; a valid tariff stays unmarked', () => {
    const { byField } = placeCalcErrors(answer422, 2);
    render(
      <ConditionsFields
        value={defaultConditions}
        catalogue={catalogue}
        answeredTariff={null}
        errors={byField}
        onChange={() => undefined}
      />,
    );
    const hours = screen.getByLabelText('Не дольше, ч');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(hours.getAttribute('aria-describedby') ?? '')?.textContent).toBe('не больше 24');
    const tariff = screen.getByLabelText('Тариф');
    expect(tariff.getAttribute('aria-invalid')).toBeNull();
    expect(tariff.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('issue 8 item 6: a load that does not fit is named at the vehicle input', () => {
  const withVehicles: CalcCatalogue = { ...catalogue, vehicles: [{ id: 5, name: 'Малый фургон 5 м³' }] };
  const described = (el: HTMLElement) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');

  it("the client's vehicle: every dimension input is invalid and reads the message", () => {
    const message = 'Не помещается в машину клиента: Шкаф-купе 3-дверный (в разборе) — 1 шт.';
    const { byField, rest } = placeCalcErrors(null, 2, { 'shipping.vehicle_dimensions': [message] });
    expect(rest).toEqual([]);
    const own = { ...defaultConditions, own_vehicle: true, own_dimensions: { l: '20', w: '20', h: '20', payload: '' } };
    render(
      <ConditionsFields
        value={own}
        catalogue={withVehicles}
        answeredTariff={null}
        errors={byField}
        onChange={() => undefined}
      />,
    );
    for (const label of ['Длина, см', 'Ширина, см', 'Высота, см']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(described(input)).toBe(message);
    }
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('a catalogue vehicle: «Машина» is invalid and reads the message; a 422 for the same key wins', () => {
    const message = 'Не помещается ни в одну машину каталога: Яхта — 1 шт.';
    const { byField } = placeCalcErrors(null, 2, { 'shipping.vehicle_id': [message] });
    render(
      <ConditionsFields
        value={defaultConditions}
        catalogue={withVehicles}
        answeredTariff={null}
        errors={byField}
        onChange={() => undefined}
      />,
    );
    const select = screen.getByLabelText('Машина');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(described(select)).toBe(message);
    const both = placeCalcErrors({ 'shipping.vehicle_id': ['Машина не найдена'] }, 2, {
      'shipping.vehicle_id': [message],
    });
    expect(both.byField['shipping.vehicle_id']).toBe('Машина не найдена');
  });
});
