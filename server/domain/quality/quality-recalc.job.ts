import { type Kysely, sql } from 'kysely';
import { QUALITY_CHANNEL } from '../../../core/quality/quality-channel.ts';
import { monthText, qualityTexts } from '../../../core/quality/quality-texts.ts';
import {
  NO_FACTS,
  progressPercent,
  type QualityScores,
  qualityScores,
  type RatingKoefs,
} from '../../../core/rules/quality.rule.ts';
import type { JobContext, JobResult } from '../../jobs/job-runner.ts';
import { publish } from '../../realtime/publish.ts';
import { refreshReliability } from '../reliability/reliability-store.ts';
import type { WorkerSet } from '../reliability/worker-set.ts';
import { addFacts, type MonthlyFacts, qualityFacts } from './quality-facts.query.ts';
import { rankQualityMonth, rankSteps } from './quality-places.ts';
import { readKoefs } from './rating-koefs.ts';
import type { DB } from '../../db/db-types.ts';

export const QUALITY_RECALC_JOB = 'quality_recalc';

export interface QualityRecalcPayload {
  year: number;
  month: number;
  /** The chosen workers (the list's filter); null = every worker but «Не работает». */
  individual_ids: number[] | null;
}

/** Workers per batch: a batch takes well under a second at 50 000 workers, so progress moves often. */
export const BATCH = 1000;
/** Progress goes out at least this often while batches run (issue 21: 'at least every 2 s'). */
const PUSH_EVERY_MS = 1000;

const NOT_WORKING = 7;

function rowOf(
  id: number,
  logist: number | null,
  year: number,
  month: number,
  facts: MonthlyFacts | undefined,
  k: RatingKoefs,
) {
  const [current, prev, m2, m3] = facts ?? [NO_FACTS, NO_FACTS, NO_FACTS, NO_FACTS];
  const now = qualityScores(current, k);
  const before = qualityScores(prev, k);
  const three = qualityScores(addFacts([prev, m2, m3]), k);
  const part = (s: QualityScores, suffix: string) => ({
    [`client_${suffix}`]: s.client,
    [`reliability_${suffix}`]: s.reliability,
    [`work_${suffix}`]: s.work,
    [`total_${suffix}`]: s.total,
  });
  return {
    individual_id: id,
    logist_user_id: logist,
    year,
    month,
    ...part(now, 'current_month'),
    ...part(before, 'prev_month'),
    ...part(three, 'prev_3_months'),
    work_hours_current_month: current.hours,
    work_hours_prev_month: prev.hours,
    koefs: JSON.stringify(now.weights),
    updated_at: new Date().toISOString(),
  };
}

/** The batches of the job: id ranges of 1000 over all workers, or the chosen ids 1000 at a time. */
async function batchesOf(db: Kysely<DB>, p: QualityRecalcPayload): Promise<WorkerSet[]> {
  if (p.individual_ids) {
    const out: WorkerSet[] = [];
    for (let i = 0; i < p.individual_ids.length; i += BATCH) out.push({ ids: p.individual_ids.slice(i, i + BATCH) });
    return out;
  }
  const { rows } = await sql<{ lo: number | null; hi: number | null }>`
    select min(id) as lo, max(id) as hi from individuals`.execute(db);
  const { lo, hi } = rows[0];
  if (lo === null || hi === null) return [];
  const out: WorkerSet[] = [];
  for (let from = lo; from <= hi; from += BATCH) out.push({ from, to: Math.min(hi, from + BATCH - 1) });
  return out;
}

/** Scores one batch of workers and keeps their rows of the month and their reliability. */
async function recalcBatch(db: Kysely<DB>, set: WorkerSet, p: QualityRecalcPayload, k: RatingKoefs) {
  const { rows: workers } = await sql<{ id: number; user_id: number | null }>`
    select id, user_id from individuals
    where ${'ids' in set ? sql`id = any(${[...set.ids]}::int[])` : sql`id between ${set.from} and ${set.to}`}
      and status <> ${NOT_WORKING}
    order by id`.execute(db);
  if (!workers.length) return 0;
  const facts = await qualityFacts(db, set, p.year, p.month);
  const rows = workers.map((w) => rowOf(Number(w.id), w.user_id, p.year, p.month, facts.get(Number(w.id)), k));
  const columns = Object.keys(rows[0]).filter((c) => !['individual_id', 'year', 'month'].includes(c));
  await db
    .insertInto('quality_individuals')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['individual_id', 'year', 'month'])
        .doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]))),
    )
    .execute();
  await refreshReliability(db, set);
  return workers.length;
}

/**
 * Recalculates a month: batch by batch the month's rows of quality_individuals and the workers'
 * reliability, then the places of the whole month; `step(done, total)` after each of those steps.
 * Re-runnable: every write is an upsert. Answers how many workers it scored.
 */
export async function recalcQuality(
  db: Kysely<DB>,
  p: QualityRecalcPayload,
  step: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const k = await readKoefs(db);
  const batches = await batchesOf(db, p);
  // A month has one row per worker at most: the ranking's steps are fixed before any is written.
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from individuals`.execute(db);
  const total = batches.length + rankSteps(rows[0].n);
  let done = 0;
  let workers = 0;
  for (const set of batches) {
    workers += await recalcBatch(db, set, p, k);
    await step(++done, total);
  }
  await rankQualityMonth(db, p.year, p.month, rows[0].n, () => step(++done, total));
  return workers;
}

/**
 * The `quality_recalc` job behind PUT /api/quality_individuals/update_ratings. Progress in whole
 * percent, rounded up, goes to /quality_ratings when it moves and at least every second while the
 * batches run (each well under a second), then the end or the failure.
 */
export async function qualityRecalcHandler(ctx: JobContext): Promise<JobResult> {
  const p = ctx.job.payload as unknown as QualityRecalcPayload;
  const tell = (data: Record<string, unknown>) =>
    publish(ctx.db, QUALITY_CHANNEL, { job_id: ctx.job.id, year: p.year, month: p.month, ...data });
  let lastPercent = -1;
  let lastAt = 0;
  try {
    await tell({ type: 'progress', percent: 0 });
    const workers = await recalcQuality(ctx.db, p, async (done, total) => {
      const percent = progressPercent(done, total);
      if (percent === lastPercent && Date.now() - lastAt < PUSH_EVERY_MS) return;
      lastPercent = percent;
      lastAt = Date.now();
      await ctx.progress(done, total);
      await tell({ type: 'progress', percent });
    });
    const text = qualityTexts.recalcDone(monthText(p.year, p.month), workers);
    await tell({ type: 'done', percent: 100, workers, text });
    return { notice: { type: 'success', text }, workers, year: p.year, month: p.month };
  } catch (e) {
    await tell({ type: 'failed', text: qualityTexts.recalcFailed }).catch(() => undefined);
    throw e;
  }
}
