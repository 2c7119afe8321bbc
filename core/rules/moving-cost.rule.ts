import { formatHoursMinutes } from '../format.ts';
import { formatRoubles, mulMoney } from '../money.ts';
import { lineAmount } from './order-cost.rule.ts';
import { billedWorkHours } from './work-time.rule.ts';
import { type MovingAddress, type MovingLine, type MovingTimeSettings, movingWork } from './moving-time.rule.ts';

export type { MovingAddress, MovingLine, MovingTimeSettings } from './moving-time.rule.ts';

/** Spec 02 §9: 'Calculator max_time default 5 hours'. */
export const DEFAULT_MAX_TIME_HOURS = 5;

/** Kopecks: `price` is our cost, `clientPrice` the revenue (calc_props price / client_price). */
export interface PricePair {
  price: bigint;
  clientPrice: bigint;
}

export interface MovingTariff extends PricePair {
  id: number;
  name: string;
}

/** A prop with a price (packing materials): `perUnit` of it for each unit of the line. */
export interface MovingExtra extends PricePair {
  name: string;
  item: string;
  units: number;
  perUnit: number;
}

export interface MovingVehicleCost extends PricePair {
  name: string;
  count: number;
  unit: 'hour' | 'trip';
}

export interface MovingCostSettings extends MovingTimeSettings {
  minWorkers: number;
  maxWorkers: number;
  /** The second, fixed rate of spec 01 §9 (a crew call-out), once per job. */
  fixed: PricePair;
}

export interface MovingInput {
  lines: readonly MovingLine[];
  addresses: readonly MovingAddress[];
  settings: MovingCostSettings;
  tariff: MovingTariff;
  maxTimeHours: number;
  onlyLoading: boolean;
  /** null: without_vehicle, or nothing to carry it in. */
  vehicle: MovingVehicleCost | null;
  extras: readonly MovingExtra[];
}

export interface MovingEstimate extends PricePair {
  crew: number;
  /** Elapsed minutes of the job for `crew`: shared work divided among them, plus driving. */
  minutes: number;
  fits: boolean;
  /** Billed hours as an exact decimal string ('4', '5.25'). */
  billedHours: string;
  log: string[];
}

const rub = (k: bigint) => `${formatRoubles(k)} ₽`;
const ceilQuarter = (m: number) => Math.ceil(m / 15) * 15;
/** Whole quarter hours of minutes as an exact decimal ('3.75'): the form billedWorkHours and mulMoney take. */
export function quarterHours(minutes: number): string {
  const q = ceilQuarter(minutes) / 15;
  const rest = (q % 4) * 25;
  return rest ? `${Math.floor(q / 4)}.${rest}` : String(q / 4);
}

/**
 * The smallest crew, at least `minCrew`, whose elapsed time ceil(work / crew) + driving fits `limit`
 * minutes; capped at `maxWorkers` (then it does not fit). A unit heavier than the cap still gets the
 * movers it needs.
 */
export function chooseCrew(work: number, driving: number, minCrew: number, maxWorkers: number, limit: number) {
  const elapsed = (n: number) => Math.ceil(work / n) + driving;
  const top = Math.max(minCrew, maxWorkers);
  for (let n = minCrew; n <= top; n++) if (elapsed(n) <= limit) return { crew: n, minutes: elapsed(n), fits: true };
  return { crew: top, minutes: elapsed(top), fits: false };
}

function vehicleCost(v: MovingVehicleCost, hours: string, log: string[]): PricePair {
  const [price, clientPrice] =
    v.unit === 'hour'
      ? [lineAmount(v.count, v.price, 0n, hours), lineAmount(v.count, v.clientPrice, 0n, hours)]
      : [v.price * BigInt(v.count), v.clientPrice * BigInt(v.count)];
  const per = v.unit === 'hour' ? `× ${hours.replace('.', ',')} ч` : 'за рейс';
  log.push(
    `Машина: ${v.name} ×${v.count} × ${rub(v.clientPrice)} ${per} = ${rub(clientPrice)} (себестоимость ${rub(price)})`,
  );
  return { price, clientPrice };
}

/**
 * Issue 5 cost model, spec 01 §9: 'Cost and revenue = workers_amount × hourly rate × work time + the
 * second fixed rate', 'Minimum billed work time of an order: 4 hours'. The crew is the smallest that
 * fits max_time (spec 02 §9); the vehicle and priced props are added on top.
 */
export function movingCost(input: MovingInput): MovingEstimate {
  const { settings: s, tariff } = input;
  const work = movingWork(input.lines, input.addresses, s, input.onlyLoading);
  const log = [`Тариф: ${tariff.name}`, ...work.log];
  const minCrew = Math.max(s.minWorkers, work.carriersNeeded);
  const limit = Math.round(input.maxTimeHours * 60);
  const crew = chooseCrew(work.personMinutes, work.drivingMinutes, minCrew, s.maxWorkers, limit);
  const shared = crew.minutes - work.drivingMinutes;
  log.push(
    `Бригада: ${crew.crew} чел. (не меньше ${minCrew}): ${work.personMinutes} / ${crew.crew} = ${shared} мин + дорога ${work.drivingMinutes} мин = ${crew.minutes} мин` +
      (crew.fits ? ` ≤ ${limit} мин` : ` > ${limit} мин: не укладывается даже бригадой из ${crew.crew} чел.`),
  );
  const billedHours = billedWorkHours({
    pure_time: quarterHours(shared),
    trip_time: quarterHours(work.drivingMinutes),
  });
  log.push(
    `Оплачиваемое время: работа ${quarterHours(shared).replace('.', ',')} ч + дорога ${quarterHours(work.drivingMinutes).replace('.', ',')} ч (до четверти часа вверх), не меньше 4 ч = ${formatHoursMinutes(Number(billedHours) * 60)}`,
  );
  const crewPrice = lineAmount(crew.crew, tariff.price, s.fixed.price, billedHours);
  const crewClient = lineAmount(crew.crew, tariff.clientPrice, s.fixed.clientPrice, billedHours);
  log.push(
    `Грузчики: ${crew.crew} × ${rub(tariff.clientPrice)} × ${billedHours.replace('.', ',')} ч + выезд ${rub(s.fixed.clientPrice)} = ${rub(crewClient)} (себестоимость ${crew.crew} × ${rub(tariff.price)} × ${billedHours.replace('.', ',')} ч + ${rub(s.fixed.price)} = ${rub(crewPrice)})`,
  );
  let price = crewPrice;
  let clientPrice = crewClient;
  if (input.vehicle) {
    const v = vehicleCost(input.vehicle, billedHours, log);
    price += v.price;
    clientPrice += v.clientPrice;
  }
  for (const e of input.extras) {
    const p = mulMoney(e.price * BigInt(e.units), e.perUnit);
    const c = mulMoney(e.clientPrice * BigInt(e.units), e.perUnit);
    log.push(
      `${e.name}: ${e.item} ×${e.units} × ${String(e.perUnit).replace('.', ',')} × ${rub(e.clientPrice)} = ${rub(c)} (себестоимость ${rub(p)})`,
    );
    price += p;
    clientPrice += c;
  }
  log.push(`Итого: клиенту ${rub(clientPrice)}, себестоимость ${rub(price)}`);
  return { ...crew, billedHours, price, clientPrice, log };
}
