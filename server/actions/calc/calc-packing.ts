import type { CalcPacking, CalcProblems, CalcUnplaced } from '../../../core/calc/get-cost.answer.ts';
import type { GetCostRequest } from '../../../core/calc/get-cost.schema.ts';
import { parseMoney } from '../../../core/money.ts';
import {
  bestLowerBound,
  computeLowerBounds,
  orientationsFromVerticalEdges,
  type PackItemType,
  type PackResult,
  packCart,
  type Vehicle,
} from '../../../core/packing/index.ts';
import type { MovingVehicleCost } from '../../../core/rules/moving-cost.rule.ts';
import type { CatalogueItem, CatalogueVehicle } from './calc-catalogue.ts';
import { propValue } from './calc-catalogue.ts';
import { loadProblem, type PackedInto, unplacedText } from './calc-fit.ts';

export interface CartLine {
  item: CatalogueItem;
  amount: number;
}

export interface CalcPackingResult {
  packings: CalcPacking[];
  unplaced: CalcUnplaced[];
  /** Empty when everything was placed (calc-fit.ts). */
  problems: CalcProblems;
  vehicle: MovingVehicleCost | null;
  /** Wall time spent inside the packing engine. */
  engineMs: number;
}

/** Fixed seed: the same cart gives the same picture when the search is not cut by the clock. */
const PACK_OPTIONS = { seed: 1, timeBudgetMs: 40 };
const UPRIGHT = orientationsFromVerticalEdges(false, false, true);

/** Boxes may lie on any side; furniture keeps its height vertical and only turns about it. */
export function packItems(lines: readonly CartLine[]): PackItemType[] {
  return lines.map(({ item, amount }) => ({
    id: item.text_id,
    textId: item.text_id,
    l: Math.round(propValue(item, 'length', 0)),
    w: Math.round(propValue(item, 'width', 0)),
    h: Math.round(propValue(item, 'height', 0)),
    weight: propValue(item, 'weight', 0),
    quantity: amount,
    allowedOrientations: item.type === 'box' ? undefined : UPRIGHT,
    allowPutOn: item.put_on,
    allowPutInto: item.put_into,
  }));
}

const toVehicle = (v: CatalogueVehicle): Vehicle => ({
  id: String(v.id),
  name: v.name,
  l: v.inner_length,
  w: v.inner_width,
  h: v.inner_height,
  payload: v.payload,
});

function timed(items: PackItemType[], vehicle: Vehicle, clock: { ms: number }): PackResult {
  const start = performance.now();
  try {
    return packCart(items, [vehicle], PACK_OPTIONS);
  } finally {
    clock.ms += performance.now() - start;
  }
}

/**
 * The smallest catalogue vehicle that takes the whole cart in one trip; when none does, as many of
 * the largest as needed. Vehicles whose lower bound already says "more than one" are not packed.
 */
function autoPack(items: PackItemType[], fleet: readonly CatalogueVehicle[], clock: { ms: number }) {
  const byVolume = [...fleet].sort(
    (a, b) => a.inner_length * a.inner_width * a.inner_height - b.inner_length * b.inner_width * b.inner_height,
  );
  for (const v of byVolume) {
    const vehicle = toVehicle(v);
    if (bestLowerBound(computeLowerBounds(items, [vehicle])) > 1) continue;
    const result = timed(items, vehicle, clock);
    if (result.vehiclesUsed <= 1 && result.unplaced.length === 0) return { source: v, result };
  }
  const largest = byVolume[byVolume.length - 1];
  return { source: largest, result: timed(items, toVehicle(largest), clock) };
}

/**
 * One vehicle's placements, with inside_of renumbered into that vehicle's own list: the engine
 * numbers holders across the whole load, so from the second vehicle on its numbers would point at
 * the wrong item.
 */
function ownPlacements(result: PackResult, vehicleIndex: number) {
  const local = new Map<number, number>();
  const own = result.placements.flatMap((p, global) => {
    if (p.vehicleIndex !== vehicleIndex) return [];
    local.set(global, local.size);
    return [p];
  });
  return own.map((p) => ({ ...p, insideOf: p.insideOf === undefined ? undefined : local.get(p.insideOf) }));
}

function packingOf(result: PackResult, vehicle: Vehicle, id: number | null): CalcPacking {
  const packs = result.vehicles.map((load) => ({
    placements: ownPlacements(result, load.vehicleIndex).map((p) => ({
      text_id: p.textId,
      x: p.x,
      y: p.y,
      z: p.z,
      l: p.l,
      w: p.w,
      h: p.h,
      inside_of: p.insideOf ?? null,
    })),
    spaces: load.freeSpaces.map((s) => ({ x: s.x0, y: s.y0, z: s.z0, l: s.x1 - s.x0, w: s.y1 - s.y0, h: s.z1 - s.z0 })),
    weight: load.weight,
    utilisation: Math.round(load.utilisation * 1000) / 1000,
  }));
  return { veh_dimensions: { l: vehicle.l, w: vehicle.w, h: vehicle.h }, vehicle: { id, name: vehicle.name }, packs };
}

/** Packs the cart as the request asks: its own dimensions, a chosen vehicle, or the best fit. */
export function packCalcCart(
  lines: readonly CartLine[],
  shipping: GetCostRequest['shipping'],
  fleet: readonly CatalogueVehicle[],
  chosen: CatalogueVehicle | undefined,
  log: string[],
): CalcPackingResult {
  const clock = { ms: 0 };
  if (shipping.without_vehicle) {
    log.push('Без машины: упаковка и стоимость машины не считаются');
    return { packings: [], unplaced: [], problems: {}, vehicle: null, engineMs: 0 };
  }
  const items = packItems(lines);
  const own = shipping.vehicle_dimensions;
  let source: CatalogueVehicle | undefined;
  let result: PackResult;
  let vehicle: Vehicle;
  if (own) {
    vehicle = { id: 'own', name: 'Машина клиента', l: own.l, w: own.w, h: own.h, payload: own.payload ?? 40_000 };
    result = timed(items, vehicle, clock);
    log.push('Машина клиента: в стоимость не входит');
  } else if (chosen || fleet.length) {
    ({ source, result } = chosen
      ? { source: chosen, result: timed(items, toVehicle(chosen), clock) }
      : autoPack(items, fleet, clock));
    vehicle = toVehicle(source);
  } else {
    log.push('В каталоге нет машин: упаковка не считается');
    return { packings: [], unplaced: [], problems: {}, vehicle: null, engineMs: 0 };
  }
  const names = new Map(lines.map((l) => [l.item.text_id, l.item.name]));
  const unplaced = result.unplaced.map((u) => ({
    text_id: u.textId,
    name: names.get(u.textId) ?? u.textId,
    count: u.count,
  }));
  log.push(
    `Упаковка: ${vehicle.name} (${vehicle.l}×${vehicle.w}×${vehicle.h} см, до ${vehicle.payload} кг) ×${result.vehiclesUsed}` +
      ` (нижняя оценка ${result.lowerBound})`,
  );
  const into: PackedInto = own ? { kind: 'own' } : chosen ? { kind: 'chosen', name: chosen.name } : { kind: 'auto' };
  const problems = loadProblem(into, unplaced);
  if (unplaced.length) log.push(`Не помещается: ${unplacedText(unplaced)}`);
  const cost: MovingVehicleCost | null = source
    ? {
        name: source.name,
        count: result.vehiclesUsed,
        unit: source.price_unit,
        price: parseMoney(source.price),
        clientPrice: parseMoney(source.client_price),
      }
    : null;
  return {
    packings: [packingOf(result, vehicle, source?.id ?? null)],
    unplaced,
    problems,
    vehicle: cost,
    engineMs: clock.ms,
  };
}
