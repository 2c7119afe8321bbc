import { z } from 'zod';
import { wire } from '../actions/wire.ts';

// The answers of the statistics calls (spec 02 §7 'Response shapes of statistics … not shown': ours,
// docs/api.md). Money is a decimal string, counts and hours are numbers; dates yyyy-MM-dd.

const money = wire.money();
const count = z.number().int();

const pageMeta = z.object({ total: count, page: count, pages: count, limit: count });

export const monthRow = z.object({
  year: count,
  month: count,
  /** Orders formed or counted (status 2 and 3), the client-cancelled left out. */
  orders: count,
  /** Counted (status 3). */
  closed: count,
  /** Still at status 2: the closed count is shown «~» while there are any (spec 01 §4). */
  pending: count,
  revenue: money,
  profit: money,
  /** Revenue ÷ closed orders. */
  average_check: money,
  clients: count,
});
export const monthAnswer = z.object({
  month_offset: count,
  months: z.array(monthRow),
  totals: monthRow.omit({ year: true, month: true }),
});
export type MonthRow = z.infer<typeof monthRow>;
export type MonthAnswer = z.infer<typeof monthAnswer>;

export const everydayRow = z.object({
  date: z.string(),
  orders: count,
  revenue: money,
  profit: money,
  ads_spend: money,
  /** Revenue of the orders of clients from ads (contractors.from_ads). */
  ads_revenue: money,
  /** Profit of the orders of new clients from ads (decisions.md). */
  new_client_profit: money,
  /** Spec 02 §9's ads taxed-profit, rounded down; null when the month before made no profit. */
  taxed_profit: money.nullable(),
});
export const everydayAnswer = z.object({
  year: count,
  month: count,
  date_type: z.enum(['updated_at', 'payment_date']),
  days: z.array(everydayRow),
  totals: everydayRow.omit({ date: true, taxed_profit: true }),
  prev_month: z.object({ revenue: money, profit: money }),
});
export type EverydayRow = z.infer<typeof everydayRow>;
export type EverydayAnswer = z.infer<typeof everydayAnswer>;

export const driverRow = z.object({
  individual_id: count,
  name: z.string(),
  /** The vehicles (instrument types) the driver drove, by name. */
  vehicles: z.string(),
  orders: count,
  hours: z.number(),
  revenue: money,
  pay: money,
});
export const vehicleRow = z.object({
  instrument_type_id: count.nullable(),
  name: z.string(),
  orders: count,
  hours: z.number(),
  revenue: money,
});
export const driverAnswer = z.object({
  year: count,
  month: count,
  items: z.array(driverRow),
  vehicles: z.array(vehicleRow),
  totals: driverRow.omit({ individual_id: true, name: true, vehicles: true }),
});
export type DriverRow = z.infer<typeof driverRow>;
export type VehicleRow = z.infer<typeof vehicleRow>;
export type DriverAnswer = z.infer<typeof driverAnswer>;

const clientMonth = z.object({ orders: count, revenue: money, profit: money });
export const clientRow = z.object({
  contractor_id: count,
  name: z.string(),
  months: z.array(clientMonth),
  orders: count,
  revenue: money,
  profit: money,
});
export const clientAnswer = z.object({
  year: count,
  month: count,
  /** The six months shown, oldest first, ending at (year, month). */
  months: z.array(z.object({ year: count, month: count })),
  items: z.array(clientRow),
  totals: z.object({ months: z.array(clientMonth), orders: count, revenue: money, profit: money }),
  meta: pageMeta,
});
export type ClientRow = z.infer<typeof clientRow>;
export type ClientAnswer = z.infer<typeof clientAnswer>;

export const occupationRow = z.object({
  individual_id: count,
  name: z.string(),
  /** Busy hours in the month within the slots. */
  busy_hours: count,
  days_worked: count,
  /** Per slot (08:00 … 18:00): on how many days of the month the worker was busy in that hour. */
  cells: z.array(count),
});
export const occupationAnswer = z.object({
  year: count,
  month: count,
  busy: z.union([z.literal(0), z.literal(1)]),
  kind: z.enum(['gruz', 'sbor', 'takel']).nullable(),
  slots: z.array(z.string()),
  days: count,
  items: z.array(occupationRow),
  meta: pageMeta,
});
export type OccupationRow = z.infer<typeof occupationRow>;
export type OccupationAnswer = z.infer<typeof occupationAnswer>;

export const efficiencyRow = z.object({
  user_id: count,
  name: z.string(),
  /** Orders as the first manager (user_id). */
  user_count: count,
  /** Orders as the second manager (user2_id). */
  user2_count: count,
  /** The mean client rating of those orders, two decimals; null without ratings. */
  rating: z.number().nullable(),
  rated: count,
});
export const efficiencyAnswer = z.object({ year: count, month: count, items: z.array(efficiencyRow) });
export type EfficiencyRow = z.infer<typeof efficiencyRow>;
export type EfficiencyAnswer = z.infer<typeof efficiencyAnswer>;
