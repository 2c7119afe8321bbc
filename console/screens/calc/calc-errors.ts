import type { FieldErrors } from '../../../core/errors.ts';

// Where the 422 messages of get_cost go (docs/api.md, "Calculator"): 'cart' under the cart,
// 'shipping.addresses[i].address' under address i, the other keys under their inputs. A key the
// screen has no input for still shows, above the result, so no message is lost. An answer's
// `problems` (why the load or the time does not fit) are keyed the same way and placed with them.

export const addressFields = ['address', 'flor', 'distance_to_vehicle', 'distance_on_floor', 'lift', 'freight_lift'];

export const addressErrorKey = (index: number, field: string) => `shipping.addresses[${index}].${field}`;

export const conditionKeys = {
  tariff: 'conditions.tariff',
  max_time: 'conditions.max_time',
  vehicle_id: 'shipping.vehicle_id',
  /** A load that does not fit the client's vehicle (the answer's `problems`, not a 422). */
  own_vehicle: 'shipping.vehicle_dimensions',
} as const;

export const ownVehicleFields = ['l', 'w', 'h', 'payload'] as const;
export type OwnVehicleField = (typeof ownVehicleFields)[number];

/** The server keys a bad value by its path in the body (errorKey in core/resources/write-schema.ts). */
export const ownVehicleErrorKey = (field: OwnVehicleField) => `shipping.vehicle_dimensions.${field}`;

/** Every key that has a place on the screen with this many addresses. */
export function calcFieldKeys(addressCount: number): Set<string> {
  const keys = new Set<string>(['cart', ...Object.values(conditionKeys), ...ownVehicleFields.map(ownVehicleErrorKey)]);
  for (let i = 0; i < addressCount; i++) for (const f of addressFields) keys.add(addressErrorKey(i, f));
  return keys;
}

export interface PlacedErrors {
  /** Key → its messages joined, for the input of that key. */
  byField: Record<string, string>;
  /** Messages with no input to stand under. */
  rest: string[];
}

export function placeCalcErrors(
  errors: FieldErrors | null,
  addressCount: number,
  problems: FieldErrors = {},
): PlacedErrors {
  const keys = calcFieldKeys(addressCount);
  const out: PlacedErrors = { byField: {}, rest: [] };
  for (const [key, messages] of Object.entries({ ...problems, ...errors })) {
    if (keys.has(key)) out.byField[key] = messages.join('; ');
    else out.rest.push(...messages);
  }
  return out;
}
