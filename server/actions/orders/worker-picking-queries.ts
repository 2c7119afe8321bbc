import { type Kysely, sql } from 'kysely';
import type { RateAndRating } from '../../../core/actions/defs/worker-picking.actions.ts';
import { resources } from '../../../core/resources/index.ts';
import { guarded } from '../../crud/sensitive-values.ts';
import { NEWCOMER_RELIABILITY } from '../../../core/rules/reliability.rule.ts';
import type { FreeIndividualRow } from './free-individual-flags.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { DB } from '../../db/db-types.ts';

/** Spec 01 §4: 'Individual status … 7 Not working': such workers are not offered for an order. */
export const NOT_WORKING = 7;

export interface FreeIndividualsQuery {
  date: string;
  search: string;
  /** Spec 01 §5: 'Individual selection on an order is limited to individuals with the same fix_pay as the first chosen one.' */
  fixPay: boolean | null;
  limit: number;
}

/**
 * Workers who can take an order on the date: not fired on that day (fired without an end date,
 * or fired until the date or later) and not «Не работает»; the most reliable first (issue 21: the
 * kept reliability score, a newcomer's when never computed), then by rating. Busy ones stay in the
 * answer, flagged (free-individual-flags.ts), so a name typed is never silently missing.
 */
export async function freeIndividualRows(db: Kysely<DB>, q: FreeIndividualsQuery): Promise<FreeIndividualRow[]> {
  let query = db
    .selectFrom('individuals as i')
    .leftJoin('individual_reliability as r', 'r.individual_id', 'i.id')
    .select([
      sql<string>`coalesce(r.score, ${NEWCOMER_RELIABILITY.score})`.as('score'),
      sql<string>`coalesce(r.show_probability, ${NEWCOMER_RELIABILITY.p_show})`.as('p_show'),
      'i.id',
      'i.name',
      'i.phone',
      'i.status',
      'i.fix_pay',
      sql<
        string | null
      >`(select string_agg(m.name, ', ' order by m.name) from metro_stations m where m.id = any(i.metro_station_ids))`.as(
        'metro',
      ),
      sql<
        string | null
      >`(select qi.total_current_month from quality_individuals qi where qi.individual_id = i.id order by qi.year desc, qi.month desc limit 1)`.as(
        'rating',
      ),
    ])
    .where('i.status', '<>', NOT_WORKING)
    .where((eb) => eb.or([eb('i.fired', '=', false), eb('i.fired_until', '<', q.date)]));
  if (q.search) query = query.where(sql<boolean>`i.name ilike ${likePattern(q.search)}`);
  if (q.fixPay !== null) query = query.where('i.fix_pay', '=', q.fixPay);
  const rows = await query
    .orderBy(sql`score desc`)
    .orderBy(sql`rating desc nulls last`)
    .orderBy('i.name')
    .orderBy('i.id')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: guarded(resources.individuals.fields.phone, r.phone),
    status: Number(r.status),
    fix_pay: r.fix_pay,
    metro: r.metro,
    rating: r.rating === null ? null : Number(r.rating),
    reliability: { score: Number(r.score), p_show: Number(r.p_show) },
  }));
}

/**
 * The rate a worker earns on a work type (and instrument): their own price line first, else the
 * rating rate of the band their latest monthly rating falls in (spec 02 'Rating rate').
 */
export async function rateAndRating(
  db: Kysely<DB>,
  individualId: number,
  workTypeId: number | null,
  instrumentTypeId: number | null,
): Promise<RateAndRating> {
  const latest = await db
    .selectFrom('quality_individuals')
    .select('total_current_month')
    .where('individual_id', '=', individualId)
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .limit(1)
    .executeTakeFirst();
  const rating = latest?.total_current_month == null ? null : Number(latest.total_current_month);
  const answer: RateAndRating = { individual_id: individualId, rating, rate1: null, rate2: null, rate_source: null };
  if (workTypeId === null) return answer;
  const own = await db
    .selectFrom('individual_prices')
    .select(['rate1', 'rate2'])
    .where('individual_id', '=', individualId)
    .where('work_type_id', '=', workTypeId)
    .where(sql<boolean>`instrument_type_id is not distinct from ${instrumentTypeId}`)
    .executeTakeFirst();
  if (own && (own.rate1 !== null || own.rate2 !== null))
    return { ...answer, rate1: own.rate1, rate2: own.rate2, rate_source: 'individual' };
  if (rating === null) return answer;
  const band = await db
    .selectFrom('rating_rates as r')
    .innerJoin('rating_gradations as g', 'g.id', 'r.rating_gradation_id')
    .select('r.rate1')
    .where('r.work_type_id', '=', workTypeId)
    .where(sql<boolean>`r.instrument_type_id is not distinct from ${instrumentTypeId}`)
    .where(sql<boolean>`(g.min_rating is null or g.min_rating <= ${rating})`)
    .where(sql<boolean>`(g.max_rating is null or ${rating} < g.max_rating)`)
    .orderBy('g.min_rating', 'desc')
    .limit(1)
    .executeTakeFirst();
  return band?.rate1 == null ? answer : { ...answer, rate1: band.rate1, rate_source: 'rating' };
}

/**
 * Spec 01 §5: 'Individual selection on an order is limited to individuals with the same fix_pay as
 * the first chosen one': the fix_pay of the order's first row with a worker, or null when none has one.
 */
export async function firstChosenFixPay(db: Kysely<DB>, orderId: number): Promise<boolean | null> {
  const first = await db
    .selectFrom('order_individuals as oi')
    .innerJoin('individuals as i', 'i.id', 'oi.individual_id')
    .select('i.fix_pay')
    .where('oi.order_id', '=', orderId)
    .orderBy('oi.id')
    .limit(1)
    .executeTakeFirst();
  return first ? first.fix_pay : null;
}
