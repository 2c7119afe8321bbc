import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { hashToken } from '../../auth/tokens.ts';
import { newTelephonySecret } from './telephony-secret.ts';

const notFound = (id: string) => new AppError('not_found', `Подключение АТС №${id} не найдено`);

/**
 * POST /api/telephony_integrations/{id}/secret: an admin issues the PBX its secret, shown in this
 * answer only (the table keeps its SHA-256). Issuing again replaces it, which cuts off a leaked one.
 */
export function registerIntegrationSecret(app: FastifyInstance) {
  app.post('/api/telephony_integrations/:id/secret', { config: { permission: 'admin' } }, async (request) => {
    const raw = (request.params as { id: string }).id;
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!isInt4(id)) throw notFound(raw);
    const secret = newTelephonySecret();
    const updated = await app.db
      .updateTable('telephony_integrations')
      .set({ secret_hash: hashToken(secret), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound(raw);
    return { id, secret, header: 'X-Telephony-Secret' };
  });
}
