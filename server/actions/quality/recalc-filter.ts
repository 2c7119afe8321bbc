import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { decodeFilter, FilterSyntaxError } from '../../../core/filter.ts';
import { qualityTexts } from '../../../core/quality/quality-texts.ts';
import type { DB } from '../../db/db-types.ts';

const KEYS = ['individual_id', 'logist_user_id'] as const;

const refuse = (message: string) => AppError.validation({ filter: [message] }, [`Фильтр: ${message}`]);

/**
 * Spec 02 §7 'update_ratings: query month, year, filter': the quality list's filter narrows the
 * recalculation to some workers, by worker or by logist (the list's other keys are ratings, which a
 * recalculation changes). No filter: null, every worker. Ids in ascending order.
 */
export async function recalcWorkers(db: Kysely<DB>, text: string): Promise<number[] | null> {
  if (!text) return null;
  let filter: Record<string, string[]>;
  try {
    filter = decodeFilter(text);
  } catch (e) {
    throw refuse(e instanceof FilterSyntaxError ? e.message : String(e));
  }
  const keys = Object.keys(filter);
  if (!keys.length) return null;
  if (keys.some((k) => !(KEYS as readonly string[]).includes(k))) throw refuse(qualityTexts.recalcFilterBad);
  const ids = (k: string) => {
    const values = (filter[k] ?? []).map(Number);
    if (values.some((v) => !Number.isInteger(v) || v < 1 || v > 2147483647)) throw refuse(qualityTexts.recalcFilterBad);
    return values;
  };
  let q = db.selectFrom('individuals').select('id').orderBy('id');
  if (filter.individual_id) q = q.where('id', 'in', ids('individual_id'));
  if (filter.logist_user_id) q = q.where('user_id', 'in', ids('logist_user_id'));
  return (await q.execute()).map((r) => Number(r.id));
}
