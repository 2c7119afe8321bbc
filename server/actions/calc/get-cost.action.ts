import type { FastifyInstance } from 'fastify';
import { getCost } from '../../../core/actions/defs/calc.actions.ts';
import type { Database } from '../../db/database.ts';
import { isSafeMethod } from '../../http/http-methods.ts';
import type { GetCostAnswer } from '../../../core/calc/get-cost.answer.ts';
import type { GetCostRequest } from '../../../core/calc/get-cost.schema.ts';
import { formatHoursMinutes } from '../../../core/format.ts';
import type { MovingTariff } from '../../../core/rules/moving-cost.rule.ts';
import { catalogueReader } from './calc-catalogue.ts';
import { estimateTariffs, tariffCost } from './calc-estimate.ts';
import { timeProblem } from './calc-fit.ts';
import { type CartLine, packCalcCart } from './calc-packing.ts';
import { parseGetCost, refuse, refuseUnknownItems } from './calc-request.ts';
import { readCalcSettings } from './calc-settings.ts';
import { mountAction } from '../mount-action.ts';

function chooseTariff(
  tariffs: readonly MovingTariff[],
  wanted: GetCostRequest['conditions']['tariff'],
  slugs: Map<number, string>,
  fallback: string,
) {
  if (!tariffs.length) throw refuse('conditions.tariff', 'В калькуляторе не задано ни одного тарифа');
  const matches = (t: MovingTariff, key: string | number) => t.id === Number(key) || slugs.get(t.id) === key;
  if (wanted != null) {
    const found = tariffs.find((t) => matches(t, wanted));
    if (!found) throw refuse('conditions.tariff', `Тариф «${wanted}» не найден`);
    return found;
  }
  return tariffs.find((t) => matches(t, fallback)) ?? tariffs[0];
}

const NOT_PRICED = 'Стоимость не считается, пока груз не помещается: выберите машину побольше или уберите вещь';

/** The registry routes of the calculator's catalogue (calc_items, calc_props, ...), not get_cost. */
const isCatalogueRoute = (url: string | undefined) => !!url?.startsWith('/api/calc_');

/** The engine's share of the answer time, for `npm run bench` (docs/api.md, "Calculator"). */
export const TIMING_HEADER = 'server-timing';

/**
 * POST /api/calc/get_cost: packs the cart into vehicles and prices the move for every tariff
 * (core/rules/moving-cost.rule.ts); the chosen tariff's numbers and log lead the answer.
 */
export function registerGetCostAction(app: FastifyInstance, listen?: Database['listen']) {
  const { read: readCatalogue, changed, stop } = catalogueReader(app.db, listen);
  app.addHook('onClose', stop);
  // onSend runs after the write's transaction committed and before its answer is sent.
  app.addHook('onSend', (request, reply, payload, next) => {
    if (!isSafeMethod(request.method) && reply.statusCode < 400 && isCatalogueRoute(request.routeOptions.url))
      changed();
    next(null, payload);
  });
  // The catalogue is read from its cache (no transaction needed); the engine's time is the answer's.
  mountAction(
    app,
    getCost,
    async ({ body, reply }) => {
      const started = performance.now();
      const req = parseGetCost(body);
      const wanted = Object.entries(req.cart).filter(([, n]) => n > 0);
      const catalogue = await readCatalogue();
      const byTextId = catalogue.items;
      refuseUnknownItems(wanted.filter(([id]) => !byTextId.has(id)).map(([id]) => id));
      const lines: CartLine[] = wanted.map(([id, amount]) => ({ item: byTextId.get(id)!, amount }));
      if (!req.shipping.without_vehicle) {
        const sizeless = lines.filter(({ item }) => ['length', 'width', 'height'].some((s) => !item.props[s]));
        if (sizeless.length) throw refuse('cart', `Не заданы размеры: ${sizeless.map((l) => l.item.name).join(', ')}`);
      }
      const chosenVehicle =
        req.shipping.vehicle_id == null ? undefined : catalogue.vehicles.find((v) => v.id === req.shipping.vehicle_id);
      if (req.shipping.vehicle_id != null && !chosenVehicle) throw refuse('shipping.vehicle_id', 'Машина не найдена');

      const log: string[] = [];
      const settings = readCalcSettings(catalogue.settings, log);
      const packing = packCalcCart(lines, req.shipping, catalogue.vehicles, chosenVehicle, log);
      const estimates = estimateTariffs(lines, req, catalogue.props, settings, packing.vehicle);
      const slugs = new Map(catalogue.props.map((p) => [p.id, p.slug]));
      const tariff = chooseTariff([...estimates.keys()], req.conditions.tariff, slugs, settings.defaultTariff);
      const chosen = estimates.get(tariff)!;
      const billedMinutes = Number(chosen.billedHours) * 60;
      // A load that does not fit is not priced: the dispatcher must change the vehicle or the cart first
      // (docs/decisions.md, "Calculator cost model"); time and crew do not depend on the vehicle.
      const priced = packing.unplaced.length === 0;
      const answer: GetCostAnswer = {
        tariff_id: tariff.id,
        crew: chosen.crew,
        fits: chosen.fits && priced,
        problems: { ...packing.problems, ...timeProblem(chosen, req.conditions.max_time) },
        time: {
          minutes: chosen.minutes,
          text: formatHoursMinutes(chosen.minutes),
          billed_hours: chosen.billedHours,
          billed_text: formatHoursMinutes(billedMinutes),
        },
        cost: priced ? Object.fromEntries([...estimates].map(([t, e]) => [String(t.id), tariffCost(t, e)])) : {},
        packings: packing.packings,
        unplaced: packing.unplaced,
        log: priced ? [...log, ...chosen.log] : [...log, NOT_PRICED],
      };
      const total = performance.now() - started;
      reply.header(TIMING_HEADER, `engine;dur=${packing.engineMs.toFixed(2)}, total;dur=${total.toFixed(2)}`);
      return answer;
    },
    { transaction: false },
  );
}
