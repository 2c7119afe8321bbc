import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { addDays, moscowDate, scheduleDate, scheduleDayChoices, weekOf } from '../../../core/rules/schedule.rule.ts';
import { loadSchedule } from './schedule-query.ts';
import { wireText } from '../../../core/wire-text.ts';

function askedDate(request: FastifyRequest): string {
  const raw = (request.query as Record<string, unknown>).start_date;
  if (Array.isArray(raw)) throw new AppError('bad_request', 'Параметр start_date указан несколько раз');
  const text = raw === undefined ? undefined : wireText(raw);
  const date = scheduleDate(text, moscowDate());
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
  app.get('/api/schedule/weekly', { config: { permission: 'signed_in' } }, async (request) => {
    const { from, to } = weekOf(askedDate(request));
    return app.db.transaction().execute(async (trx) => ({
      ...(await loadSchedule(trx, from, to)),
      previous: addDays(from, -7),
      next: addDays(from, 7),
    }));
  });
  app.get('/api/schedule/daily', { config: { permission: 'signed_in' } }, async (request) => {
    const day = askedDate(request);
    return app.db.transaction().execute(async (trx) => ({
      ...(await loadSchedule(trx, day, day)),
      days: scheduleDayChoices(moscowDate()),
    }));
  });
}
