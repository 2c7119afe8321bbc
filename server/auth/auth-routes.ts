import type { FastifyInstance } from 'fastify';
import { altchaChallenge, readMe, signIn, signOut } from '../../core/actions/defs/session.actions.ts';
import { AppError } from '../../core/errors.ts';
import { hasBadChar } from '../../core/resources/fields/value-limits.ts';
import { texts } from '../../core/texts.ts';
import { mountAction } from '../actions/mount-action.ts';
import { announceAccessChange } from './access-changes.ts';
import type { AltchaService } from './altcha.ts';
import { authCache } from './auth-cache.ts';
import { credentialKey, SESSION_COOKIE } from './authenticate.ts';
import { type CurrentUserRecord, toCurrentUser, userWithGroup } from './current-user.ts';
import { checkCredentials } from './login.ts';
import { startSession } from './sessions.ts';

export function meAnswer(user: CurrentUserRecord) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    is_admin: user.is_admin,
    permissions: user.permissions,
    user_group_id: user.user_group_id,
    ...(user.csrfToken ? { csrf_token: user.csrfToken } : {}),
  };
}

/** Devise-style sign-in and sign-out (spec section 7), behind ALTCHA and a lockout. */
export function registerAuthRoutes(app: FastifyInstance, altcha: AltchaService, secureCookies: boolean) {
  mountAction(app, altchaChallenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return (await altcha.challenge()) as { parameters: Record<string, unknown>; signature: string };
  });

  // No transaction: a failed attempt must stay counted (the lockout) and a used challenge spent.
  mountAction(
    app,
    signIn,
    async ({ body, request, reply }) => {
      const { email, password } = body.user;
      // No account has U+0000 or half a surrogate pair in its e-mail; the database cannot even compare one.
      if (!email || !password || hasBadChar(email)) throw new AppError('unauthorized', texts.badCredentials);
      if (!(await altcha.verify(body.altcha))) throw new AppError('unauthorized', texts.humanCheckRequired);
      const userId = await checkCredentials(app.db, email, password);
      if (!userId) throw new AppError('unauthorized', texts.badCredentials);
      const csrf = await startSession(app.db, request, reply, userId, secureCookies);
      const row = await userWithGroup(app.db).where('users.id', '=', userId).executeTakeFirstOrThrow();
      return { ...meAnswer(toCurrentUser(row, 'session')), csrf_token: csrf };
    },
    { transaction: false },
  );

  // Signing out deletes no record: no entry in the user activity log.
  mountAction(
    app,
    signOut,
    async ({ trx, request, reply }) => {
      if (request.user?.sessionId) {
        await trx.deleteFrom('sessions').where('id', '=', request.user.sessionId).execute();
        // Sockets opened with this session close on every instance.
        await announceAccessChange(trx, { user_id: request.user.id });
      }
      const key = credentialKey(request);
      if (key) authCache.forget(key);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { signed_out: true as const };
    },
    { config: { activity: false } },
  );

  mountAction(app, readMe, ({ user }) => meAnswer(user));
}
