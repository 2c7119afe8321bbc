// The answer of POST /api/calc/get_cost (docs/api.md, "Calculator"). Money as decimal strings.

export interface CalcBox {
  x: number;
  y: number;
  z: number;
  l: number;
  w: number;
  h: number;
}

export interface CalcPlacement extends CalcBox {
  text_id: string;
  /** Index in `placements` of the hollow item this one lies in, else null. */
  inside_of: number | null;
}

export interface CalcPack {
  placements: CalcPlacement[];
  /** Free spaces with a fully supported bottom, where more could be loaded. */
  spaces: CalcBox[];
  weight: number;
  utilisation: number;
}

export interface CalcPacking {
  veh_dimensions: { l: number; w: number; h: number };
  vehicle: { id: number | null; name: string };
  /** One per vehicle of this kind used. */
  packs: CalcPack[];
}

export interface CalcTariffCost {
  tariff_id: number;
  name: string;
  crew: number;
  minutes: number;
  fits: boolean;
  billed_hours: string;
  client_price: string;
  price: string;
}

export interface CalcUnplaced {
  text_id: string;
  name: string;
  count: number;
}

/** Why the load does not fit, keyed like a 422's errors (the input the user changes to fix it). */
export type CalcProblems = Record<string, string[]>;

export interface GetCostAnswer {
  tariff_id: number;
  crew: number;
  /** The whole load fits the vehicle(s) and the job fits max_time; never true with units unplaced. */
  fits: boolean;
  /** The load does not fit: which units where, under 'shipping.vehicle_dimensions' or 'shipping.vehicle_id'. */
  problems: CalcProblems;
  time: { minutes: number; text: string; billed_hours: string; billed_text: string };
  /** Keyed by tariff id; empty when units are unplaced (a load that does not fit is not priced). */
  cost: Record<string, CalcTariffCost>;
  packings: CalcPacking[];
  /** Units that fit no vehicle. */
  unplaced: CalcUnplaced[];
  log: string[];
}
