import type { OrderTab } from './order-status.rule.ts';

/** One refusal of an order card save: the wire key, its message, and the full sentence. */
export interface CardProblem {
  field: string;
  message: string;
  full: string;
}

export interface CardInput {
  /** The save's next_status (the form being conducted), or null for a plain save. */
  step: OrderTab | null;
  /** The save sent order_individuals. */
  workers_changed: boolean;
  passes: boolean;
  pass_data: string | null;
  prices: readonly { workers_amount: number | null }[];
  /**
   * The kept worker rows in card order (by row id), with the chosen individual's fix_pay and name;
   * `row` is the row's index in the request's order_individuals when it differs from the card order.
   */
  workers: readonly { individual_id: number | null; fix_pay: boolean | null; name: string | null; row?: number }[];
}

const workerKey = (i: number) => `order_individuals[${i}].individual_id`;

/**
 * Spec 01 §5, checked on the card as saved:
 * - 'An order's prices are valid only when the total workers_amount is above 0' (a save that moves the status);
 * - 'An order card is valid only when every non-deleted individual row has an individual chosen and,
 *   if passes are on, pass data exists' (individuals when form 2 is conducted, whose save counts the
 *   order; pass data on every save that moves the status);
 * - 'Individual selection on an order is limited to individuals with the same fix_pay as the first
 *   chosen one' (every save that changes the workers or moves the status).
 */
export function orderCardProblems(c: CardInput): CardProblem[] {
  const out: CardProblem[] = [];
  if (c.step !== null) {
    const total = c.prices.reduce((s, p) => s + (p.workers_amount ?? 0), 0);
    if (total <= 0)
      out.push({
        field: 'order_prices',
        message: 'общее число работников должно быть больше нуля',
        full: 'Цены: общее число работников должно быть больше нуля',
      });
    if (c.passes && !c.pass_data?.trim())
      out.push({
        field: 'pass_data',
        message: 'не может быть пустым, когда нужны пропуска',
        full: 'Данные для пропуска не могут быть пустыми, когда нужны пропуска',
      });
  }
  if (c.step !== null && c.step >= 2)
    c.workers.forEach((w, k) => {
      const i = w.row ?? k;
      if (w.individual_id == null)
        out.push({ field: workerKey(i), message: 'не выбран', full: `Работники, строка ${i + 1}: работник не выбран` });
    });
  if (c.workers_changed || c.step !== null) {
    const chosen = c.workers.map((w, k) => ({ ...w, i: w.row ?? k })).filter((w) => w.individual_id != null);
    const first = chosen[0];
    for (const w of chosen.slice(1)) {
      if (Boolean(w.fix_pay) === Boolean(first.fix_pay)) continue;
      const message = first.fix_pay
        ? 'почасовая оплата, а у первого выбранного работника — фиксированная'
        : 'фиксированная оплата, а у первого выбранного работника — почасовая';
      out.push({ field: workerKey(w.i), message, full: `Работники, строка ${w.i + 1}: у «${w.name}» ${message}` });
    }
  }
  return out;
}
