import { type Kysely, sql } from 'kysely';
import { publish } from '../realtime/publish.ts';
import type { DB } from '../db/db-types.ts';

export interface RunningJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  userId: number | null;
  /** 1 on the first run; a job retried after a crash or an error sees 2, 3. */
  attempt: number;
}

export interface JobContext {
  db: Kysely<DB>;
  job: RunningJob;
  /** Stores the progress, renews the lease and tells the owner live (`job_progress`). */
  progress(done: number, total: number): Promise<void>;
}

/**
 * Does the work and returns the result kept on the job and sent to its owner. It must be safe to
 * run again after a crash half-way (the lease runs out and the job is taken anew): each handler
 * records what it has done per item and skips it on the next attempt.
 */
export type JobHandler = (ctx: JobContext) => Promise<JobResult | null>;

export interface JobKindOptions {
  /** The owner's notice when the last attempt fails ('Ошибка массовой рассылки'). */
  failureText: string;
}

/**
 * What a handler returns, kept as the job's result. `notice` is shown to the owner when the job
 * ends ('Массовая рассылка завершена'); the rest (rows, counts) is the job's own report.
 */
export interface JobResult {
  notice?: { type: 'success' | 'warning' | 'error'; text: string };
  [key: string]: unknown;
}

export interface JobRunner {
  register(kind: string, handler: JobHandler, options: JobKindOptions): void;
  /** Takes and runs one due job; false when there was none. */
  runOnce(): Promise<boolean>;
  /** Runs due jobs until none is left (tests, and the poller's own loop). */
  drain(): Promise<number>;
  /** Polls every `pollMs` (main.ts); 0 does not poll. */
  start(pollMs: number): void;
  stop(): Promise<void>;
  /** For /health/ready: whether the poller runs and is not stuck (a poll ended lately or one is running). */
  alive(): boolean;
}

/** How long a taken job is reserved; progress renews it, so only a dead worker's job is retaken. */
const LEASE = '2 minutes';
export const MAX_ATTEMPTS = 3;

/**
 * The durable job queue of DESIGN.md §2 ('a jobs table polled with FOR UPDATE SKIP LOCKED'). A job
 * is taken in a short transaction (lease + attempt count) and run outside it, so a long job never
 * holds a transaction open; several API instances can poll the same table.
 */
export function createJobRunner(db: Kysely<DB>): JobRunner {
  const handlers = new Map<string, { handler: JobHandler; options: JobKindOptions }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let pollEvery = 0;
  let busy = false;
  let lastPollEnd = Date.now();

  async function take(): Promise<RunningJob | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const row = await sql<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      user_id: number | null;
      attempts: number;
    }>`
      update jobs set attempts = attempts + 1, locked_until = now() + ${sql.raw(`interval '${LEASE}'`)}
      where id = (
        select id from jobs
        where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
          and kind in (${sql.join(kinds)})
        order by run_at, id
        for update skip locked
        limit 1)
      returning id, kind, payload, user_id, attempts`
      .execute(db)
      .then((r) => r.rows[0]);
    if (!row) return null;
    return { id: row.id, kind: row.kind, payload: row.payload, userId: row.user_id, attempt: row.attempts };
  }

  async function tell(job: RunningJob, data: Record<string, unknown>) {
    if (job.userId !== null)
      await publish(db, `/notification/${job.userId}`, { job_id: job.id, kind: job.kind, ...data });
  }

  async function run(job: RunningJob) {
    const { handler, options } = handlers.get(job.kind)!;
    const ctx: JobContext = {
      db,
      job,
      async progress(done, total) {
        await db
          .updateTable('jobs')
          .set({
            progress: JSON.stringify({ done, total }),
            locked_until: sql`now() + ${sql.raw(`interval '${LEASE}'`)}`,
          })
          .where('id', '=', job.id)
          .execute();
        await tell(job, { type: 'job_progress', done, total });
      },
    };
    try {
      const result = (await handler(ctx)) ?? null;
      await db
        .updateTable('jobs')
        .set({ done_at: sql`now()`, result: JSON.stringify(result), last_error: null, locked_until: null })
        .where('id', '=', job.id)
        .execute();
      await tell(job, { type: 'job_done', result });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const final = job.attempt >= MAX_ATTEMPTS;
      // A failed attempt waits a little longer each time; the last one ends the job as failed.
      await db
        .updateTable('jobs')
        .set({
          last_error: message,
          locked_until: null,
          run_at: sql`now() + ${sql.raw(`interval '${5 * job.attempt} seconds'`)}`,
          ...(final ? { done_at: sql`now()`, failed: true } : {}),
        })
        .where('id', '=', job.id)
        .execute();
      if (final) await tell(job, { type: 'job_failed', error: message, text: options.failureText });
    }
  }

  const runner: JobRunner = {
    register(kind, handler, options) {
      if (handlers.has(kind)) throw new Error(`Обработчик задания ${kind} уже зарегистрирован`);
      handlers.set(kind, { handler, options });
    },
    async runOnce() {
      const job = await take();
      if (!job) return false;
      await run(job);
      return true;
    },
    async drain() {
      let n = 0;
      while (await runner.runOnce()) n++;
      return n;
    },
    start(pollMs) {
      if (pollMs <= 0 || timer) return;
      pollEvery = pollMs;
      const tick = () => {
        busy = true;
        running = runner
          .drain()
          .catch(() => undefined)
          .finally(() => {
            busy = false;
            lastPollEnd = Date.now();
            schedule();
          });
      };
      // Unref'd: a waiting poll never keeps the process alive on its own.
      const schedule = () => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      };
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    alive() {
      if (stopped) return false;
      // Not polling (tests drain by hand) is not a failure; a poll that ended long ago is.
      return pollEvery === 0 || busy || Date.now() - lastPollEnd < pollEvery * 3 + 10_000;
    },
  };
  return runner;
}
