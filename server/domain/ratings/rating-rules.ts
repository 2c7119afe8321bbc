import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { qualityTexts, ratingLockedText } from '../../../core/quality/quality-texts.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import { allInnocent, isRatingEditable } from '../../../core/rules/rating.rule.ts';
import type { DB } from '../../db/db-types.ts';

// The rating rules of an order (spec 01 §4-5, spec 02 §5), the same whichever door writes them: the
// ratings list (/ratings, a view over orders) and the order card's save both call these hooks.

/** The fields of an order's rating: a change to any of them is a change of the rating. */
const RATING_KEYS = [
  'rating',
  'rating_form',
  'rating_comment',
  'rating_received_from_client',
  'innocent_individual_ids',
  'rating_call_id',
] as const;

const same = (a: unknown, b: unknown) => {
  const norm = (v: unknown) =>
    Array.isArray(v) ? JSON.stringify([...v].map(Number).sort((x, y) => x - y)) : v == null ? '' : String(v);
  return norm(a) === norm(b);
};

/**
 * Before the save: a rating set 30 days ago or more is not changed (422 on the first changed field;
 * the same values sent again pass, as the card sends its whole form); the first rating stamps
 * rating_set_at, which starts the 30 days.
 */
export async function applyRatingRules(
  _trx: Kysely<DB>,
  parsed: ParsedWrite,
  existing: Record<string, unknown> | null,
) {
  const changed = RATING_KEYS.filter((k) => k in parsed.values && !same(parsed.values[k], existing?.[k]));
  if (!changed.length) return;
  const setAt = existing?.rating_set_at;
  if (typeof setAt === 'string' && !isRatingEditable(setAt, new Date())) {
    const message = ratingLockedText(setAt);
    throw AppError.validation({ [changed[0]]: [message] }, [`Оценка: ${message}`]);
  }
  if (parsed.values.rating != null && !setAt) parsed.values.rating_set_at = new Date().toISOString();
}

/**
 * After the save, when the order's workers are written: every innocent worker must be one of them,
 * and spec 02 §5 'when all individuals of the order are chosen as innocent, the all-innocent flag
 * is set' — derived here from the workers, never taken from the body.
 */
export async function afterRatingSave(trx: Kysely<DB>, orderId: number) {
  const order = await trx
    .selectFrom('orders')
    .select(['innocent_individual_ids', 'all_innocent'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const workers = await trx
    .selectFrom('order_individuals')
    .select('individual_id')
    .distinct()
    .where('order_id', '=', orderId)
    .where('individual_id', 'is not', null)
    .execute();
  const ids = new Set(workers.map((w) => Number(w.individual_id)));
  const innocent = (order.innocent_individual_ids as number[]).map(Number);
  const stray = innocent.find((id) => !ids.has(id));
  if (stray !== undefined) {
    const message = qualityTexts.innocentNotOnOrder(stray);
    throw AppError.validation({ innocent_individual_ids: [message] }, [`Невиновные работники: ${message}`]);
  }
  const all = allInnocent([...ids], innocent);
  if (all !== order.all_innocent)
    await trx
      .updateTable('orders')
      .set({ all_innocent: all })
      .where('id', '=', orderId)
      .where(sql<boolean>`all_innocent is distinct from ${all}`)
      .execute();
}
