import { type Kysely, sql } from 'kysely';
import { authCache } from './auth-cache.ts';
import type { DB } from '../db/db-types.ts';

/**
 * The Postgres NOTIFY channel on which any API instance says "this identity's access changed"
 * (sign-out, a token revoked, a user fired or moved to another group, a group's permissions
 * edited). Every instance LISTENs: it drops its cached credentials of that user and re-checks the
 * user's open WebSockets at once, so a session ends everywhere within a second, not after a cache
 * TTL or the sockets' periodic re-check.
 */
export const ACCESS_CHANNEL = 'crm_access';

/** Whose access changed: one user, or every member of a group. */
export type AccessChange = { user_id: number } | { group_id: number };

/** Queued like any NOTIFY: called inside a transaction, it is heard only when that commits. */
export async function announceAccessChange(db: Kysely<DB>, change: AccessChange): Promise<void> {
  await sql`select pg_notify(${ACCESS_CHANNEL}, ${JSON.stringify(change)})`.execute(db);
}

export function parseAccessChange(payload: string): AccessChange | null {
  try {
    const change = JSON.parse(payload) as Record<string, unknown>;
    if (Number.isInteger(change?.user_id)) return { user_id: change.user_id as number };
    if (Number.isInteger(change?.group_id)) return { group_id: change.group_id as number };
  } catch {
    // not ours: dropped
  }
  return null;
}

type Listener = (change: AccessChange) => void;

/**
 * One app's subscribers to access changes (the realtime plugin). The cache is dropped before they
 * run, so whatever they re-authenticate is read from the database.
 */
export function createAccessChanges() {
  const listeners = new Set<Listener>();
  return {
    on(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(change: AccessChange) {
      if ('user_id' in change) authCache.forgetUser(change.user_id);
      else authCache.clear();
      for (const listener of listeners) listener(change);
    },
  };
}

export type AccessChanges = ReturnType<typeof createAccessChanges>;

/** LISTENs for access changes made by any instance (this one included) and applies them here. */
export async function listenForAccessChanges(
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>,
  changes: AccessChanges,
): Promise<() => Promise<void>> {
  return listen(ACCESS_CHANNEL, (payload) => {
    const change = parseAccessChange(payload);
    if (change) changes.apply(change);
  });
}
