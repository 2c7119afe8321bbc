import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/db-types.ts';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Pending {
  hits: number;
  windowMs: number;
  callbacks: Done[];
}

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * A @fastify/rate-limit store in the `rate_limit_counters` table, so every API instance on one
 * PostgreSQL counts against the same window. The increments that arrive while one statement is on
 * its way are sent together in the next (one upsert for the whole burst, keys in a fixed order so
 * two instances never deadlock); each caller gets its own position in the count.
 */
export function dbRateLimitStore(db: Kysely<DB>) {
  let pending = new Map<string, Pending>();
  let scheduled = false;
  let lastCleanup = Date.now();

  async function flush(batch: Map<string, Pending>) {
    const keys = [...batch.keys()].sort();
    const { rows } = await sql<{ key: string; hits: number; ttl: number }>`
      insert into rate_limit_counters as c (key, hits, window_ends)
      select k, n, now() + w * interval '1 millisecond'
      from unnest(${keys}::text[], ${keys.map((k) => batch.get(k)!.hits)}::int[],
                  ${keys.map((k) => batch.get(k)!.windowMs)}::int[]) as t(k, n, w)
      order by k
      on conflict (key) do update set
        hits = case when c.window_ends <= now() then excluded.hits else c.hits + excluded.hits end,
        window_ends = case when c.window_ends <= now() then excluded.window_ends else c.window_ends end
      returning key, hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::int as ttl`.execute(db);
    for (const row of rows) {
      const entry = batch.get(row.key)!;
      // This burst's increments are the last `entry.hits` of the total, in arrival order.
      entry.callbacks.forEach((done, i) => {
        done(null, { current: row.hits - entry.hits + i + 1, ttl: row.ttl });
      });
    }
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      await db.deleteFrom('rate_limit_counters').where('window_ends', '<', sql<string>`now()`).execute();
    }
  }

  function run() {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    flush(batch).catch((error: Error) => {
      for (const entry of batch.values()) for (const done of entry.callbacks) done(error);
    });
  }

  const store = {
    incr(key: string, done: Done, timeWindow: number) {
      const entry = pending.get(key) ?? { hits: 0, windowMs: timeWindow, callbacks: [] };
      entry.hits += 1;
      entry.callbacks.push(done);
      pending.set(key, entry);
      if (!scheduled) {
        scheduled = true;
        setImmediate(run);
      }
    },
    child() {
      return store;
    },
  };
  return store;
}
