import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { announceAccessChange } from './access-changes.ts';
import { authCache } from './auth-cache.ts';
import { SESSION_COOKIE, SESSION_DAYS } from './authenticate.ts';
import { hashToken, newToken } from './tokens.ts';
import type { DB } from '../db/db-types.ts';

export async function startSession(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): Promise<string> {
  const token = newToken();
  const csrf = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      csrf_token: csrf,
      ip: request.ip,
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString(),
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
  return csrf;
}

/** Ends every session and API token of a user (fired staff lose access at once). */
export async function endAllAccess(db: Kysely<DB>, userId: number) {
  authCache.forgetUser(userId);
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await announceAccessChange(db, { user_id: userId });
}
