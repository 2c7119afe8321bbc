import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { recordNotFound } from '../../../core/texts.ts';
import { resourceActionPermission } from '../../auth/route-permission.ts';

const def = resources.accounts;

/**
 * GET /api/accounts/{id}/deliveries: every letter that carried this account's PDF, newest first
 * (to whom, when, the result, who sent it), for the account card's «Отправки PDF» panel.
 */
export function registerDeliveriesAction(app: FastifyInstance) {
  const permission = resourceActionPermission(def.permissions.read);
  app.get<{ Params: { id: string } }>('/api/accounts/:id/deliveries', { config: { permission } }, async (request) => {
    const id = Number(request.params.id);
    const account =
      Number.isSafeInteger(id) && id > 0
        ? await app.db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst()
        : undefined;
    if (!account) throw new AppError('not_found', recordNotFound(request.params.id, def.title));
    const items = await app.db
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
