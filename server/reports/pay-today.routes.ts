import type { FastifyInstance } from 'fastify';
import { payToday } from '../../core/actions/defs/ledger.actions.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { mountAction } from '../actions/mount-action.ts';
import { loadPayToday } from './pay-today.query.ts';

/**
 * GET /api/pay_today?sort=&order=&search= (spec 02 «/pay_today: who must be paid today»). Open to
 * every signed-in user (logists phone the workers they pay); card numbers and phones whole or
 * masked as the workers' registry fields declare (core/rules/worker-data-access.rule.ts).
 */
export function registerPayTodayRoute(app: FastifyInstance) {
  mountAction(app, payToday, ({ trx, query, user }) => {
    const sort = query.sort ?? 'amount';
    return loadPayToday(trx, {
      today: moscowDate(),
      sort,
      order: query.order ?? (sort === 'amount' ? 'desc' : 'asc'),
      search: query.search ?? undefined,
      viewer: user,
    });
  });
}
