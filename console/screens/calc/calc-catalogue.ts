import type { ListAnswer, Row } from '../../../core/api/api-client.ts';

// What the calculator screen needs from GET /api/calc_items?limit=500 (items, meta.calc_props,
// meta.tariffs, meta.calc_item_props, meta.calc_categories), /api/calc_vehicles and the setting
// stuff_box_text_id, read once when the screen opens.

export interface CalcItemInfo {
  textId: string;
  name: string;
  category: string;
  isBox: boolean;
  /** Spec 02 §4: boxes of belongings that come with one unit of the item. */
  stuffBoxes: number;
}

export interface CalcTariff {
  id: number;
  name: string;
  /** The mover's client hourly rate (decimal string), if set. */
  clientPrice: string | null;
}

export interface CalcVehicle {
  id: number;
  name: string;
}

export interface CalcCatalogue {
  items: CalcItemInfo[];
  byTextId: ReadonlyMap<string, CalcItemInfo>;
  tariffs: CalcTariff[];
  vehicles: CalcVehicle[];
  /** The box the stuff-boxes adjustment adds; null when the setting is not filled. */
  boxTextId: string | null;
}

interface PropValue {
  calc_prop_id: number;
  value: Record<string, unknown> | null;
}

/** A prop value that is the same for every tariff sits under key '0'. */
function commonValue(values: PropValue[] | undefined, propId: number | undefined): number {
  const v = values?.find((p) => p.calc_prop_id === propId)?.value;
  const n = Number(v?.['0'] ?? Object.values(v ?? {})[0] ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function catalogueFrom(items: ListAnswer, vehicles: ListAnswer, settings: Row[]): CalcCatalogue {
  const meta = items.meta as Record<string, unknown>;
  const props = (meta.calc_props ?? []) as Row[];
  const stuffProp = props.find((p) => p.slug === 'stuff_boxes')?.id;
  const values = (meta.calc_item_props ?? {}) as Record<string, PropValue[]>;
  const categories = new Map(((meta.calc_categories ?? []) as Row[]).map((c) => [c.id, String(c.name)]));
  const list: CalcItemInfo[] = items.items.map((r) => ({
    textId: String(r.text_id),
    name: String(r.name),
    category: categories.get(Number(r.calc_category_id)) ?? '',
    isBox: r.type === 'box',
    stuffBoxes: commonValue(values[String(r.id)], stuffProp),
  }));
  const boxSetting = settings.find((s) => s.name === 'stuff_box_text_id')?.value;
  return {
    items: list,
    byTextId: new Map(list.map((i) => [i.textId, i])),
    tariffs: ((meta.tariffs ?? []) as Row[]).map((t) => ({
      id: t.id,
      name: String(t.name),
      clientPrice: t.client_price == null ? null : String(t.client_price),
    })),
    vehicles: vehicles.items.map((v) => ({ id: v.id, name: String(v.name) })),
    boxTextId: typeof boxSetting === 'string' && boxSetting.trim() ? boxSetting.trim() : null,
  };
}
