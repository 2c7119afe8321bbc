import type { CurrentUserRecord } from './current-user.ts';

/**
 * A short-lived cache of "this credential belongs to this user", so a list request costs one
 * query, not two. Entries live TTL_MS at most; this process drops a user's entries at once when
 * they sign out, are fired, lose a token or change groups (callers invalidate). Another API
 * instance on the same PostgreSQL sees such a change within TTL_MS.
 */
export const TTL_MS = 3_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: CurrentUserRecord;
  expires: number;
}

const entries = new Map<string, Entry>();

export const authCache = {
  get(key: string): CurrentUserRecord | undefined {
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return hit.user;
  },
  set(key: string, user: CurrentUserRecord) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { user, expires: Date.now() + TTL_MS });
  },
  forget(key: string) {
    entries.delete(key);
  },
  forgetUser(userId: number) {
    for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
  },
  clear() {
    entries.clear();
  },
};
