import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/db-types.ts';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One key's increments in a statement: `local` already answered here, then each waiting caller. */
interface Pending {
  local: number;
  windowMs: number;
  callbacks: Done[];
}

/** A counted-ahead key: the window's hits as the database last said, and those not yet sent. */
interface Known {
  hits: number;
  unsent: number;
  sending: number;
  windowEnds: number;
}

const hitsOf = (entry: Pending) => entry.local + entry.callbacks.length;

const CLEANUP_EVERY_MS = 10 * 60_000;
/** How often a counted-ahead key's hits go to the database: what another instance may lag behind. */
export const SYNC_EVERY_MS = 200;

/**
 * A @fastify/rate-limit store in the `rate_limit_counters` table, so every API instance on one
 * PostgreSQL counts against the same window. The increments that arrive while one statement is on
 * its way are sent together in the next (one upsert for the whole burst, keys in a fixed order so
 * two instances never deadlock); each caller gets its own position in the count.
 *
 * Keys that `countAhead` names (the API-wide classes, which every request adds to) are answered
 * here: a request waiting on an upsert and its commit cost 2.3 ms on PostgreSQL, every request
 * (issue 25). The first request of a key's window waits for the database as above; the next ones
 * count on from what it said, and their hits are sent every SYNC_EVERY_MS. One instance counts its
 * own requests exactly; another instance's reach it within one sync, so two instances together may
 * let through what they receive in 200 ms beyond the limit. The classes that guard doors (sign-in,
 * tokens, webhooks, uploads) stay exact across instances.
 */
export function dbRateLimitStore(db: Kysely<DB>, countAhead: (key: string) => boolean = () => false) {
  let pending = new Map<string, Pending>();
  let scheduled = false;
  let lastCleanup = Date.now();
  const known = new Map<string, Known>();
  let syncTimer: NodeJS.Timeout | undefined;

  async function flush(batch: Map<string, Pending>) {
    const keys = [...batch.keys()].sort();
    const { rows } = await sql<{ key: string; hits: number; ttl: number }>`
      insert into rate_limit_counters as c (key, hits, window_ends)
      select k, n, now() + w * interval '1 millisecond'
      from unnest(${keys}::text[], ${keys.map((k) => hitsOf(batch.get(k)!))}::int[],
                  ${keys.map((k) => batch.get(k)!.windowMs)}::int[]) as t(k, n, w)
      order by k
      on conflict (key) do update set
        hits = case when c.window_ends <= now() then excluded.hits else c.hits + excluded.hits end,
        window_ends = case when c.window_ends <= now() then excluded.window_ends else c.window_ends end
      returning key, hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::int as ttl`.execute(db);
    for (const row of rows) {
      const entry = batch.get(row.key)!;
      // This burst's callers are the last of the total, in arrival order, after the hits sent ahead.
      entry.callbacks.forEach((done, i) => {
        done(null, { current: row.hits - entry.callbacks.length + i + 1, ttl: row.ttl });
      });
      if (countAhead(row.key)) learn(row.key, row.hits, row.ttl, entry.local);
    }
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      await db.deleteFrom('rate_limit_counters').where('window_ends', '<', sql<string>`now()`).execute();
    }
  }

  /** What the database said of a counted-ahead key, `sent` of its hits now counted there. */
  function learn(key: string, hits: number, ttl: number, sent: number) {
    const k = known.get(key);
    if (!k) {
      known.set(key, { hits, unsent: 0, sending: 0, windowEnds: Date.now() + ttl });
      return;
    }
    k.hits = hits;
    // A key whose window ended and began again meanwhile has no unsent hits of the old one.
    k.unsent = Math.max(0, k.unsent - sent);
    k.sending = Math.max(0, k.sending - sent);
    k.windowEnds = Date.now() + ttl;
  }

  function run() {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    flush(batch).catch((error: Error) => {
      for (const entry of batch.values()) for (const done of entry.callbacks) done(error);
      // Hits counted ahead are sent again with the next sync.
      for (const [key, entry] of batch) {
        const k = known.get(key);
        if (k && entry.local) k.sending = Math.max(0, k.sending - entry.local);
      }
    });
  }

  function add(key: string, windowMs: number, local: number, done?: Done) {
    const entry = pending.get(key) ?? { local: 0, windowMs, callbacks: [] };
    entry.local += local;
    if (done) entry.callbacks.push(done);
    pending.set(key, entry);
    if (!scheduled) {
      scheduled = true;
      setImmediate(run);
    }
  }

  function sync(windowMs: number) {
    syncTimer = undefined;
    const now = Date.now();
    for (const [key, k] of known) {
      // A key whose window is over starts again from the database: forgotten here, so the map
      // holds the keys of the last minute only, not every address ever seen.
      if (now >= k.windowEnds && k.sending === 0) {
        known.delete(key);
        continue;
      }
      const sendable = k.unsent - k.sending;
      if (sendable <= 0) continue;
      k.sending += sendable;
      add(key, windowMs, sendable);
    }
  }

  const store = {
    incr(key: string, done: Done, timeWindow: number) {
      const now = Date.now();
      const k = countAhead(key) ? known.get(key) : undefined;
      if (k && now < k.windowEnds) {
        k.unsent += 1;
        done(null, { current: k.hits + k.unsent, ttl: k.windowEnds - now });
        // Not kept alive by this: hits not yet sent when the process stops are a rounding error.
        if (!syncTimer) syncTimer = setTimeout(() => sync(timeWindow), SYNC_EVERY_MS).unref();
        return;
      }
      // A new window starts from the database's count (another instance may have opened it).
      if (k) known.delete(key);
      add(key, timeWindow, 0, done);
    },
    child() {
      return store;
    },
  };
  return store;
}
