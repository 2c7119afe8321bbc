import { type MoneyInput, mulMoney, toKopecks } from '../money.ts';

// Rates are roubles from the wire (SQL numeric strings) or kopecks already (bigint).
export interface PriceLine {
  workers_amount: number;
  rate_client1: MoneyInput;
  rate_client2: MoneyInput;
  rate_individual1: MoneyInput;
  rate_individual2: MoneyInput;
}

/** Totals in kopecks. */
export interface OrderMoney {
  revenue: bigint;
  cost: bigint;
  profit: bigint;
}

/**
 * Spec: 'Cost and revenue = workers_amount × hourly rate × work time + the second fixed rate', with
 * the fixed rate added once for the whole amount (the calculator's crew: one fixed price per move).
 * Workers multiply first (exact integers), so a line rounds to kopecks once, after the hours.
 */
export function lineAmount(
  workers_amount: number,
  rate1: MoneyInput,
  rate2: MoneyInput,
  workHours: string | number,
): bigint {
  if (!Number.isInteger(workers_amount) || workers_amount < 0) {
    throw new RangeError(`workers_amount must be a whole number ≥ 0, got ${workers_amount}`);
  }
  return mulMoney(toKopecks(rate1) * BigInt(workers_amount), workHours) + toKopecks(rate2);
}

/**
 * An order's places: spec 'workers_amount × hourly rate × work time + the second fixed rate', the
 * fixed rate counted for each worker (docs/decisions.md, issue 22 item 13): each worker row of the
 * order carries its own fixed rate and is paid and billed it, so the plan of a line of N workers is
 * what its N assigned workers come to, and the plan, the close and the ledger agree.
 */
export function placesAmount(
  workers_amount: number,
  rate1: MoneyInput,
  rate2: MoneyInput,
  workHours: string | number,
): bigint {
  return lineAmount(workers_amount, rate1, 0, workHours) + toKopecks(rate2) * BigInt(workers_amount);
}

/**
 * Revenue from the client rates, cost from the worker rates, over all price lines; `workHours`
 * is the billed time of the order (see `billedWorkHours`).
 */
export function orderMoney(lines: readonly PriceLine[], workHours: string | number): OrderMoney {
  let revenue = 0n;
  let cost = 0n;
  for (const line of lines) {
    revenue += placesAmount(line.workers_amount, line.rate_client1, line.rate_client2, workHours);
    cost += placesAmount(line.workers_amount, line.rate_individual1, line.rate_individual2, workHours);
  }
  return { revenue, cost, profit: revenue - cost };
}
