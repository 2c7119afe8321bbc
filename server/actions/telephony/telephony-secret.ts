import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { hashToken, newToken, sameSecret } from '../../auth/tokens.ts';
import type { DB } from '../../db/db-types.ts';

/** The header a PBX sends its integration's secret in. */
export const SECRET_HEADER = 'x-telephony-secret';
/** Secrets start so, so a leaked one is recognisable in logs and never taken for a staff API token. */
const PREFIX = 'tel_';

export const telephonySecretTexts = {
  missing: 'Нужен секрет подключения АТС: заголовок X-Telephony-Secret',
  unknown: 'Секрет подключения АТС не найден или заменён',
} as const;

export const newTelephonySecret = () => newToken(PREFIX);

/**
 * The integration whose secret the request carries; 401 otherwise. The lookup is by the secret's
 * SHA-256 (an index hit leaks nothing about the secret), and the stored hash is compared once more
 * in constant time.
 */
export async function requestIntegration(db: Kysely<DB>, request: FastifyRequest): Promise<number> {
  const header = request.headers[SECRET_HEADER];
  const secret = typeof header === 'string' ? header.trim() : '';
  if (!secret) throw new AppError('unauthorized', telephonySecretTexts.missing);
  const hash = hashToken(secret);
  const row = await db
    .selectFrom('telephony_integrations')
    .select(['id', 'secret_hash', 'last_used_at'])
    .where('secret_hash', '=', hash)
    .executeTakeFirst();
  if (!row || !sameSecret(row.secret_hash as string, hash))
    throw new AppError('unauthorized', telephonySecretTexts.unknown);
  return Number(row.id);
}
