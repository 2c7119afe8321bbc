import type { FastifyInstance } from 'fastify';
import { createToken, listTokens, revokeToken } from '../../core/actions/defs/session.actions.ts';
import { AppError } from '../../core/errors.ts';
import { mountAction } from '../actions/mount-action.ts';
import { announceAccessChange } from './access-changes.ts';
import { authCache } from './auth-cache.ts';
import { hashToken, newToken } from './tokens.ts';

const listed = ['id', 'name', 'token_prefix', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** Bearer API tokens for the CLI and scripts: created while signed in, shown once, revocable. */
export function registerTokenRoutes(app: FastifyInstance) {
  mountAction(app, listTokens, async ({ trx, user }) => ({
    items: await trx
      .selectFrom('api_tokens')
      .select([...listed])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute(),
  }));

  mountAction(app, createToken, async ({ trx, body, user, reply }) => {
    const token = newToken('crm_');
    const row = await trx
      .insertInto('api_tokens')
      .values({
        user_id: user.id,
        name: body.token.name,
        token_hash: hashToken(token),
        token_prefix: token.slice(0, 10),
      })
      .returning([...listed])
      .executeTakeFirstOrThrow();
    reply.code(201);
    return { ...row, token };
  });

  mountAction(
    app,
    revokeToken,
    async ({ params, user, transaction }) => {
      await transaction(async (trx) => {
        const result = await trx
          .updateTable('api_tokens')
          .set({ revoked_at: new Date().toISOString() })
          .where('id', '=', params.id)
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new AppError('not_found', 'Токен не найден');
        await announceAccessChange(trx, { user_id: user.id });
      });
      authCache.forgetUser(user.id);
      return { id: params.id, revoked: true as const };
    },
    // Committed before the cache forgets it, so no request in between caches the token as still valid.
    { transaction: false },
  );
}
