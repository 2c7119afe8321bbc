import type { FastifyInstance } from 'fastify';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { loadPayToday, PAY_TODAY_SORTS } from './pay-today.query.ts';
import { ReportParams } from './report-params.ts';

/**
 * GET /api/pay_today?sort=&order=&search= (spec 02 «/pay_today: who must be paid today»). Open to
 * every signed-in user (logists phone the workers they pay); card numbers and phones whole or
 * masked as the workers' registry fields declare (core/rules/worker-data-access.rule.ts).
 */
export function registerPayTodayRoute(app: FastifyInstance) {
  app.get('/api/pay_today', { config: { permission: 'signed_in' } }, async (request) => {
    const p = new ReportParams(request);
    const { sort, order } = p.sorting(PAY_TODAY_SORTS, 'amount', 'desc');
    const search = p.search();
    p.check();
    return loadPayToday(app.db, {
      today: moscowDate(),
      sort,
      order,
      search,
      viewer: request.user!,
    });
  });
}
