import type { Permission, ResourceDef } from '../../core/resources/define-resource.ts';
import type { CurrentUser } from '../../core/rules/user-permissions.rule.ts';

/** The console only hides what the server would refuse (DESIGN.md section 8). */
export function allowed(user: CurrentUser | null, permission: Permission): boolean {
  if (permission === false || !user) return false;
  if (permission === null || user.is_admin) return true;
  if (permission === 'admin') return false;
  return user.permissions[permission] === true;
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
