import type { FastifyInstance } from 'fastify';
import type { BalancesAnswer } from '../../../core/ledger/ledger-contract.ts';
import { bodyOf, readIds } from '../../domain/payments/payment-input.ts';
import { nullifyBalance } from '../../domain/transactions/nullify-balance.ts';
import { ownerBalances } from '../../domain/transactions/owner-balances.ts';
import { readNullifyRequest, readOwnerClass } from './ledger-input.ts';

/** Both calls read or write the ledger, so they need its flag «Операции» like the list itself. */
const LEDGER = { flag: 'transactions' } as const;

/**
 * The ledger's own calls beside the generic /api/transactions (issue 13 item 1). Writes honour
 * Idempotency-Key through server/http/idempotency.ts, like every POST.
 */
export function registerLedgerRoutes(app: FastifyInstance) {
  app.post('/api/transactions/nullify_amount', { config: { permission: LEDGER } }, async (request) => {
    const input = readNullifyRequest(bodyOf(request.body));
    return app.db.transaction().execute((trx) => nullifyBalance(trx, input, request.user!.id));
  });

  app.get(
    '/api/transactions/balances',
    { config: { permission: LEDGER } },
    async (request): Promise<BalancesAnswer> => {
      const query = bodyOf(request.query);
      const cls = readOwnerClass(query.owner_class);
      const ids = readIds(query.owner_ids, 'owner_ids');
      return { items: await ownerBalances(app.db, cls, ids) };
    },
  );
}
