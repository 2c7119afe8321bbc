import type { FastifyInstance } from 'fastify';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { DEBT_SORTS, loadContractorDebts } from './contractor-debts.query.ts';
import { ReportParams } from './report-params.ts';

/** Rows per page as in every list; a script may ask up to 500 (docs/decisions.md «Lists»). */
const PAGE_SIZE = 50;

/** GET /api/contractor_debts?sort=&order=&search=&user_id=&page=&limit= (spec 02 «/contractor_debts: client debts»). */
export function registerContractorDebtsRoute(app: FastifyInstance) {
  app.get('/api/contractor_debts', { config: { permission: { flag: 'transactions' } } }, async (request) => {
    const p = new ReportParams(request);
    const { sort, order } = p.sorting(DEBT_SORTS, 'accs_debt', 'desc');
    const query = {
      today: moscowDate(),
      sort,
      order,
      search: p.search(),
      userId: p.int('user_id', 1, 999_999_999),
      page: p.int('page', 1, 999_999) ?? 1,
      limit: p.int('limit', 1, 500) ?? PAGE_SIZE,
    };
    p.check();
    return loadContractorDebts(app.db, query);
  });
}
