// The limits alone (no Fastify): server/config.ts reads them before the server's modules load.

/** Requests per minute allowed for each limited class (0 turns a class off). */
export interface RateLimits {
  /** POST /users/sign_in.json per address (the lockout guards each account besides). */
  signIn: number;
  /** POST /api/tokens per user. */
  tokens: number;
  /** Public writes (telephony events, location logs, worker messages) per address. */
  webhooks: number;
  /** Multipart uploads per user. */
  uploads: number;
  /** Every request per signed-in user. */
  apiPerUser: number;
  /** Every request per address. */
  apiPerAddress: number;
}

export const defaultRateLimits: RateLimits = {
  signIn: 30,
  tokens: 20,
  webhooks: 1200,
  uploads: 120,
  apiPerUser: 3000,
  apiPerAddress: 6000,
};

/** Every class off (tests that are not about limits). */
export const noRateLimits: RateLimits = {
  signIn: 0,
  tokens: 0,
  webhooks: 0,
  uploads: 0,
  apiPerUser: 0,
  apiPerAddress: 0,
};

export const rateLimitText = (seconds: number) => `Слишком много запросов. Повторите через ${seconds} с.`;
