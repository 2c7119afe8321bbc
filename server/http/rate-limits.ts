import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.ts';
import { isSafeMethod } from './http-methods.ts';
import { dbRateLimitStore } from './db-rate-limit-store.ts';
import { type RateLimits, rateLimitText } from './rate-limit-config.ts';
import type { DB } from '../db/db-types.ts';

const WINDOW_MS = 60_000;

/** The key prefixes of the API-wide classes (every request, per address and per user). */
const PER_ADDRESS = 'a:';
const PER_USER = 'u:';

/** The named routes of the classes that are not recognised by their kind. */
const signInRoute = 'POST /users/sign_in.json';
const tokenRoute = 'POST /api/tokens';

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;
const isPublic = (request: FastifyRequest) => request.routeOptions.config?.permission === 'public';
const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

interface Limiter {
  max: keyof RateLimits;
  /** Whose count this request adds to, or null when the class does not apply. */
  key(request: FastifyRequest): string | null;
}

/** Before authentication: what an address may send at all, and the public doors. */
const byAddress: Limiter[] = [
  { max: 'apiPerAddress', key: (r) => `${PER_ADDRESS}${r.ip}` },
  { max: 'signIn', key: (r) => (routeOf(r) === signInRoute ? `s:${r.ip}` : null) },
  {
    max: 'webhooks',
    key: (r) => (isPublic(r) && !isSafeMethod(r.method) && routeOf(r) !== signInRoute ? `w:${r.ip}` : null),
  },
];

/**
 * The API-wide classes: every request adds to one of each, so a shared store counts them ahead of
 * the database (db-rate-limit-store.ts) instead of making each request wait on a write.
 */
const countedAhead = (key: string) => key.startsWith(PER_ADDRESS) || key.startsWith(PER_USER);

/** After authentication: what one user may do, whichever addresses they come from. */
const byUser: Limiter[] = [
  { max: 'apiPerUser', key: (r) => (r.user ? `${PER_USER}${r.user.id}` : null) },
  { max: 'tokens', key: (r) => (r.user && routeOf(r) === tokenRoute ? `t:${r.user.id}` : null) },
  { max: 'uploads', key: (r) => (r.user && isMultipart(r) ? `f:${r.user.id}` : null) },
];

/**
 * Rate limits by @fastify/rate-limit (issue 26 item 2): per address before authentication, per user
 * after it, plus the sign-in, token, webhook and upload classes. A refused request is a 429 with
 * Retry-After and a Russian message. `shared` keeps the counters in the database (PostgreSQL: every
 * instance counts against the same windows); otherwise in this process (the embedded database
 * runs one instance only).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { limits: RateLimits; shared: boolean; db: Kysely<DB> },
) {
  const store = options.shared ? dbRateLimitStore(options.db, countedAhead) : null;
  await app.register(rateLimit, {
    global: false,
    // A database that cannot count does not take the whole API down with it.
    skipOnError: true,
    // The plugin constructs its store with `new`; a constructor may hand back an object of its own.
    ...(store
      ? {
          store: function sharedStore() {
            return store;
          } as never,
        }
      : {}),
  });

  const build = (limiter: Limiter) => {
    const check = app.createRateLimit({
      max: options.limits[limiter.max],
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => limiter.key(request) ?? '',
    });
    return { limiter, check };
  };
  const stage = (limiters: Limiter[]) => limiters.filter((l) => options.limits[l.max] > 0).map(build);

  const enforce = (checks: ReturnType<typeof stage>) => async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { limiter, check } of checks) {
      if (limiter.key(request) === null) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('too_many_requests', rateLimitText(Math.max(1, result.ttlInSeconds)));
    }
  };
  app.addHook('onRequest', enforce(stage(byAddress)));
  app.addHook('preHandler', enforce(stage(byUser)));
}
