import { z } from 'zod';

// The answer of POST /api/calc/get_cost (docs/api.md, "Calculator"). Money as decimal strings.

const box = { x: z.number(), y: z.number(), z: z.number(), l: z.number(), w: z.number(), h: z.number() };
const calcBox = z.object(box);
export type CalcBox = z.infer<typeof calcBox>;

const calcPlacement = z.object({
  ...box,
  text_id: z.string(),
  /** Index in `placements` of the hollow item this one lies in, else null. */
  inside_of: z.number().nullable(),
});
export type CalcPlacement = z.infer<typeof calcPlacement>;

const calcPack = z.object({
  placements: z.array(calcPlacement),
  /** Free spaces with a fully supported bottom, where more could be loaded. */
  spaces: z.array(calcBox),
  weight: z.number(),
  utilisation: z.number(),
});
export type CalcPack = z.infer<typeof calcPack>;

const calcPacking = z.object({
  veh_dimensions: z.object({ l: z.number(), w: z.number(), h: z.number() }),
  vehicle: z.object({ id: z.number().nullable(), name: z.string() }),
  /** One per vehicle of this kind used. */
  packs: z.array(calcPack),
});
export type CalcPacking = z.infer<typeof calcPacking>;

const calcTariffCost = z.object({
  tariff_id: z.number(),
  name: z.string(),
  crew: z.number(),
  minutes: z.number(),
  fits: z.boolean(),
  billed_hours: z.string(),
  client_price: z.string(),
  price: z.string(),
});
export type CalcTariffCost = z.infer<typeof calcTariffCost>;

const calcUnplaced = z.object({ text_id: z.string(), name: z.string(), count: z.number() });
export type CalcUnplaced = z.infer<typeof calcUnplaced>;

/** Why the load does not fit, keyed like a 422's errors (the input the user changes to fix it). */
export type CalcProblems = Record<string, string[]>;

export const getCostAnswer = z.object({
  tariff_id: z.number(),
  crew: z.number(),
  /** The whole load fits the vehicle(s) and the job fits max_time; never true with units unplaced. */
  fits: z.boolean(),
  /** The load does not fit: which units where, under 'shipping.vehicle_dimensions' or 'shipping.vehicle_id'. */
  problems: z.record(z.string(), z.array(z.string())),
  time: z.object({ minutes: z.number(), text: z.string(), billed_hours: z.string(), billed_text: z.string() }),
  /** Keyed by tariff id; empty when units are unplaced (a load that does not fit is not priced). */
  cost: z.record(z.string(), calcTariffCost),
  packings: z.array(calcPacking),
  /** Units that fit no vehicle. */
  unplaced: z.array(calcUnplaced),
  log: z.array(z.string()),
});
export type GetCostAnswer = z.infer<typeof getCostAnswer>;
