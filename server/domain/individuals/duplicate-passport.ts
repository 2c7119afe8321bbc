import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { texts } from '../../../core/texts.ts';
import type { DB } from '../../db/db-types.ts';

/** '45 06' and '4506' are one series: spaces go before the value is stored and compared. */
export const normalisePassportPart = (v: unknown) =>
  typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() || null : (v as null | undefined);

/** Another worker with this series and number, or undefined. No number, no check. */
export async function findPassportTwin(
  trx: Kysely<DB>,
  series: string | null,
  number: string | null,
  exceptId: number | null,
): Promise<{ id: number; name: string } | undefined> {
  if (!number) return undefined;
  let q = trx.selectFrom('individuals').select(['id', 'name']).where('passport_number', '=', number);
  q = series ? q.where('passport_series', '=', series) : q.where('passport_series', 'is', null);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return q.orderBy('id').limit(1).executeTakeFirst();
}

/**
 * Spec 01 §5 'Duplicate passport (same series and number): confirmation 'Физическое лицо с таким
 * номером и серией паспорта уже существует. Показать в новом окне?''. One person, one card: the save
 * is refused with that text on passport_number; the console offers to open the other card
 * (it finds it by the same series and number).
 */
export function duplicatePassportError(): AppError {
  return AppError.validation({ passport_number: [texts.duplicatePassport] }, [texts.duplicatePassport]);
}
