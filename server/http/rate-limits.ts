import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.ts';
import { isSafeMethod } from './http-methods.ts';
import { dbRateLimitStore } from './db-rate-limit-store.ts';
import { type RateLimits, rateLimitText } from './rate-limit-config.ts';
import type { DB } from '../db/db-types.ts';

const WINDOW_MS = 60_000;
/** Keys the in-process store keeps (least recently used dropped first): the plugin's default. */
const LOCAL_KEYS = 5000;

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

/** A @fastify/rate-limit store: counts a key's hit in its window and answers through `done`. */
interface CounterStore {
  incr(
    key: string,
    done: (error: Error | null, counted?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
}

/** The plugin's own in-process store (a bounded LRU of windows), as the plugin builds it by default. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => CounterStore;

/**
 * Rate limits (issue 26 item 2): per address before authentication, per user after it, plus the
 * sign-in, token, webhook and upload classes. A refused request is a 429 with Retry-After and a
 * Russian message. `shared` keeps the counters in the database (PostgreSQL: every instance counts
 * against the same windows); otherwise in this process (the embedded database runs one instance).
 *
 * The counters are @fastify/rate-limit's store contract (its LocalStore, or db-rate-limit-store.ts),
 * asked from two callback hooks. The plugin's own check wrapped every hit in three promises and
 * its hooks in more; both stores answer the API-wide classes at once, so a request that is not
 * refused passes here without a promise (issue 25: part of what the app cost over a bare handler).
 */
export function registerRateLimits(
  app: FastifyInstance,
  options: { limits: RateLimits; shared: boolean; db: Kysely<DB> },
) {
  const store: CounterStore = options.shared
    ? dbRateLimitStore(options.db, countedAhead)
    : new LocalStore(false, false, LOCAL_KEYS);
  const stage = (limiters: Limiter[]) =>
    limiters.flatMap((limiter) =>
      options.limits[limiter.max] > 0 ? [{ limiter, max: options.limits[limiter.max] }] : [],
    );

  const enforce =
    (checks: ReturnType<typeof stage>) =>
    (request: FastifyRequest, reply: FastifyReply, next: (error?: Error) => void) => {
      const from = (first: number): void => {
        for (let i = first; i < checks.length; i++) {
          const key = checks[i].limiter.key(request);
          if (key === null) continue;
          const { max } = checks[i];
          store.incr(
            key,
            (error, counted) => {
              // A database that cannot count does not take the whole API down with it.
              if (error) request.log.warn({ err: error }, 'rate limit not counted');
              if (error || !counted || counted.current <= max) return from(i + 1);
              const seconds = Math.ceil(counted.ttl / 1000);
              reply.header('retry-after', String(seconds));
              next(new AppError('too_many_requests', rateLimitText(Math.max(1, seconds))));
            },
            WINDOW_MS,
            max,
          );
          return;
        }
        next();
      };
      from(0);
    };
  app.addHook('onRequest', enforce(stage(byAddress)));
  app.addHook('preHandler', enforce(stage(byUser)));
}
