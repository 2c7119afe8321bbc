import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authCache } from './auth-cache.ts';
import { type CurrentUserRecord, toCurrentUser, userWithGroup } from './current-user.ts';
import { hashToken } from './tokens.ts';
import type { DB } from '../db/db-types.ts';

export const SESSION_COOKIE = 'crm_session';
export const SESSION_DAYS = 14;

/**
 * Who sends this request: a bearer API token (CLI, scripts) or the browser's session cookie.
 * Fired users and expired or revoked credentials resolve to nobody.
 */
export async function authenticate(db: Kysely<DB>, request: FastifyRequest): Promise<CurrentUserRecord | null> {
  const key = credentialKey(request);
  if (!key) return null;
  const cached = authCache.get(key);
  if (cached) return cached;
  const user = await resolve(db, request);
  if (user) authCache.set(key, user);
  return user;
}

/** The request's user when the cache knows its credential: most requests, answered without a promise. */
export function knownUser(request: FastifyRequest): CurrentUserRecord | undefined {
  const key = credentialKey(request);
  return key ? authCache.get(key) : undefined;
}

/** The cache key of the request's credential: the hash of its bearer token or session cookie. */
export function credentialKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return `b:${hashToken(header.slice(7).trim())}`;
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? `s:${hashToken(cookie)}` : null;
}

async function resolve(db: Kysely<DB>, request: FastifyRequest): Promise<CurrentUserRecord | null> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    const row = await userWithGroup(db)
      .innerJoin('api_tokens', 'api_tokens.user_id', 'users.id')
      .select(['api_tokens.id as token_id', 'api_tokens.last_used_at'])
      .where('api_tokens.token_hash', '=', hashToken(token))
      .where('api_tokens.revoked_at', 'is', null)
      .where('users.fired', '=', false)
      .executeTakeFirst();
    if (!row) return null;
    const lastUsed = row.last_used_at ? Date.parse(row.last_used_at as string) : 0;
    if (Date.now() - lastUsed > 60_000)
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date().toISOString() })
        .where('id', '=', row.token_id)
        .execute();
    return toCurrentUser(row, 'token');
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (!cookie) return null;
  const row = await userWithGroup(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select(['sessions.id as session_id', 'sessions.csrf_token', 'sessions.last_seen_at'])
    .where('sessions.token_hash', '=', hashToken(cookie))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .where('users.fired', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  // Sliding expiry, written at most every five minutes so reads stay reads.
  if (Date.now() - Date.parse(row.last_seen_at as string) > 5 * 60_000) {
    const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date().toISOString(), expires_at: expires })
      .where('id', '=', row.session_id)
      .execute();
  }
  return { ...toCurrentUser(row, 'session'), sessionId: row.session_id, csrfToken: row.csrf_token };
}
