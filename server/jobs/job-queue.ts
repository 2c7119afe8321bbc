import type { Kysely } from 'kysely';
import type { DB } from '../db/db-types.ts';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Who started it: progress and the result go to their /notification/{userId} channel. */
  userId: number | null;
}

/**
 * Queues a job. Called inside the request's transaction, the job exists only if the request
 * commits, so a refused request never leaves a job behind.
 */
export async function enqueueJob(db: Kysely<DB>, job: NewJob): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ kind: job.kind, payload: JSON.stringify(job.payload), user_id: job.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface JobView {
  id: number;
  kind: string;
  done: boolean;
  failed: boolean;
  progress: { done: number; total: number } | null;
  result: unknown;
  error: string | null;
}

/** A job as its owner sees it (GET /api/jobs/{id}); null when it is not theirs or does not exist. */
export async function readJob(db: Kysely<DB>, id: number, userId: number, isAdmin: boolean): Promise<JobView | null> {
  let query = db
    .selectFrom('jobs')
    .select(['id', 'kind', 'done_at', 'failed', 'progress', 'result', 'last_error'])
    .where('id', '=', id);
  if (!isAdmin) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    done: row.done_at !== null,
    failed: row.failed,
    progress: row.progress as JobView['progress'],
    result: row.result,
    error: row.last_error,
  };
}
