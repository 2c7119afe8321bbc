import type { AccessRule } from '../../core/permissions/access-rule.ts';

/**
 * The permission every route declares in its config (a test fails on a route without one). The
 * rule and its check live in core, so the console hides exactly what the server refuses.
 */
export type RoutePermission = AccessRule;

export {
  allows,
  describeAccess as describePermission,
  fromResourcePermission,
} from '../../core/permissions/access-rule.ts';
import { fromResourcePermission } from '../../core/permissions/access-rule.ts';

/**
 * A resource's special call needs what the generic operation it extends needs (a worker's fire_until
 * what updating the worker needs); an operation the resource does not offer (`false`) leaves it to admins.
 */
export function resourceActionPermission(p: string | null | false): RoutePermission {
  return p === false ? 'admin' : fromResourcePermission(p);
}
