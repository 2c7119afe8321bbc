import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { hasBadChar } from '../../core/resources/fields/value-limits.ts';
import { texts } from '../../core/texts.ts';
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
  app.get('/api/altcha/challenge', { config: { permission: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return altcha.challenge();
  });

  app.post('/users/sign_in.json', { config: { permission: 'public' } }, async (request, reply) => {
    const body = (request.body ?? {}) as { user?: { email?: unknown; password?: unknown }; altcha?: unknown };
    const email = typeof body.user?.email === 'string' ? body.user.email : '';
    const password = typeof body.user?.password === 'string' ? body.user.password : '';
    // No account has U+0000 or half a surrogate pair in its e-mail; the database cannot even compare one.
    if (!email || !password || hasBadChar(email)) throw new AppError('unauthorized', texts.badCredentials);
    if (!(await altcha.verify(body.altcha))) throw new AppError('unauthorized', texts.humanCheckRequired);
    const userId = await checkCredentials(app.db, email, password);
    if (!userId) throw new AppError('unauthorized', texts.badCredentials);
    const csrf = await startSession(app.db, request, reply, userId, secureCookies);
    const row = await userWithGroup(app.db).where('users.id', '=', userId).executeTakeFirstOrThrow();
    return { ...meAnswer(toCurrentUser(row, 'session')), csrf_token: csrf };
  });

  // Signing out deletes no record: no entry in the user activity log.
  app.delete(
    '/users/sign_out.json',
    { config: { permission: 'signed_in', activity: false } },
    async (request, reply) => {
      if (request.user?.sessionId) {
        await app.db.deleteFrom('sessions').where('id', '=', request.user.sessionId).execute();
        // Sockets opened with this session close on every instance.
        await announceAccessChange(app.db, { user_id: request.user.id });
      }
      const key = credentialKey(request);
      if (key) authCache.forget(key);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { signed_out: true };
    },
  );

  app.get('/api/me', { config: { permission: 'signed_in' } }, async (request) => meAnswer(request.user!));
}
