import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LEDGER_OPERATIONS } from '../../core/ledger/ledger-catalogue.ts';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { loadExcerpts } from './excerpts.query.ts';
import { ReportParams } from './report-params.ts';

/** The longest period one excerpt covers: a leap year, so any calendar year fits. */
export const EXCERPT_MAX_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The calendar month holding `date`, its first to its last day. */
function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
}

/** GET /api/excerpts?from=&to=&operation_id= (spec 02 «/excerpts: daily excerpts of operations»). */
export function registerExcerptsRoute(app: FastifyInstance) {
  app.get('/api/excerpts', { config: { permission: { flag: 'transactions' } } }, async (request) => {
    const p = new ReportParams(request);
    // Neither bound: this month (Moscow); one bound: the rest of its own month.
    const askedFrom = p.date('from');
    const askedTo = p.date('to');
    const from = askedFrom ?? monthOf(askedTo ?? moscowDate()).from;
    const to = askedTo ?? monthOf(askedFrom ?? moscowDate()).to;
    const operationId = p.int('operation_id', 1, 999_999_999);
    if (operationId !== undefined && !LEDGER_OPERATIONS.some((o) => o.value === operationId))
      p.fail('operation_id', `Нет операции №${operationId}`);
    if (!p.errors.from && !p.errors.to) {
      if (from > to) p.fail('to', 'Конец периода раньше начала');
      else if (dayNumber(to) - dayNumber(from) + 1 > EXCERPT_MAX_DAYS)
        p.fail('to', `Период длиннее ${EXCERPT_MAX_DAYS} дней: выберите не больше года`);
    }
    p.check();
    // Past days' rows of other connections folded first (migration 0038): its own short write.
    await sql`select ledger_daily_fold(${moscowDate()}::date)`.execute(app.db);
    return loadExcerpts(app.db, from, to, operationId);
  });
}
