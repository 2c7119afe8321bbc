import type { FastifyInstance } from 'fastify';
import { accountDeliveries } from '../../../core/actions/defs/account-sending.actions.ts';
import { mountAction } from '../mount-action.ts';

/**
 * GET /api/accounts/{id}/deliveries: every letter that carried this account's PDF, newest first
 * (to whom, when, the result, who sent it), for the account card's «Отправки PDF» panel.
 */
export function registerDeliveriesAction(app: FastifyInstance) {
  mountAction(app, accountDeliveries, async ({ trx, params }) => {
    const { id } = params;
    const items = await trx
      .selectFrom('document_deliveries as d')
      .leftJoin('users', 'users.id', 'd.user_id')
      .leftJoin('acts', 'acts.id', 'd.act_id')
      .select([
        'd.id',
        'd.act_id',
        'acts.number as act_number',
        'd.job_id',
        'd.to_address',
        'd.check_copy',
        'd.result',
        'd.error',
        'd.sent_at',
        'users.name as user_name',
      ])
      .where('d.account_id', '=', id)
      .orderBy('d.id', 'desc')
      .limit(200)
      .execute();
    return { items };
  });
}
