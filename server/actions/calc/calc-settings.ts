import { parseMoney } from '../../../core/money.ts';
import type { MovingCostSettings } from '../../../core/rules/moving-cost.rule.ts';

export interface CalcSettings extends MovingCostSettings {
  /** Slug of the tariff used when the request names none. */
  defaultTariff: string;
}

// Used when a setting row is missing or unreadable, so a half-filled catalogue still answers; the
// log names every fallback so the operator sees what to fill in on /calc/settings.
const numeric: Record<string, [keyof MovingCostSettings, number]> = {
  driving_minutes: ['drivingMinutes', 60],
  minutes_per_floor_without_lift: ['minutesPerFloorWithoutLift', 2],
  minutes_per_floor_lift: ['minutesPerFloorLift', 0.5],
  minutes_per_floor_freight_lift: ['minutesPerFloorFreightLift', 0.3],
  minutes_per_10m_carry: ['minutesPer10mCarry', 1],
  carry_kg_per_mover: ['carryKgPerMover', 65],
  min_workers: ['minWorkers', 2],
  max_workers: ['maxWorkers', 8],
};

function readNumber(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function readMoney(raw: string | null | undefined): bigint {
  try {
    return parseMoney(raw);
  } catch {
    return 0n;
  }
}

/** calc_settings rows (name → value) as the cost model's settings. */
export function readCalcSettings(rows: Record<string, string | null>, log: string[]): CalcSettings {
  const out = {} as Record<keyof MovingCostSettings, number>;
  for (const [name, [key, fallback]] of Object.entries(numeric)) {
    const value = readNumber(rows[name]);
    if (value === null) log.push(`Настройка ${name} не задана: взято ${fallback}`);
    out[key] = value ?? fallback;
  }
  // Whole movers only, and at least one carries each unit.
  const minWorkers = Math.max(1, Math.round(out.minWorkers));
  return {
    ...(out as unknown as MovingCostSettings),
    carryKgPerMover: out.carryKgPerMover || 65,
    minWorkers,
    maxWorkers: Math.max(minWorkers, Math.round(out.maxWorkers)),
    fixed: { price: readMoney(rows.fixed_rate), clientPrice: readMoney(rows.fixed_client_rate) },
    defaultTariff: rows.default_tariff ?? '',
  };
}
