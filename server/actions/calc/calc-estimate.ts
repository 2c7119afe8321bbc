import type { CalcTariffCost } from '../../../core/calc/get-cost.answer.ts';
import type { GetCostRequest } from '../../../core/calc/get-cost.schema.ts';
import { kopecksToDecimalString, parseMoney } from '../../../core/money.ts';
import {
  type MovingEstimate,
  type MovingExtra,
  type MovingTariff,
  type MovingVehicleCost,
  movingCost,
} from '../../../core/rules/moving-cost.rule.ts';
import type { CatalogueProp } from './calc-catalogue.ts';
import { propValue } from './calc-catalogue.ts';
import type { CartLine } from './calc-packing.ts';
import type { CalcSettings } from './calc-settings.ts';

/** Props whose value multiplies into minutes or dimensions: never charged as extras. */
const TIME_AND_SIZE = new Set([
  'length',
  'width',
  'height',
  'weight',
  'disassembly',
  'loading',
  'assembly',
  'stuff_boxes',
]);

export const tariffsOf = (props: readonly CatalogueProp[]): MovingTariff[] =>
  props
    .filter((p) => p.is_tariff)
    .map((p) => ({ id: p.id, name: p.name, price: parseMoney(p.price), clientPrice: parseMoney(p.client_price) }));

/** Priced props (packing materials and the like): value × price per unit of each line. */
function extrasFor(lines: readonly CartLine[], props: readonly CatalogueProp[], tariffId: number): MovingExtra[] {
  const priced = props.filter((p) => !p.is_tariff && !TIME_AND_SIZE.has(p.slug) && (p.price || p.client_price));
  return priced.flatMap((p) =>
    lines.flatMap(({ item, amount }) => {
      const perUnit = propValue(item, p.slug, tariffId);
      if (!perUnit) return [];
      return [
        {
          name: p.name,
          item: item.name,
          units: amount,
          perUnit,
          price: parseMoney(p.price),
          clientPrice: parseMoney(p.client_price),
        },
      ];
    }),
  );
}

/** One estimate per tariff: the chosen one is shown with its log, the others for comparison. */
export function estimateTariffs(
  lines: readonly CartLine[],
  request: GetCostRequest,
  props: readonly CatalogueProp[],
  settings: CalcSettings,
  vehicle: MovingVehicleCost | null,
): Map<MovingTariff, MovingEstimate> {
  const out = new Map<MovingTariff, MovingEstimate>();
  for (const tariff of tariffsOf(props)) {
    const estimate = movingCost({
      lines: lines.map(({ item, amount }) => ({
        name: item.name,
        amount,
        weight: propValue(item, 'weight', tariff.id),
        disassembly: propValue(item, 'disassembly', tariff.id),
        loading: propValue(item, 'loading', tariff.id),
        assembly: propValue(item, 'assembly', tariff.id),
      })),
      addresses: request.shipping.addresses.map((a) => ({
        flor: a.flor,
        distanceToVehicle: a.distance_to_vehicle,
        distanceOnFloor: a.distance_on_floor,
        lift: a.lift,
        freightLift: a.freight_lift,
      })),
      settings,
      tariff,
      maxTimeHours: request.conditions.max_time,
      onlyLoading: request.conditions.only_loading,
      vehicle,
      extras: extrasFor(lines, props, tariff.id),
    });
    out.set(tariff, estimate);
  }
  return out;
}

export function tariffCost(tariff: MovingTariff, e: MovingEstimate): CalcTariffCost {
  return {
    tariff_id: tariff.id,
    name: tariff.name,
    crew: e.crew,
    minutes: e.minutes,
    fits: e.fits,
    billed_hours: e.billedHours,
    client_price: kopecksToDecimalString(e.clientPrice),
    price: kopecksToDecimalString(e.price),
  };
}
