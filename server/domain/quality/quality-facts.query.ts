import { type Kysely, sql } from 'kysely';
import { NO_FACTS, type QualityFacts, qualityPeriods } from '../../../core/rules/quality.rule.ts';
import { type WorkerSet, workerCondition } from '../reliability/worker-set.ts';
import type { DB } from '../../db/db-types.ts';

/** A worker's facts in each of the four months ending at the asked one: [the month, 1, 2, 3 months before]. */
export type MonthlyFacts = [QualityFacts, QualityFacts, QualityFacts, QualityFacts];

type FactRow = { individual_id: number; b: number } & { [K in keyof QualityFacts]: number };

/**
 * The facts of core/rules/quality.rule.ts for a set of workers, by month (decisions.md «Issue 21:
 * worker quality formulas»): per counted order a worker was on (once, however many places he held)
 * its client rating unless he was found innocent, his marks and penalties, and its billed hours (his
 * time, else the order's, plus the trip, at least 4 h); his refusals by kind; his suit checks.
 */
export async function qualityFacts(
  db: Kysely<DB>,
  set: WorkerSet,
  year: number,
  month: number,
): Promise<Map<number, MonthlyFacts>> {
  const p = qualityPeriods(year, month);
  const base = year * 12 + month;
  const bucket = (d: string) =>
    sql`${base} - (extract(year from ${sql.raw(d)}) * 12 + extract(month from ${sql.raw(d)}))::int`;
  const { rows } = await sql<FactRow>`
    with pairs as (
      select oi.individual_id, o.start_date as d,
        case when o.rating is not null and not (oi.individual_id = any(o.innocent_individual_ids)) then o.rating end as client,
        count(oi.rating) as work_n, coalesce(sum(oi.rating), 0) as work_sum, count(oi.penalty_id) as penalties,
        max(greatest(4, coalesce(oi.pure_time, o.pure_time, o.approx_work_time, 0) + coalesce(o.trip_time, 0))) as hours
      from order_individuals oi
      join orders o on o.id = oi.order_id
      where ${workerCondition('oi.individual_id', set)} and o.status = 3
        and o.start_date >= ${p.prev3.from}::date and o.start_date < ${p.current.to}::date
      group by oi.individual_id, o.id
    ), facts as (
      select individual_id, ${bucket('d')} as b, (client is not null)::int as client_ratings, coalesce(client, 0) as client_rating_sum,
        work_n as work_ratings, work_sum as work_rating_sum, 0 as suit_checks, 0 as suit_sum, penalties,
        1 as assignments, 0 as withdrawals, 0 as declines, 0 as no_shows, hours
      from pairs
      union all
      select individual_id, ${bucket('refused_on')}, 0, 0, 0, 0, 0, 0, 0, 0,
        (kind = 1)::int, (kind = 2)::int, (kind = 3)::int, 0
      from individual_refusals r
      where ${workerCondition('r.individual_id', set)}
        and refused_on >= ${p.prev3.from}::date and refused_on < ${p.current.to}::date
      union all
      select sci.individual_id, ${bucket("(sc.created_at at time zone 'Europe/Moscow')::date")}, 0, 0, 0, 0, 1, sci.check_type,
        0, 0, 0, 0, 0, 0
      from suit_check_individuals sci
      join suit_checks sc on sc.id = sci.suit_check_id
      where ${workerCondition('sci.individual_id', set)}
        and sc.created_at >= (${p.prev3.from}::timestamp at time zone 'Europe/Moscow')
        and sc.created_at < (${p.current.to}::timestamp at time zone 'Europe/Moscow')
    )
    select individual_id, b,
      sum(client_ratings)::int as client_ratings, sum(client_rating_sum)::int as client_rating_sum,
      sum(work_ratings)::int as work_ratings, sum(work_rating_sum)::int as work_rating_sum,
      sum(suit_checks)::int as suit_checks, sum(suit_sum)::int as suit_sum, sum(penalties)::int as penalties,
      sum(assignments)::int as assignments, sum(withdrawals)::int as withdrawals, sum(declines)::int as declines,
      sum(no_shows)::int as no_shows, sum(hours)::float8 as hours
    from facts group by individual_id, b`.execute(db);
  const out = new Map<number, MonthlyFacts>();
  for (const { individual_id, b, ...facts } of rows) {
    const id = Number(individual_id);
    const months = out.get(id) ?? [NO_FACTS, NO_FACTS, NO_FACTS, NO_FACTS];
    if (b >= 0 && b <= 3) months[b] = { ...facts, hours: Number(facts.hours) };
    out.set(id, months);
  }
  return out;
}

/** Adds up the facts of several months (the three months before). */
export function addFacts(list: readonly QualityFacts[]): QualityFacts {
  const sum = { ...NO_FACTS };
  for (const facts of list) for (const key of Object.keys(sum) as (keyof QualityFacts)[]) sum[key] += facts[key];
  return sum;
}
