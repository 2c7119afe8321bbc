import type { FastifyInstance } from 'fastify';
import { issueTelephonySecret } from '../../../core/actions/defs/telephony.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { hashToken } from '../../auth/tokens.ts';
import { mountAction } from '../mount-action.ts';
import { newTelephonySecret } from './telephony-secret.ts';

const notFound = (id: number) => new AppError('not_found', `Подключение АТС №${id} не найдено`);

/**
 * POST /api/telephony_integrations/{id}/secret: an admin issues the PBX its secret, shown in this
 * answer only (the table keeps its SHA-256). Issuing again replaces it, which cuts off a leaked one.
 */
export function registerIntegrationSecret(app: FastifyInstance) {
  mountAction(app, issueTelephonySecret, async ({ trx, params }) => {
    const { id } = params;
    const secret = newTelephonySecret();
    const updated = await trx
      .updateTable('telephony_integrations')
      .set({ secret_hash: hashToken(secret), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound(id);
    return { id, secret, header: 'X-Telephony-Secret' as const };
  });
}
