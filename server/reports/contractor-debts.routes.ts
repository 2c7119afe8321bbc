import type { FastifyInstance } from 'fastify';
import { contractorDebts } from '../../core/actions/defs/ledger.actions.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { mountAction } from '../actions/mount-action.ts';
import { loadContractorDebts } from './contractor-debts.query.ts';

/** Rows per page as in every list; a script may ask up to 500 (docs/decisions.md «Lists»). */
const PAGE_SIZE = 50;

/** GET /api/contractor_debts?sort=&order=&search=&user_id=&page=&limit= (spec 02 «/contractor_debts: client debts»). */
export function registerContractorDebtsRoute(app: FastifyInstance) {
  mountAction(app, contractorDebts, ({ trx, query }) => {
    const sort = query.sort ?? 'accs_debt';
    return loadContractorDebts(trx, {
      today: moscowDate(),
      sort,
      // Each column's natural direction: the biggest debts first, names from A.
      order: query.order ?? (sort === 'accs_debt' ? 'desc' : 'asc'),
      search: query.search ?? undefined,
      userId: query.user_id ?? undefined,
      page: query.page ?? 1,
      limit: query.limit ?? PAGE_SIZE,
    });
  });
}
