import { describe, expect, it } from 'vitest';
import {
  chooseCrew,
  type MovingAddress,
  type MovingCostSettings,
  type MovingInput,
  type MovingLine,
  movingCost,
  quarterHours,
} from './moving-cost.rule.ts';
import { carriersFor, movingWork } from './moving-time.rule.ts';

const settings: MovingCostSettings = {
  drivingMinutes: 60,
  minutesPerFloorWithoutLift: 2,
  minutesPerFloorLift: 0.5,
  minutesPerFloorFreightLift: 0.3,
  minutesPer10mCarry: 1,
  carryKgPerMover: 65,
  minWorkers: 2,
  maxWorkers: 8,
  fixed: { price: 50000n, clientPrice: 100000n },
};
const wardrobe: MovingLine = { name: 'шкаф-купе', amount: 1, weight: 120, disassembly: 40, loading: 20, assembly: 60 };
const boxes: MovingLine = { name: 'коробка', amount: 10, weight: 15, disassembly: 0, loading: 3, assembly: 0 };
const fifthNoLift: MovingAddress = {
  flor: 5,
  distanceToVehicle: 20,
  distanceOnFloor: 10,
  lift: false,
  freightLift: false,
};
const firstFloor: MovingAddress = {
  flor: 1,
  distanceToVehicle: 10,
  distanceOnFloor: 0,
  lift: true,
  freightLift: false,
};

const base: MovingInput = {
  lines: [wardrobe, boxes],
  addresses: [fifthNoLift, firstFloor],
  settings,
  tariff: { id: 2, name: 'Стандарт', price: 40000n, clientPrice: 70000n },
  maxTimeHours: 5,
  onlyLoading: false,
  vehicle: { name: 'Газель', count: 1, unit: 'hour', price: 100000n, clientPrice: 150000n },
  extras: [{ name: 'Упаковка', item: 'шкаф-купе', units: 1, perUnit: 2, price: 8000n, clientPrice: 15000n }],
};

describe('movingWork: time = disassembly + loading + carrying + driving + unloading + assembly (issue 5)', () => {
  it('hand-checked: 40 + 50 + 132 (5th floor, no lift, 30 m) + 12 + 50 + 60 = 344 person-minutes, 60 min driving', () => {
    const w = movingWork(base.lines, base.addresses, settings, false);
    expect(w).toMatchObject({ personMinutes: 344, drivingMinutes: 60, carriersNeeded: 2 });
    expect(w.log).toContain('Разборка: шкаф-купе ×1 × 40 мин = 40 чел.-мин');
    expect(w.log).toContain('  коробка ×10 × 1 чел. × 11 мин = 110 чел.-мин');
  });

  it('only_loading: no driving, no carrying at the destination, no unloading or assembly', () => {
    expect(movingWork(base.lines, base.addresses, settings, true)).toMatchObject({
      personMinutes: 222,
      drivingMinutes: 0,
    });
  });

  it.each([
    [15, 1],
    [65, 1],
    [120, 2],
    [250, 4],
  ])('a %i kg unit is carried by %i movers (65 kg each)', (kg, n) => {
    expect(carriersFor(kg, 65)).toBe(n);
  });
});

describe('chooseCrew: the smallest crew (≥ 2) whose time fits max_time (spec 02 §9: default 5 hours)', () => {
  it.each([
    ['fits with 2', 344, 60, 2, 8, 300, { crew: 2, minutes: 232, fits: true }],
    ['needs 6 for 2 h', 344, 60, 2, 8, 120, { crew: 6, minutes: 118, fits: true }],
    ['capped by max_workers', 2000, 60, 2, 3, 300, { crew: 3, minutes: 727, fits: false }],
    ['a piano needs 4 even if 2 would fit', 100, 0, 4, 8, 300, { crew: 4, minutes: 25, fits: true }],
  ])('%s', (_n, work, driving, min, max, limit, expected) => {
    expect(chooseCrew(work, driving, min, max, limit)).toEqual(expected);
  });
});

describe('quarterHours', () => {
  it.each([
    [0, '0'],
    [1, '0.25'],
    [60, '1'],
    [172, '3'],
    [181, '3.25'],
    [225, '3.75'],
  ])('%i min → %s h', (m, h) => expect(quarterHours(m)).toBe(h));
});

describe('movingCost: spec 01 §9 "workers_amount × hourly rate × work time + the second fixed rate", 4 h minimum', () => {
  it('hand-checked: 2 movers × 700 ₽ × 4 h + 1000 ₽ + van 1500 ₽ × 4 h + packing 2 × 150 ₽ = 12 900 ₽', () => {
    const e = movingCost(base);
    expect(e).toMatchObject({ crew: 2, minutes: 232, fits: true, billedHours: '4' });
    expect(e.clientPrice).toBe(1290000n);
    // 2 × 400 × 4 + 500, van 1000 × 4, packing 2 × 80
    expect(e.price).toBe(786000n);
    expect(e.log.at(-1)).toBe('Итого: клиенту 12 900,00 ₽, себестоимость 7 860,00 ₽');
  });

  it('billed time never below 4 hours: 3 h work + 1 h driving = 4 h, 1 h of loading only → 4 h', () => {
    expect(movingCost(base).billedHours).toBe('4');
    const small = { ...base, lines: [boxes], addresses: [firstFloor], onlyLoading: true };
    expect(movingCost(small).billedHours).toBe('4');
  });

  it('above the minimum the billed time is work and driving, each up to a quarter hour', () => {
    const big = { ...base, lines: [wardrobe, { ...boxes, amount: 40 }] };
    // 40 + 140 + 462 + 42 + 140 + 60 = 884 person-min; 3 movers: 295 + 60 = 355 > 300, so 4: 221 + 60
    const e = movingCost(big);
    expect(e).toMatchObject({ crew: 4, minutes: 281, billedHours: '4.75' });
    expect(e.clientPrice).toBe((4n * 70000n * 475n) / 100n + 100000n + (150000n * 475n) / 100n + 30000n);
  });

  it('only_loading: a lower time, still the 4-hour minimum', () => {
    const e = movingCost({ ...base, onlyLoading: true });
    expect(e).toMatchObject({ crew: 2, minutes: 111, billedHours: '4' });
    expect(e.log).toContain('Только погрузка: дорога, выгрузка и сборка не считаются');
  });

  it('without_vehicle: no vehicle line and no vehicle money', () => {
    const e = movingCost({ ...base, vehicle: null });
    expect(e.clientPrice).toBe(1290000n - 600000n);
    expect(e.log.some((l) => l.startsWith('Машина'))).toBe(false);
  });

  it('a per-trip vehicle is charged once per vehicle, not per hour', () => {
    const e = movingCost({
      ...base,
      vehicle: { name: 'Фура', count: 2, unit: 'trip', price: 500000n, clientPrice: 700000n },
    });
    expect(e.clientPrice).toBe(690000n + 1400000n);
  });
});
