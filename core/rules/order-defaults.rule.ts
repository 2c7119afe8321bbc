import { addDays } from 'date-fns';
import { isoDate, toDate, tomorrow } from '../format.ts';

/** Spec 01 §9: 'Default new-order price work types: 48, 50, 51, 49, 54, 52.' In this order. */
export const DEFAULT_PRICE_WORK_TYPES = [48, 50, 51, 49, 54, 52] as const;

/** Spec 01 §9: 'pass time 16:00'. */
export const DEFAULT_PASS_TIME = '16:00';

/** Spec 01 §9: 'Pass date defaults to the day before start_date'. */
export function defaultPassDate(start_date: string | null | undefined): string | null {
  if (!start_date) return null;
  return isoDate(addDays(toDate(start_date), -1));
}

export interface DefaultPriceLine {
  work_type_id: number;
  /** Zero: a default line offers the work type; the dispatcher says how many workers it needs. */
  workers_amount: number;
  instrument_types_amount: number;
}

export interface NewOrderDefaults {
  start_date: string;
  pass_date: string | null;
  pass_time: string;
  order_prices: DefaultPriceLine[];
}

/**
 * What a new order starts with (spec 01 §2 'New orders default the date to tomorrow', §9 pass date
 * and time, default price work types). The console prefills a new card with it and the server
 * fills the same on a create that leaves them out. `today` is passed in to keep this pure.
 */
export function newOrderDefaults(today: Date | string): NewOrderDefaults {
  const start_date = tomorrow(today);
  return {
    start_date,
    pass_date: defaultPassDate(start_date),
    pass_time: DEFAULT_PASS_TIME,
    order_prices: DEFAULT_PRICE_WORK_TYPES.map((work_type_id) => ({
      work_type_id,
      workers_amount: 0,
      instrument_types_amount: 0,
    })),
  };
}

/**
 * The pass date after the start date changes: it follows the new start while it still is the
 * default of the old one (or empty); a date the dispatcher chose stays.
 */
export function followPassDate(
  pass_date: string | null | undefined,
  old_start: string | null | undefined,
  new_start: string | null | undefined,
): string | null {
  const untouched = !pass_date || pass_date === defaultPassDate(old_start);
  return untouched ? defaultPassDate(new_start) : pass_date;
}
