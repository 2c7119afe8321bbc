import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The schedules of spec 02 (/schedule_day, /schedule_week) as Gantt data, and the street picker of
// the order card (spec 01 §7).

/** One worker on two overlapping orders (issue 10 item 7). */
export const scheduleConflict = z.object({ individual_id: z.number(), order_ids: z.tuple([z.number(), z.number()]) });
export type Conflict = z.infer<typeof scheduleConflict>;

/** One bar of the Gantt chart (spec 02 §3: start, end, work_time, brigade, territory, managers). */
export const scheduleBar = z.object({
  order_id: z.number(),
  status: z.number(),
  displayed_status: z.number(),
  start: z.string(),
  end: z.string(),
  /** Hours. */
  work_time: z.number(),
  contractor: z.string().nullable(),
  address: z.string().nullable(),
  territory: z.string().nullable(),
  /** Brigades of the order's assigned workers, each once. */
  brigade: z.array(z.string()),
  /** Managers 1 to 3 of the card, in that order. */
  managers: z.array(z.string()),
  /** Places required: the sum of workers_amount over the price lines (as displayedStatus reads it). */
  places_total: z.number(),
  /** Places with a worker chosen. */
  places_filled: z.number(),
  /** The client cancelled the order (client_canceled_at set). */
  canceled: z.boolean(),
  /** Why the order may be short of workers (issue 21's reliability rule), «Ожидается 2,6 из 4»; else null. */
  at_risk: z.string().nullable(),
  workers: z.array(z.object({ id: z.number(), name: z.string() })),
  /** A worker of this order is on another order at the same time. */
  conflict: z.boolean(),
});
export type ScheduleBar = z.infer<typeof scheduleBar>;

/** GET /api/schedule/daily and /weekly; the daily one adds its day choices, the weekly one its neighbours. */
export const scheduleAnswer = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(scheduleBar),
  conflicts: z.array(scheduleConflict.extend({ name: z.string() })),
  days: z.array(z.object({ date: z.string(), label: z.string() })).optional(),
  previous: z.string().optional(),
  next: z.string().optional(),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswer>;

/** start_date: yyyy-MM-dd or dd.MM.yyyy; not 10 characters long means today (Moscow). */
const scheduleQuery = wire.object({ start_date: wire.text(40) });

export const weeklySchedule = defineAction({
  name: 'schedule.weekly',
  method: 'GET',
  path: '/api/schedule/weekly',
  title: 'График на неделю',
  permission: 'signed_in',
  query: scheduleQuery,
  labels: { start_date: 'Дата' },
  answer: scheduleAnswer,
});

export const dailySchedule = defineAction({
  name: 'schedule.daily',
  method: 'GET',
  path: '/api/schedule/daily',
  title: 'График на день',
  permission: 'signed_in',
  query: scheduleQuery,
  labels: { start_date: 'Дата' },
  answer: scheduleAnswer,
});
