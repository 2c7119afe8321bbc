import type { FastifyInstance } from 'fastify';
import { nullifyAmount, nullifyComment, ownerBalances } from '../../../core/actions/defs/ledger.actions.ts';
import { moscowDate } from '../../../core/rules/schedule.rule.ts';
import { nullifyBalance } from '../../domain/transactions/nullify-balance.ts';
import { ownerBalances as balancesOf } from '../../domain/transactions/owner-balances.ts';
import { mountAction } from '../mount-action.ts';

/**
 * The ledger's own calls beside the generic /api/transactions (issue 13 item 1), declared in
 * core/actions/defs/ledger.actions.ts. Writes honour Idempotency-Key through server/http/idempotency.ts.
 */
export function registerLedgerRoutes(app: FastifyInstance) {
  mountAction(app, nullifyAmount, ({ trx, body, user }) =>
    nullifyBalance(
      trx,
      {
        owner_class: body.owner_class,
        owner_id: body.owner_id,
        payment_date: body.payment_date ?? moscowDate(),
        comment: body.comment || nullifyComment,
      },
      user.id,
    ),
  );

  mountAction(app, ownerBalances, async ({ trx, query }) => ({
    items: await balancesOf(trx, query.owner_class, query.owner_ids),
  }));
}
