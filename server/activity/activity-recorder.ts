import { type Kysely, sql } from 'kysely';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import type { DB } from '../db/db-types.ts';

/** Spec 02 user activity actions: 1 page open, 2 create, 3 update, 4 delete (core/resources/options.ts). */
export type ActivityAction = 1 | 2 | 3 | 4;

export interface ActivityEvent {
  userId: number;
  uri: string;
  action: ActivityAction;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

export interface ActivityRecorderOptions {
  /** A batch is written when this many events wait… */
  maxRows?: number;
  /** …or this long after the first of them, whichever comes first. */
  flushMs?: number;
  /** A failed batch is reported here and dropped: activity never fails or slows the request. */
  onError?(error: unknown, lost: number): void;
}

export interface ActivityRecorder {
  /** Queues one event; never throws, never waits for the database. */
  record(event: ActivityEvent): void;
  /** Writes what waits (tests; the app's close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const MAX_URI = 2000;
const MAX_AGENT = 1000;

/**
 * The day's row of the activity list: the uri without its query (/orders?id=5 counts as /orders).
 * The day is Moscow's whatever the machine's zone: at 00:30 in Moscow a UTC server would file the
 * event under yesterday.
 */
const dayKey = (e: ActivityEvent) => [moscowDate(e.at), e.userId, e.uri.split('?')[0], e.action] as const;

/** One batch: the single events and their per-day counts, in one transaction. */
async function writeBatch(db: Kysely<DB>, events: ActivityEvent[]) {
  const days = new Map<string, { key: ReturnType<typeof dayKey>; count: number; last: Date }>();
  for (const e of events) {
    const key = dayKey(e);
    const id = JSON.stringify(key);
    const row = days.get(id) ?? { key, count: 0, last: e.at };
    row.count++;
    if (e.at > row.last) row.last = e.at;
    days.set(id, row);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_activities')
      .values(
        events.map((e) => ({
          user_id: e.userId,
          uri: e.uri,
          action: e.action,
          ip: e.ip,
          user_agent: e.userAgent,
          created_at: e.at.toISOString(),
        })),
      )
      .execute();
    await trx
      .insertInto('user_activity_days')
      .values(
        [...days.values()].map(({ key: [day, userId, uri, action], count, last }) => ({
          day,
          user_id: userId,
          uri,
          action,
          count,
          created_at: last.toISOString(),
        })),
      )
      .onConflict((oc) =>
        oc.constraint('user_activity_days_key').doUpdateSet({
          count: sql`user_activity_days.count + excluded.count`,
          created_at: sql`greatest(user_activity_days.created_at, excluded.created_at)`,
          updated_at: sql`now()`,
        }),
      )
      .execute();
  });
}

/**
 * Keeps activity events in memory and writes them in batches (issue 14 item 5: 'without slowing
 * requests'): a request only pushes to an array; one insert of many rows replaces one per request.
 * At most one write runs at a time; events arriving meanwhile wait for the next batch.
 */
export function createActivityRecorder(db: Kysely<DB>, options: ActivityRecorderOptions = {}): ActivityRecorder {
  const maxRows = options.maxRows ?? 200;
  const flushMs = options.flushMs ?? 1000;
  let waiting: ActivityEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(async () => {
      const batch = waiting;
      waiting = [];
      if (!batch.length) return;
      try {
        await writeBatch(db, batch);
      } catch (error) {
        options.onError?.(error, batch.length);
      }
    });
    return writing;
  }

  return {
    record(event) {
      waiting.push({
        ...event,
        uri: event.uri.slice(0, MAX_URI),
        userAgent: event.userAgent?.slice(0, MAX_AGENT) ?? null,
      });
      if (waiting.length >= maxRows) void flush();
      else if (!timer && flushMs > 0) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}

/** For measuring the cost of recording (tests/bench): records nothing. */
export const noActivityRecorder: ActivityRecorder = {
  record() {},
  flush: async () => {},
  close: async () => {},
};
