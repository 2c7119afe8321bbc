import { canPrefix } from '../../core/rules/user-permissions.rule.ts';
import type { CurrentUserRecord } from './current-user.ts';

/**
 * The permission every route declares in its config (a test fails on a route without one):
 * public (sign-in, challenge), signed_in, admin, a group flag, a flag prefix, or user groups.
 * Admins pass every check (spec: 'Admins pass every permission check').
 */
export type RoutePermission =
  | 'public'
  | 'signed_in'
  | 'admin'
  | { flag: string }
  | { prefix: string }
  | { groups: readonly number[] };

export function describePermission(p: RoutePermission): string {
  if (typeof p === 'string') return p;
  if ('flag' in p) return p.flag;
  if ('prefix' in p) return `${p.prefix}*`;
  return `group ${p.groups.join('|')}`;
}

export function allows(user: CurrentUserRecord, p: RoutePermission): boolean {
  if (p === 'public' || p === 'signed_in' || user.is_admin) return true;
  if (p === 'admin') return false;
  if ('flag' in p) return user.permissions[p.flag] === true;
  if ('prefix' in p) return canPrefix(user, p.prefix);
  return user.user_group_id !== null && p.groups.includes(user.user_group_id);
}

/** Registry permission → route permission: null any signed-in user, 'admin', or a flag. */
export function fromResourcePermission(p: string | null): RoutePermission {
  if (p === null) return 'signed_in';
  if (p === 'admin') return 'admin';
  return { flag: p };
}

/**
 * A resource's special call needs what the generic operation it extends needs (a worker's fire_until
 * what updating the worker needs); an operation the resource does not offer (`false`) leaves it to admins.
 */
export function resourceActionPermission(p: string | null | false): RoutePermission {
  return p === false ? 'admin' : fromResourcePermission(p);
}
