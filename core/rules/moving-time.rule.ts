// The work of a move in person-minutes, with every number written to the log. Time is not money,
// so plain numbers are fine here; each log line rounds its own total up to a whole minute, and the
// totals are sums of those lines, so the log adds up exactly.

/** One cart line with the minutes of the chosen tariff already picked from calc_item_props. */
export interface MovingLine {
  name: string;
  amount: number;
  /** kg per unit: a heavy unit needs several movers to carry (setting carry_kg_per_mover). */
  weight: number;
  disassembly: number;
  loading: number;
  assembly: number;
}

/** Spec 02 §7: addresses [address, flor, distance_to_vehicle, distance_on_floor, lift, freight_lift]. */
export interface MovingAddress {
  flor: number;
  distanceToVehicle: number;
  distanceOnFloor: number;
  lift: boolean;
  freightLift: boolean;
}

export interface MovingTimeSettings {
  drivingMinutes: number;
  minutesPerFloorWithoutLift: number;
  minutesPerFloorLift: number;
  minutesPerFloorFreightLift: number;
  minutesPer10mCarry: number;
  carryKgPerMover: number;
}

export interface MovingWork {
  /** Work the crew shares: disassembly, loading, carrying, unloading, assembly. */
  personMinutes: number;
  /** Elapsed driving; the crew rides along, so it does not shrink with a larger crew. */
  drivingMinutes: number;
  /** Movers the heaviest unit needs at once. */
  carriersNeeded: number;
  log: string[];
}

const minutes = (n: number) => Math.ceil(n - 1e-9);
const num = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');

/** Movers that carry one unit together: one per carry_kg_per_mover started. */
export function carriersFor(weight: number, carryKgPerMover: number): number {
  return Math.max(1, Math.ceil(weight / carryKgPerMover - 1e-9));
}

function perUnitStep(log: string[], title: string, lines: readonly MovingLine[], pick: (l: MovingLine) => number) {
  let total = 0;
  for (const line of lines) {
    const each = pick(line);
    if (!each || !line.amount) continue;
    const sum = minutes(line.amount * each);
    log.push(`${title}: ${line.name} ×${line.amount} × ${num(each)} мин = ${sum} чел.-мин`);
    total += sum;
  }
  return total;
}

/** Minutes to carry one unit (one mover's share) between the door and the vehicle at one address. */
function carryMinutesPerUnit(a: MovingAddress, s: MovingTimeSettings) {
  const floors = Math.max(0, a.flor - 1);
  const [perFloor, how] = a.freightLift
    ? [s.minutesPerFloorFreightLift, 'грузовой лифт']
    : a.lift
      ? [s.minutesPerFloorLift, 'лифт']
      : [s.minutesPerFloorWithoutLift, 'без лифта'];
  const metres = a.distanceToVehicle + a.distanceOnFloor;
  const perUnit = floors * perFloor + (metres / 10) * s.minutesPer10mCarry;
  const text = `этаж ${a.flor}, ${how}: ${floors} эт. × ${num(perFloor)} мин + ${num(metres)} м × ${num(s.minutesPer10mCarry)} мин/10 м = ${num(perUnit)} мин на единицу`;
  return { perUnit, text };
}

function carrying(log: string[], label: string, a: MovingAddress, lines: readonly MovingLine[], s: MovingTimeSettings) {
  const { perUnit, text } = carryMinutesPerUnit(a, s);
  log.push(`Переноска, ${label} (${text})`);
  if (perUnit <= 0) return 0;
  let total = 0;
  for (const line of lines) {
    if (!line.amount) continue;
    const carriers = carriersFor(line.weight, s.carryKgPerMover);
    const sum = minutes(line.amount * carriers * perUnit);
    log.push(`  ${line.name} ×${line.amount} × ${carriers} чел. × ${num(perUnit)} мин = ${sum} чел.-мин`);
    total += sum;
  }
  return total;
}

/**
 * Spec 02 §7 payload, issue 5: time = disassembly + loading + carrying (per address) + driving +
 * unloading + assembly. The first address is where the cart is loaded, the last where it is unloaded;
 * every address after the first is one driving leg. `onlyLoading` stops after loading at the first
 * address: no driving, unloading or assembly at the destination.
 */
export function movingWork(
  lines: readonly MovingLine[],
  addresses: readonly MovingAddress[],
  s: MovingTimeSettings,
  onlyLoading: boolean,
): MovingWork {
  const log: string[] = [];
  let person = perUnitStep(log, 'Разборка', lines, (l) => l.disassembly);
  person += perUnitStep(log, 'Погрузка', lines, (l) => l.loading);
  if (addresses[0]) person += carrying(log, 'адрес 1', addresses[0], lines, s);
  let driving = 0;
  if (onlyLoading) {
    log.push('Только погрузка: дорога, выгрузка и сборка не считаются');
  } else {
    const legs = Math.max(1, addresses.length - 1);
    driving = minutes(legs * s.drivingMinutes);
    log.push(`Дорога: ${legs} × ${num(s.drivingMinutes)} мин = ${driving} мин`);
    const last = addresses.length > 1 ? addresses[addresses.length - 1] : undefined;
    if (last) person += carrying(log, `адрес ${addresses.length}`, last, lines, s);
    person += perUnitStep(log, 'Выгрузка', lines, (l) => l.loading);
    person += perUnitStep(log, 'Сборка', lines, (l) => l.assembly);
  }
  const carriersNeeded = Math.max(
    1,
    ...lines.filter((l) => l.amount > 0).map((l) => carriersFor(l.weight, s.carryKgPerMover)),
  );
  log.push(`Работа бригады: ${person} чел.-мин; дорога: ${driving} мин`);
  return { personMinutes: person, drivingMinutes: driving, carriersNeeded, log };
}
