import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { CurrentUserRecord } from '../auth/current-user.ts';
import type { Row } from './serialize.ts';

/**
 * Whose rows a request may see: for a resource with an `owner` field, the signed-in user's only
 * (admins included: a saved filter is personal, like a chat channel). Undefined: every row.
 */
export interface OwnerScope {
  column: string;
  userId: number;
}

export function ownerScope(def: ResourceDef, user: CurrentUserRecord): OwnerScope | undefined {
  return def.owner ? { column: def.owner, userId: user.id } : undefined;
}

/**
 * The fields a new row takes from the session, never from the body (the write schema already
 * drops them as read-only): its owner and its author.
 */
export function stampSessionFields(def: ResourceDef, values: Row, user: CurrentUserRecord): void {
  if (def.owner) values[def.owner] = user.id;
  if (def.author) values[def.author] = user.id;
}
