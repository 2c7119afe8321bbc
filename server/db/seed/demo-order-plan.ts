import type { PriceRates } from './demo-contractors.ts';
import type { DemoIndividual } from './demo-individuals.ts';
import type { Random } from './seed-random.ts';

/**
 * How far an order got, by its date: the past is mostly counted (3), today and the next days are
 * being staffed (2 in its displayed sub-states), later days are new (0) or preliminary (1).
 * Fill states of status 2: none, prelim (2.1: hidden from workers, all places filled),
 * partial (2.2: visible, some places filled), confirmed (2.5: visible, everyone confirmed).
 */
export type Fill = 'none' | 'prelim' | 'partial' | 'confirmed';
export interface OrderPlan {
  status: 0 | 1 | 2 | 3;
  fill: Fill;
  reviewed: boolean;
  canceled: boolean;
}

export function planOrder(rnd: Random, offset: number): OrderPlan {
  const plan = (status: OrderPlan['status'], fill: Fill = 'none', reviewed = true, canceled = false) => ({
    status,
    fill,
    reviewed,
    canceled,
  });
  if (offset < -3) {
    return rnd.weighted([
      [plan(3, 'confirmed'), 85],
      [plan(2, 'confirmed'), 8],
      [plan(1, 'none', true, true), 5],
      [plan(2, 'partial'), 2],
    ] as const);
  }
  if (offset < 0) return rnd.chance(0.5) ? plan(3, 'confirmed') : plan(2, 'confirmed');
  if (offset === 0) return rnd.chance(0.75) ? plan(2, 'confirmed') : plan(2, 'partial');
  if (offset <= 3) {
    return rnd.weighted([
      [plan(2, 'confirmed'), 3],
      [plan(2, 'partial'), 4],
      [plan(2, 'prelim'), 3],
      [plan(2, 'none'), 2],
      [plan(1), 2],
      [plan(1, 'none', false), 1],
      [plan(0, 'none', false), 2],
    ] as const);
  }
  return rnd.weighted([
    [plan(0, 'none', false), 3],
    [plan(1), 3],
    [plan(1, 'none', false), 1],
    [plan(2, 'none'), 2],
    [plan(2, 'prelim'), 1],
  ] as const);
}

export interface OrderLine extends PriceRates {
  workers_amount: number;
  instrument_types_amount: number;
}

/** One to three of the client's price lines: loaders always, sometimes another trade or a vehicle. */
export function pickLines(rnd: Random, prices: readonly PriceRates[]): OrderLine[] {
  const loaders = prices.find((p) => p.work_type_id === 48)!;
  const others = rnd.sample(
    prices.filter((p) => p !== loaders),
    rnd.weighted([
      [0, 5],
      [1, 4],
      [2, 1],
    ] as const),
  );
  // A price is unique per work type and instrument within the order: prices hold one of each.
  return [loaders, ...others].map((p) => ({
    ...p,
    workers_amount:
      p === loaders
        ? rnd.weighted([
            [2, 4],
            [3, 3],
            [4, 3],
            [6, 1],
            [8, 1],
          ] as const)
        : p.work_type_id === 52
          ? 1
          : rnd.int(1, 2),
    instrument_types_amount: p.instrument_type_id ? 1 : 0,
  }));
}

/** Workers who can take a line, by their work types; loaders stand in for general labour. */
export function candidatesFor(people: readonly DemoIndividual[], workTypeId: number): DemoIndividual[] {
  const exact = people.filter((p) => p.available && p.workTypeIds.includes(workTypeId));
  if (exact.length > 0 || workTypeId === 52) return exact;
  return people.filter((p) => p.available && p.workTypeIds.includes(48));
}
