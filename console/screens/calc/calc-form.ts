import type { GetCostPayload } from '../../../core/calc/get-cost.schema.ts';

// The inputs of the screen as typed (strings for numbers, so a half-typed value is not lost) and
// their translation into the body of POST /api/calc/get_cost (docs/api.md, "Calculator").

export interface AddressDraft {
  /** Stable React key: addresses are added and removed in the middle. */
  key: number;
  address: string;
  flor: string;
  distance_to_vehicle: string;
  distance_on_floor: string;
  lift: boolean;
  freight_lift: boolean;
}

export interface ConditionsDraft {
  /** calc_props id of the tariff; null = the setting default_tariff. */
  tariff: number | null;
  /** Spec 02 §9: 'Calculator max_time default 5 hours'. */
  max_time: string;
  only_loading: boolean;
  without_vehicle: boolean;
  /** calc_vehicles id; null = the smallest vehicle that takes everything. */
  vehicle_id: number | null;
  /** Pack into the client's own vehicle (`own_dimensions`, not charged) instead of the catalogue's. */
  own_vehicle: boolean;
  own_dimensions: OwnVehicleDraft;
}

/** The client's vehicle as typed: inner length, width, height in cm; payload in kg, empty = no limit given. */
export interface OwnVehicleDraft {
  l: string;
  w: string;
  h: string;
  payload: string;
}

let nextKey = 1;

export function newAddress(): AddressDraft {
  return {
    key: nextKey++,
    address: '',
    flor: '1',
    distance_to_vehicle: '0',
    distance_on_floor: '0',
    lift: false,
    freight_lift: false,
  };
}

export const defaultConditions: ConditionsDraft = {
  tariff: null,
  max_time: '5',
  only_loading: false,
  without_vehicle: false,
  vehicle_id: null,
  own_vehicle: false,
  own_dimensions: { l: '', w: '', h: '', payload: '' },
};

/** Loading and unloading: the spec's least. */
export const MIN_ADDRESSES = 2;
/** The server refuses more (get-cost.schema.ts). */
export const MAX_ADDRESSES = 10;

// An emptied number box means "the default", not zero: the schema's prefault fills it.
const numberText = (s: string) => (s.trim() === '' ? undefined : s.trim().replace(',', '.'));

// An empty length stays undefined, so the server names it under its input instead of the screen
// silently falling back to a catalogue vehicle; an empty payload is the server's default.
const ownDimensions = (d: OwnVehicleDraft) => ({
  l: numberText(d.l),
  w: numberText(d.w),
  h: numberText(d.h),
  payload: numberText(d.payload),
});

export function costPayload(
  cart: Record<string, number>,
  addresses: readonly AddressDraft[],
  c: ConditionsDraft,
): GetCostPayload {
  // "Без машины" wins: nothing is packed, so the client's vehicle is not sent either.
  const ownVehicle = c.own_vehicle && !c.without_vehicle;
  return {
    cart,
    shipping: {
      addresses: addresses.map((a) => ({
        address: a.address,
        flor: numberText(a.flor),
        distance_to_vehicle: numberText(a.distance_to_vehicle),
        distance_on_floor: numberText(a.distance_on_floor),
        lift: a.lift,
        freight_lift: a.freight_lift,
      })),
      without_vehicle: c.without_vehicle,
      // The client's vehicle replaces the catalogue's, so no vehicle_id goes with it.
      ...(ownVehicle
        ? { vehicle_dimensions: ownDimensions(c.own_dimensions) }
        : { vehicle_id: c.without_vehicle ? null : c.vehicle_id }),
    },
    conditions: {
      max_time: numberText(c.max_time),
      tariff: c.tariff,
      only_loading: c.only_loading,
    },
  };
}
