import { type Kysely, sql } from 'kysely';
import {
  NEWCOMER_RELIABILITY,
  type Reliability,
  type ReliabilitySums,
  reliabilityFromSums,
} from '../../../core/rules/reliability.rule.ts';
import { moscowDate } from '../../../core/rules/schedule.rule.ts';
import { reliabilitySums } from './reliability-sums.query.ts';
import { type WorkerSet, workerCondition } from './worker-set.ts';
import type { DB } from '../../db/db-types.ts';

const ZERO: ReliabilitySums = { shows: 0, misses: 0, good: 0, bad: 0 };
const CHUNK = 1000;

/**
 * Recomputes and keeps the reliability of a set of workers (individual_reliability): every worker of
 * the set gets a row, a newcomer the prior's. Called by the quality job for its batches and after each
 * write that changes a worker's history (order save, close and restore, a rating, a refusal, a suit check).
 */
export async function refreshReliability(db: Kysely<DB>, set: WorkerSet, today = moscowDate()): Promise<number> {
  if ('ids' in set && set.ids.length === 0) return 0;
  const workers = await db
    .selectFrom('individuals')
    .select('id')
    .where(workerCondition('id', set))
    .orderBy('id')
    .execute();
  if (!workers.length) return 0;
  const sums = await reliabilitySums(db, set, today);
  for (let i = 0; i < workers.length; i += CHUNK) {
    const rows = workers.slice(i, i + CHUNK).map(({ id }) => {
      const s = sums.get(Number(id)) ?? ZERO;
      const r = reliabilityFromSums(s);
      return {
        individual_id: id,
        score: r.score,
        show_probability: r.p_show,
        shows: s.shows.toFixed(3),
        misses: s.misses.toFixed(3),
        good: s.good.toFixed(3),
        bad: s.bad.toFixed(3),
        computed_on: today,
      };
    });
    await db
      .insertInto('individual_reliability')
      .values(rows)
      .onConflict((oc) =>
        oc.column('individual_id').doUpdateSet({
          score: sql`excluded.score`,
          show_probability: sql`excluded.show_probability`,
          shows: sql`excluded.shows`,
          misses: sql`excluded.misses`,
          good: sql`excluded.good`,
          bad: sql`excluded.bad`,
          computed_on: sql`excluded.computed_on`,
        }),
      )
      .execute();
  }
  return workers.length;
}

export interface KeptReliability extends Reliability {
  individual_id: number;
  computed_on: string | null;
}

/** The kept reliability of the given workers; one never computed reads as a newcomer's. */
export async function readReliability(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, KeptReliability>> {
  const out = new Map<number, KeptReliability>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('individual_reliability')
    .select(['individual_id', 'score', 'show_probability', 'good', 'bad', 'computed_on'])
    .where('individual_id', 'in', [...new Set(ids)])
    .execute();
  for (const id of ids) out.set(id, { individual_id: id, ...NEWCOMER_RELIABILITY, computed_on: null });
  for (const r of rows) {
    const conduct = reliabilityFromSums({ shows: 0, misses: 0, good: Number(r.good), bad: Number(r.bad) }).conduct;
    out.set(Number(r.individual_id), {
      individual_id: Number(r.individual_id),
      score: Number(r.score),
      p_show: Number(r.show_probability),
      conduct,
      computed_on: String(r.computed_on),
    });
  }
  return out;
}
