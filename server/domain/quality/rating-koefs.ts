import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { qualityTexts } from '../../../core/quality/quality-texts.ts';
import {
  DEFAULT_RATING_KOEFS,
  RATING_KOEFS,
  type RatingKoefs,
  ratingKoefErrors,
} from '../../../core/rules/quality.rule.ts';
import type { DB } from '../../db/db-types.ts';

/** The kept coefficients; a key missing from the table reads as its default. */
export async function readKoefs(db: Kysely<DB>): Promise<RatingKoefs> {
  const rows = await db.selectFrom('rating_koefs').select(['key', 'value']).execute();
  const out = { ...DEFAULT_RATING_KOEFS };
  for (const r of rows) if (r.key in out) out[r.key as keyof RatingKoefs] = Number(r.value);
  return out;
}

export function koefsAnswer(k: RatingKoefs) {
  return {
    rating_koefs: RATING_KOEFS.map((d) => ({ key: d.key, name: d.name, value: k[d.key], min: d.min, max: d.max })),
  };
}

/** A value as typed: a number, or a string with a comma or a point. */
const number = (v: unknown) =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(v)
      ? Number(v.replace(',', '.'))
      : v;

/**
 * Spec 02 'Rating coefficients: a list edited as a whole': every coefficient once, each within its
 * range (core/rules/quality.rule.ts), else a 422 naming `rating_koefs.<key>` and nothing is saved.
 */
export async function saveKoefs(
  trx: Kysely<DB>,
  list: readonly { key: string; value: unknown }[],
): Promise<RatingKoefs> {
  const errors: Record<string, string[]> = {};
  const values: Record<string, unknown> = {};
  for (const item of list) {
    if (!RATING_KOEFS.some((k) => k.key === item.key)) errors[`rating_koefs.${item.key}`] = ['неизвестный коэффициент'];
    else if (item.key in values) errors[`rating_koefs.${item.key}`] = ['указан дважды'];
    else values[item.key] = number(item.value);
  }
  if (RATING_KOEFS.some((k) => !(k.key in values)) && !Object.keys(errors).length)
    errors.rating_koefs = [qualityTexts.koefsMissing];
  for (const [key, message] of Object.entries(ratingKoefErrors(values)))
    if (key in values) errors[`rating_koefs.${key}`] = [message];
  if (Object.keys(errors).length) {
    const name = (key: string) => RATING_KOEFS.find((k) => `rating_koefs.${k.key}` === key)?.name ?? 'Коэффициенты';
    throw AppError.validation(
      errors,
      Object.entries(errors).map(([key, [m]]) => `${name(key)}: ${m}`),
    );
  }
  for (const k of RATING_KOEFS)
    await trx
      .insertInto('rating_koefs')
      .values({ key: k.key, value: String(values[k.key]), updated_at: new Date().toISOString() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: String(values[k.key]), updated_at: new Date().toISOString() }),
      )
      .execute();
  return readKoefs(trx);
}
