import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { excerpts } from '../../core/actions/defs/ledger.actions.ts';
import { AppError } from '../../core/errors.ts';
import { LEDGER_OPERATIONS } from '../../core/ledger/ledger-catalogue.ts';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { mountAction } from '../actions/mount-action.ts';
import { loadExcerpts } from './excerpts.query.ts';

/** The longest period one excerpt covers: a leap year, so any calendar year fits. */
export const EXCERPT_MAX_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The calendar month holding `date`, its first to its last day. */
function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
}

const refuse = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

/** GET /api/excerpts?from=&to=&operation_id= (spec 02 «/excerpts: daily excerpts of operations»). */
export function registerExcerptsRoute(app: FastifyInstance) {
  // No transaction: the fold of past days is its own short write, committed before the read.
  mountAction(
    app,
    excerpts,
    async ({ query }) => {
      // Neither bound: this month (Moscow); one bound: the rest of its own month.
      const from = query.from ?? monthOf(query.to ?? moscowDate()).from;
      const to = query.to ?? monthOf(query.from ?? moscowDate()).to;
      const operationId = query.operation_id ?? undefined;
      if (operationId !== undefined && !LEDGER_OPERATIONS.some((o) => o.value === operationId))
        throw refuse('operation_id', `Нет операции №${operationId}`);
      if (from > to) throw refuse('to', 'Конец периода раньше начала');
      if (dayNumber(to) - dayNumber(from) + 1 > EXCERPT_MAX_DAYS)
        throw refuse('to', `Период длиннее ${EXCERPT_MAX_DAYS} дней: выберите не больше года`);
      // Past days' rows of other connections folded first (migration 0038): its own short write.
      await sql`select ledger_daily_fold(${moscowDate()}::date)`.execute(app.db);
      return loadExcerpts(app.db, from, to, operationId);
    },
    { transaction: false },
  );
}
