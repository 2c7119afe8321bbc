import type { Kysely } from 'kysely';
import type { CurrentUserRecord } from '../auth/current-user.ts';
import type { RoutePermission } from '../auth/route-permission.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route; the permission-matrix test fails on a route without one. */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    user: CurrentUserRecord | null;
  }
  interface FastifyInstance {
    db: Kysely<any>;
  }
}
