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
