import type { Kysely } from 'kysely';
import type { AccessChanges } from '../auth/access-changes.ts';
import type { CurrentUserRecord } from '../auth/current-user.ts';
import type { RoutePermission } from '../auth/route-permission.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { GracefulStop } from './graceful-stop.ts';
import type { DB } from '../db/db-types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route; the permission-matrix test fails on a route without one. */
    permission?: RoutePermission;
    /** The catalogue action a special route serves (server/actions/mount-action.ts); the completeness test reads it. */
    action?: string;
    /** The registry resource a generic route serves (server/crud/resource-routes.ts). */
    resource?: string;
    /** The route's answers never hold a sensitive value, so the reveal walk skips them (sensitive-values.ts). */
    withoutSensitive?: boolean;
  }
  interface FastifyRequest {
    user: CurrentUserRecord | null;
  }
  interface FastifyInstance {
    db: Kysely<DB>;
    /** The background job queue (server/jobs): special routes register their job kinds on it. */
    jobs: JobRunner;
    /** The start of a stop (server/http/graceful-stop.ts). */
    drainRequests: GracefulStop['drain'];
    /** Sign-outs, revoked tokens, fired users and group changes heard from every instance (server/auth/access-changes.ts). */
    accessChanges: AccessChanges;
  }
}
