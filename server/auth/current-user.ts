import type { Kysely } from 'kysely';
import type { DB } from '../db/db-types.ts';

/** The signed-in user as the server checks permissions: never carries the password hash. */
export interface CurrentUserRecord {
  id: number;
  email: string;
  name: string;
  is_admin: boolean;
  user_group_id: number | null;
  permissions: Record<string, boolean>;
  via: 'session' | 'token';
  sessionId?: number;
  csrfToken?: string;
}

/** Joins the user's group so one query gives everything a permission check needs. */
export function userWithGroup(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .leftJoin('user_groups', 'user_groups.id', 'users.user_group_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.is_admin',
      'users.user_group_id',
      'users.fired',
      'user_groups.permissions',
    ]);
}

export function toCurrentUser(row: Record<string, any>, via: 'session' | 'token'): CurrentUserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    is_admin: row.is_admin,
    user_group_id: row.user_group_id,
    permissions: (row.permissions as Record<string, boolean> | null) ?? {},
    via,
  };
}
