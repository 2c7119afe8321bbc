import type { FastifyInstance } from 'fastify';
import { payToday, wholeCardNumbers } from '../../core/actions/defs/ledger.actions.ts';
import { allows } from '../../core/permissions/access-rule.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { mountAction } from '../actions/mount-action.ts';
import { loadPayToday } from './pay-today.query.ts';

/**
 * GET /api/pay_today?sort=&order=&search= (spec 02 «/pay_today: who must be paid today»). Open to
 * every signed-in user (logists phone the workers they pay); card numbers whole only with the
 * ledger flag `transactions` (admins pass it), masked otherwise.
 */
export function registerPayTodayRoute(app: FastifyInstance) {
  mountAction(app, payToday, ({ trx, query, user }) => {
    const sort = query.sort ?? 'amount';
    return loadPayToday(trx, {
      today: moscowDate(),
      sort,
      order: query.order ?? (sort === 'amount' ? 'desc' : 'asc'),
      search: query.search ?? undefined,
      wholeCards: allows(user, wholeCardNumbers),
    });
  });
}
