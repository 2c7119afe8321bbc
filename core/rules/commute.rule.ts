import { decimalToString, parseDecimal, toKopecks } from '../money.ts';
import { LEDGER_OPERATION, type LedgerOwnerType, type Posting } from './order-ledger.rule.ts';

/**
 * Issue 13 item 4: 'an order beyond the ring road gets add_hour added to the minimum billed time
 * and the ticket cost in the workers' commute payment' (docs/decisions.md «Commute and MKAD»).
 * The hours go through work-time.rule.ts (`add_hour`); the money is here.
 */

/** What an order's commute rests on: its MKAD city and commute tariff, each optional. */
export interface OrderFare {
  /** The MKAD city's name, null for an order inside the ring road. */
  city_name: string | null;
  /** Hours the city adds to the minimum billed time (rubles-free decimal, e.g. '1.5'). */
  add_hour: string | number | null;
  /** The city's train ticket, there and back, rubles. */
  ticket_cost: string | number | null;
  /** The order's commute tariff (commute_payments.amount), rubles; null when none applies. */
  commute_amount: string | number | null;
  /** Spec 01 §3 'minibus': the company's minibus takes the workers, so nobody buys a ticket. */
  minibus: boolean | null;
}

/**
 * One worker's commute payment in kopecks: the commute tariff plus the city's ticket (a
 * there-and-back price, so never doubled), the ticket left out when the minibus takes them.
 */
export function commutePerWorker(fare: OrderFare): bigint {
  const ticket = fare.city_name != null && !fare.minibus ? toKopecks(fare.ticket_cost) : 0n;
  return toKopecks(fare.commute_amount) + ticket;
}

export interface CommuteWorker {
  individual_id: number;
  /** Spec 01 §3 'relation_type_id (1 own, 2 third party)'. */
  relation_type_id: number;
}

/**
 * One posting of operation 7 «Оплата проезда» (core/ledger/ledger-catalogue.ts) in the worker's
 * favour per assigned worker (a worker on two rows travels once); none when the payment is zero.
 */
export function commutePostings(fare: OrderFare, workers: readonly CommuteWorker[]): Posting[] {
  const amount = commutePerWorker(fare);
  if (amount === 0n) return [];
  const seen = new Set<number>();
  return workers.flatMap((w) => {
    if (seen.has(w.individual_id)) return [];
    seen.add(w.individual_id);
    const owner_type: LedgerOwnerType = w.relation_type_id === 2 ? 'Theirs_Individual' : 'Our_Individual';
    return [{ owner_type, owner_id: w.individual_id, operation_id: LEDGER_OPERATION.commute, amount }];
  });
}

/** '1.50' → '1,5', '2.00' → '2', '10' → '10'. */
const hoursText = (v: string | number) => {
  const text = decimalToString(parseDecimal(v));
  return (text.includes('.') ? text.replace(/\.?0+$/, '') : text).replace('.', ',');
};

/** The card's line: «+1,5 ч за МКАД (Балашиха)»; null inside the ring road or when the city adds nothing. */
export function mkadHoursNote(fare: Pick<OrderFare, 'city_name' | 'add_hour'>): string | null {
  if (fare.city_name == null || fare.add_hour == null || parseDecimal(fare.add_hour).value === 0n) return null;
  return `+${hoursText(fare.add_hour)} ч за МКАД (${fare.city_name})`;
}
