import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { issueDeviceToken, revokeDeviceToken } from '../../../core/actions/defs/location-logs.actions.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { mountAction } from '../mount-action.ts';
import type { DB } from '../../db/db-types.ts';

/** Device tokens start so, so a leaked one is recognisable in logs and never taken for a staff API token. */
const PREFIX = 'dev_';

export const deviceTexts = {
  missing: 'Нужен токен устройства: заголовок Authorization: Bearer dev_…',
  unknown: 'Токен устройства не найден или отозван',
  noWorker: (id: string) => `Работник №${id} не найден`,
} as const;

/** The worker whose phone sends this request, from its bearer device token; 401 otherwise. */
export async function deviceWorker(db: Kysely<DB>, request: FastifyRequest): Promise<number> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token.startsWith(PREFIX)) throw new AppError('unauthorized', deviceTexts.missing);
  const row = await db
    .selectFrom('location_device_tokens')
    .select(['id', 'individual_id', 'last_used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new AppError('unauthorized', deviceTexts.unknown);
  // A phone posts every minute or so: one write a minute is enough to tell a silent phone.
  const lastUsed = row.last_used_at ? Date.parse(String(row.last_used_at)) : 0;
  if (Date.now() - lastUsed > 60_000)
    await db
      .updateTable('location_device_tokens')
      .set({ last_used_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
  return row.individual_id as number;
}

/**
 * An admin issues a worker's phone its token (shown once: only the SHA-256 is kept) and revokes it.
 * Issuing again replaces the old token, so a lost phone is cut off by giving the new one.
 */
export function registerDeviceTokenRoutes(app: FastifyInstance) {
  mountAction(app, issueDeviceToken, async ({ trx, body, user, reply }) => {
    const id = body.device_token.trackable_id;
    const token = newToken(PREFIX);
    const worker = await trx.selectFrom('individuals').select('id').where('id', '=', id).executeTakeFirst();
    if (!worker) throw new AppError('not_found', deviceTexts.noWorker(String(id)));
    await trx.deleteFrom('location_device_tokens').where('individual_id', '=', id).execute();
    await trx
      .insertInto('location_device_tokens')
      .values({ individual_id: id, token_hash: hashToken(token), created_by: user.id })
      .execute();
    reply.code(201);
    return { trackable_id: id, token };
  });

  mountAction(app, revokeDeviceToken, async ({ trx, params }) => {
    const id = params.trackable_id;
    const gone = await trx.deleteFrom('location_device_tokens').where('individual_id', '=', id).executeTakeFirst();
    if (!gone.numDeletedRows) throw new AppError('not_found', `У работника №${id} нет токена устройства`);
    return { trackable_id: id, revoked: true as const };
  });
}
