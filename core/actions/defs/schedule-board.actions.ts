import { z } from 'zod';
import '../../zod-locale.ts';
import { moscowDate, scheduleDate } from '../../rules/schedule.rule.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Issue 23 item 1: the week board's people view, «who is free on Thursday». The orders of the week
// come from GET /api/schedule/weekly; this answers the people beside them.

/** Spec 01 §5 'Schedule day needs a start_date of 10 characters, otherwise it becomes today', for the week too. */
const startDate = () =>
  z
    .custom<string | undefined>(() => true)
    .optional()
    .transform((raw, ctx) => {
      const text = typeof raw === 'string' ? raw : undefined;
      const date = scheduleDate(text, moscowDate());
      if (date) return date;
      ctx.addIssue({ code: 'custom', message: 'неверная дата: нужна дата гггг-мм-дд или дд.мм.гггг' });
      return z.NEVER;
    });

/** One order a worker is on, as a cell of the people view shows it. */
const personOrder = z.object({ order_id: z.number(), start: z.string() });

const person = z.object({
  id: z.number(),
  name: z.string(),
  brigade_id: z.number().nullable(),
  status: z.number(),
  /**
   * Monday to Sunday: the orders of that day the worker is on (by start time; a cancelled order
   * frees him, as in the order card's busy flag), or null when he cannot work that day (fired
   * until then, or «Не работает»).
   */
  days: z.array(z.array(personOrder).nullable()).length(7),
});

export const schedulePeopleAnswer = z.object({
  from: z.string(),
  to: z.string(),
  brigades: z.array(z.object({ id: z.number(), name: z.string() })),
  items: z.array(person),
  /** People matching the search; `items` holds at most `limit` of them. */
  total: z.number(),
  limit: z.number(),
});

export type SchedulePeopleAnswer = z.output<typeof schedulePeopleAnswer>;
export type SchedulePerson = SchedulePeopleAnswer['items'][number];

export const schedulePeople = defineAction({
  name: 'schedule.people',
  method: 'GET',
  path: '/api/schedule/people',
  title: 'Неделя: работники и бригады',
  permission: 'signed_in',
  query: wire.object({ start_date: startDate(), search: wire.text(100).optional() }),
  answer: schedulePeopleAnswer,
  labels: { start_date: 'Дата', search: 'Поиск' },
});
