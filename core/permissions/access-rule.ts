import { type CurrentUser, canPrefix } from '../rules/user-permissions.rule.ts';

/**
 * Who may open a route or a screen: public (sign-in, challenge), signed_in, admin, a group flag, a
 * flag prefix, or user groups. The server checks it on every request and the console hides by the
 * same function, so the two cannot disagree (DESIGN.md §8: 'the console only hides what the user
 * cannot do'). Admins pass every check (spec: 'Admins pass every permission check').
 */
export type AccessRule =
  | 'public'
  | 'signed_in'
  | 'admin'
  | { flag: string }
  | { prefix: string }
  | { groups: readonly number[] };

export function allows(user: CurrentUser, rule: AccessRule): boolean {
  if (rule === 'public' || rule === 'signed_in' || user.is_admin) return true;
  if (rule === 'admin') return false;
  if ('flag' in rule) return user.permissions[rule.flag] === true;
  if ('prefix' in rule) return canPrefix(user, rule.prefix);
  return user.user_group_id !== null && rule.groups.includes(user.user_group_id);
}

/** Registry permission → access rule: null any signed-in user, 'admin', or a flag. */
export function fromResourcePermission(p: string | null): AccessRule {
  if (p === null) return 'signed_in';
  if (p === 'admin') return 'admin';
  return { flag: p };
}

/**
 * A resource's special call needs what the generic operation it extends needs (reading a worker's
 * rate what the workers' list needs); an operation the resource does not offer (`false`) leaves it to admins.
 */
export function resourceActionRule(p: string | null | false): AccessRule {
  return fromResourcePermission(p === false ? 'admin' : p);
}

export function describeAccess(rule: AccessRule): string {
  if (typeof rule === 'string') return rule;
  if ('flag' in rule) return rule.flag;
  if ('prefix' in rule) return `${rule.prefix}*`;
  return `group ${rule.groups.join('|')}`;
}

/** The group flags a rule reads (a prefix reads every key it starts), for the catalogue's completeness test. */
export function flagsOfRule(rule: AccessRule, keys: readonly string[]): string[] {
  if (typeof rule === 'string' || 'groups' in rule) return [];
  if ('flag' in rule) return [rule.flag];
  return keys.filter((k) => k.startsWith(rule.prefix));
}
