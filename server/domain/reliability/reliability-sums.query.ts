import { type Kysely, sql } from 'kysely';
import { RELIABILITY, type ReliabilitySums } from '../../../core/rules/reliability.rule.ts';
import { addDays } from '../../../core/rules/schedule.rule.ts';
import { type WorkerSet, workerCondition } from './worker-set.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * The time-weighted sums of core/rules/reliability.rule.ts `eventSums` for a set of workers, in one
 * query: the same events, the same weights (0.5 ^ (age ÷ 90), nothing older than 365 days), so the
 * kept score equals the rule's (tests/api/reliability.test.ts compares them on a seeded history).
 * Workers with no event are not in the answer.
 */
export async function reliabilitySums(
  db: Kysely<DB>,
  set: WorkerSet,
  today: string,
): Promise<Map<number, ReliabilitySums>> {
  const since = addDays(today, -RELIABILITY.horizonDays);
  const { rows } = await sql<{ id: number; shows: number; misses: number; good: number; bad: number }>`
    with pairs as (
      select oi.individual_id, o.start_date as d,
        case when o.rating is not null and not (oi.individual_id = any(o.innocent_individual_ids)) then o.rating end as client,
        max(oi.rating) as work, count(oi.penalty_id) as penalties
      from order_individuals oi
      join orders o on o.id = oi.order_id
      where ${workerCondition('oi.individual_id', set)} and o.status = 3 and o.start_date >= ${since}::date
      group by oi.individual_id, o.id
    ), events as (
      select individual_id, d, 1 as shows, 0 as misses,
        coalesce((client - 1) / 4.0, 0) + coalesce((work - 1) / 4.0, 0) as good,
        coalesce((5 - client) / 4.0, 0) + coalesce((5 - work) / 4.0, 0) + penalties as bad
      from pairs
      union all
      select individual_id, refused_on, 0, (kind <> 2)::int, 0, case when kind = 2 then 0.5 else 0 end
      from individual_refusals r
      where ${workerCondition('r.individual_id', set)} and refused_on >= ${since}::date
      union all
      select sci.individual_id, (sc.created_at at time zone 'Europe/Moscow')::date, 0, 0,
        (sci.check_type = 1)::int, case sci.check_type when 1 then 0 when 0 then 0.5 else 1 end
      from suit_check_individuals sci
      join suit_checks sc on sc.id = sci.suit_check_id
      where ${workerCondition('sci.individual_id', set)}
        and (sc.created_at at time zone 'Europe/Moscow')::date >= ${since}::date
    )
    select individual_id as id,
      sum(shows * wt)::float8 as shows, sum(misses * wt)::float8 as misses,
      sum(good * wt)::float8 as good, sum(bad * wt)::float8 as bad
    from events, lateral (select power(0.5::float8, greatest(0, ${today}::date - d)::float8 / ${RELIABILITY.halfLifeDays}) as wt) x
    group by individual_id`.execute(db);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { shows: Number(r.shows), misses: Number(r.misses), good: Number(r.good), bad: Number(r.bad) },
    ]),
  );
}
