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

export interface GetCostAnswer {
  tariff_id: number;
  crew: number;
  fits: boolean;
  time: { minutes: number; text: string; billed_hours: string; billed_text: string };
  /** Keyed by tariff id. */
  cost: Record<string, CalcTariffCost>;
  packings: CalcPacking[];
  /** Units that fit no vehicle. */
  unplaced: { text_id: string; name: string; count: number }[];
  log: string[];
}
