import { allows, fromResourcePermission } from '../../core/permissions/access-rule.ts';
import { screenRule } from '../../core/permissions/screen-access.ts';
import type { Permission, ResourceDef } from '../../core/resources/define-resource.ts';
import { getResource } from '../../core/resources/index.ts';
import type { CurrentUser } from '../../core/rules/user-permissions.rule.ts';

/**
 * The console only hides what the server would refuse (DESIGN.md section 8), by the very rule the
 * server checks (core/permissions/access-rule.ts).
 */
export function allowed(user: CurrentUser | null, permission: Permission): boolean {
  if (permission === false || !user) return false;
  return allows(user, fromResourcePermission(permission));
}

export interface ResourceAbilities {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export function abilities(user: CurrentUser | null, def: ResourceDef): ResourceAbilities {
  const p = def.permissions;
  return {
    read: allowed(user, p.read),
    create: allowed(user, p.create),
    update: allowed(user, p.update),
    delete: allowed(user, p.delete),
  };
}

/** A console route: a list needs its resource's read permission, a screen its rule in core's screenAccess. */
export function routeAllowed(user: CurrentUser | null, route: { path: string; resource?: string }): boolean {
  if (route.resource) {
    const def = getResource(route.resource);
    return def !== undefined && allowed(user, def.permissions.read);
  }
  return user !== null && allows(user, screenRule(route.path));
}
