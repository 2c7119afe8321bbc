import type { FastifyInstance } from 'fastify';
import { dailySchedule, weeklySchedule } from '../../../core/actions/defs/schedule.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { addDays, moscowDate, scheduleDate, scheduleDayChoices, weekOf } from '../../../core/rules/schedule.rule.ts';
import { mountAction } from '../mount-action.ts';
import { loadSchedule } from './schedule-query.ts';

function askedDate(text: string): string {
  const date = scheduleDate(text || undefined, moscowDate());
  if (!date)
    throw new AppError('bad_request', `Неверная дата start_date: «${text}», нужна дата гггг-мм-дд или дд.мм.гггг`);
  return date;
}

/**
 * The schedules of spec 02 (/schedule_day, /schedule_week) as Gantt data: GET /api/schedule/weekly
 * answers Monday to Sunday of the week holding start_date, GET /api/schedule/daily one day and the
 * four days the screen offers. start_date not 10 characters long means today (Moscow).
 */
export function registerScheduleRoutes(app: FastifyInstance) {
  mountAction(app, weeklySchedule, async ({ trx, query }) => {
    const { from, to } = weekOf(askedDate(query.start_date));
    return { ...(await loadSchedule(trx, from, to)), previous: addDays(from, -7), next: addDays(from, 7) };
  });
  mountAction(app, dailySchedule, async ({ trx, query }) => {
    const day = askedDate(query.start_date);
    return { ...(await loadSchedule(trx, day, day)), days: scheduleDayChoices(moscowDate()) };
  });
}
