import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { badCharText, hasBadChar } from '../../core/resources/fields/value-limits.ts';
import { announceAccessChange } from './access-changes.ts';
import { authCache } from './auth-cache.ts';
import { hashToken, newToken } from './tokens.ts';

const listed = ['id', 'name', 'token_prefix', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** Bearer API tokens for the CLI and scripts: created while signed in, shown once, revocable. */
export function registerTokenRoutes(app: FastifyInstance) {
  app.get('/api/tokens', { config: { permission: 'signed_in' } }, async (request) => ({
    items: await app.db
      .selectFrom('api_tokens')
      .select([...listed])
      .where('user_id', '=', request.user!.id)
      .orderBy('id', 'desc')
      .execute(),
  }));

  app.post('/api/tokens', { config: { permission: 'signed_in' } }, async (request, reply) => {
    const body = (request.body ?? {}) as { token?: { name?: unknown } };
    const name = typeof body.token?.name === 'string' ? body.token.name.trim().slice(0, 100) : '';
    if (!name) throw AppError.validation({ name: ['не может быть пустым'] }, ['Название не может быть пустым']);
    if (hasBadChar(name)) throw AppError.validation({ name: [badCharText] }, [`Название ${badCharText}`]);
    const token = newToken('crm_');
    const row = await app.db
      .insertInto('api_tokens')
      .values({ user_id: request.user!.id, name, token_hash: hashToken(token), token_prefix: token.slice(0, 10) })
      .returning([...listed])
      .executeTakeFirstOrThrow();
    return reply.code(201).send({ ...row, token });
  });

  app.delete('/api/tokens/:id', { config: { permission: 'signed_in' } }, async (request) => {
    const raw = (request.params as { id: string }).id;
    // An id past int4 would fail the query's cast; it names no token either way.
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const result = await app.db
      .updateTable('api_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', request.user!.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError('not_found', 'Токен не найден');
    authCache.forgetUser(request.user!.id);
    await announceAccessChange(app.db, { user_id: request.user!.id });
    return { id, revoked: true };
  });
}
