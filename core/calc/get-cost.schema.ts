import { z } from 'zod';
import '../zod-locale.ts';
import { texts } from '../texts.ts';

// POST /api/calc/get_cost (spec 02 §7). One schema: the server validates with it, the console types
// its form with it. Numbers may arrive as strings from inputs; booleans must be booleans.

// Numbers may come typed as strings. A blank input is "not filled", not "not a number": it becomes
// undefined, so a field with a default gets it (prefault) and a required one says it is empty.
const toNumber = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
    ? undefined
    : typeof v === 'string'
      ? Number(v.trim())
      : v;
const number = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? texts.required : texts.notANumber) })
    .min(min, `не меньше ${min}`)
    .max(max, `не больше ${max}`);
const num = (min: number, max: number) => z.preprocess(toNumber, number(min, max));
const whole = (min: number, max: number) => z.preprocess(toNumber, number(min, max).int('должно быть целым числом'));

export const calcAddressSchema = z.object({
  address: z.string().trim().max(500, 'не длиннее 500 символов').prefault(''),
  /** The spec's spelling of "floor". */
  flor: whole(-5, 100).prefault(1),
  /** Metres from the door of the building to the vehicle. */
  distance_to_vehicle: num(0, 1000).prefault(0),
  /** Metres from the flat to the stairs or lift. */
  distance_on_floor: num(0, 1000).prefault(0),
  lift: z.boolean().prefault(false),
  freight_lift: z.boolean().prefault(false),
});

export const getCostSchema = z.object({
  /** Item text id → amount. */
  cart: z.record(z.string().max(100), whole(0, 1000)).prefault({}),
  shipping: z
    .object({
      /** The first address is loaded, the last unloaded; each further address is a driving leg. */
      addresses: z.array(calcAddressSchema).max(10, 'не больше 10 адресов').prefault([]),
      without_vehicle: z.boolean().prefault(false),
      /** A vehicle of these inner dimensions (cm, kg) instead of the catalogue: the client's own, not charged. */
      vehicle_dimensions: z
        .object({ l: whole(1, 2000), w: whole(1, 400), h: whole(1, 400), payload: whole(1, 40_000).optional() })
        .nullish(),
      vehicle_id: whole(1, 2_147_483_647).nullish(),
    })
    .prefault({}),
  conditions: z
    .object({
      /** Hours the job should fit in (spec 02 §9: default 5). */
      max_time: num(1, 24).prefault(5),
      /** A tariff: calc_props id or slug; the setting default_tariff when absent. */
      tariff: z.union([z.number().int().positive(), z.string().min(1).max(100)]).nullish(),
      only_loading: z.boolean().prefault(false),
    })
    .prefault({}),
});

export type GetCostRequest = z.infer<typeof getCostSchema>;
export type GetCostPayload = z.input<typeof getCostSchema>;
