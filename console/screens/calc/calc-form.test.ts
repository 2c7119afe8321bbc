import { describe, expect, it } from 'vitest';
import { getCostSchema } from '../../../core/calc/get-cost.schema.ts';
import { errorKey } from '../../../core/resources/write-schema.ts';
import { ownVehicleErrorKey, placeCalcErrors } from './calc-errors.ts';
import { type ConditionsDraft, costPayload, defaultConditions, newAddress } from './calc-form.ts';

const addresses = [
  { ...newAddress(), address: 'Москва, Тверская, 7' },
  { ...newAddress(), address: 'Москва, Ленинский, 30' },
];
const own: ConditionsDraft = {
  ...defaultConditions,
  vehicle_id: 5,
  own_vehicle: true,
  own_dimensions: { l: ' 300 ', w: '190', h: '190', payload: '' },
};
const shippingOf = (c: ConditionsDraft) => costPayload({ sofa_3: 1 }, addresses, c).shipping!;

describe("the calculator body: the client's own vehicle", () => {
  it('sends a catalogue vehicle (or none) and no dimensions by default', () => {
    const shipping = shippingOf({ ...defaultConditions, vehicle_id: 5 });
    expect(shipping.vehicle_id).toBe(5);
    expect(shipping).not.toHaveProperty('vehicle_dimensions');
  });

  it('sends the typed dimensions and no vehicle_id when the client brings the vehicle', () => {
    const shipping = shippingOf(own);
    expect(shipping).not.toHaveProperty('vehicle_id');
    expect(shipping.vehicle_dimensions).toEqual({ l: '300', w: '190', h: '190', payload: undefined });
    // An empty payload is left out of the JSON: the server's default, not zero.
    expect(JSON.parse(JSON.stringify(shipping)).vehicle_dimensions).toEqual({ l: '300', w: '190', h: '190' });
    expect(getCostSchema.parse(costPayload({ sofa_3: 1 }, addresses, own)).shipping.vehicle_dimensions).toEqual({
      l: 300,
      w: 190,
      h: 190,
    });
  });

  it('reads a comma as the decimal separator and sends the payload when typed', () => {
    const shipping = shippingOf({ ...own, own_dimensions: { l: '300', w: '190,5', h: '190', payload: '1500' } });
    expect(shipping.vehicle_dimensions).toEqual({ l: '300', w: '190.5', h: '190', payload: '1500' });
  });

  it('sends neither the dimensions nor a vehicle with «Без машины»', () => {
    const shipping = shippingOf({ ...own, without_vehicle: true });
    expect(shipping).not.toHaveProperty('vehicle_dimensions');
    expect(shipping.vehicle_id).toBeNull();
    expect(shipping.without_vehicle).toBe(true);
  });

  it('places the refusals of bad dimensions under their inputs, keyed as the server keys them', () => {
    // The server turns each schema issue into errorKey(issue.path) (server/actions/calc/calc-request.ts).
    const bad = costPayload({ sofa_3: 1 }, addresses, {
      ...own,
      own_dimensions: { l: '', w: '500', h: '190,5', payload: '0' },
    });
    const parsed = getCostSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error!.issues) {
      const key = errorKey(issue.path as PropertyKey[]);
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    const placed = placeCalcErrors(errors, addresses.length);
    expect(placed.rest).toEqual([]);
    expect(placed.byField[ownVehicleErrorKey('l')]).toBe('не может быть пустым');
    expect(placed.byField[ownVehicleErrorKey('w')]).toBe('не больше 400');
    expect(placed.byField[ownVehicleErrorKey('h')]).toBe('должно быть целым числом');
    expect(placed.byField[ownVehicleErrorKey('payload')]).toBe('не меньше 1');
  });
});
