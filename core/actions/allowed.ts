import { allows } from '../permissions/access-rule.ts';
import type { CurrentUser } from '../rules/user-permissions.rule.ts';
import type { AnyAction } from './define-action.ts';

/**
 * May this user call the action (on this record, when the action has a per-record rule)? The
 * server refuses by the same function, so the console hides exactly what would be refused. Without
 * a row, a per-record action is offered when the user passes its permission (the server decides).
 */
export function allowed(
  user: CurrentUser,
  action: Pick<AnyAction, 'permission' | 'record'>,
  row?: Record<string, unknown>,
): boolean {
  if (!allows(user, action.permission)) return false;
  if (!row || !action.record?.allows || user.is_admin) return true;
  return action.record.allows(user, row);
}
