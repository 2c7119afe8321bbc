import { defaultRateLimits } from '../../server/http/rate-limit-config.ts';

/**
 * The app as production builds it, for the benches. The rate limiter stays on (its hooks are part of
 * what a request costs), with its per-user and per-address budgets out of the load's reach: the
 * bench's one user asks for hundreds of pages a second, which no person does, and the PostgreSQL
 * list run was refused with 429 after 3 000 requests in a minute («console columns»: 1 850× 429).
 */
export const benchAppOptions = {
  secretKey: 'bench-secret-bench-secret',
  altchaDifficulty: 10,
  rateLimits: { ...defaultRateLimits, apiPerUser: 1_000_000, apiPerAddress: 1_000_000 },
  /** As main.ts builds it: on PostgreSQL every instance counts in the database (set per database below). */
  sharedRateLimits: false,
};

/** Before a database's parts: the app counts its rate limits where production does on that database. */
export function benchAppOptionsFor(databaseUrl: string | undefined) {
  benchAppOptions.sharedRateLimits = Boolean(databaseUrl);
}
