import { AppError } from '../../../core/errors.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { fullErrorMessage, texts } from '../../../core/texts.ts';

/** A 422 keyed by the payload field, with the field's name leading the full message. */
export function fieldError(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, [fullErrorMessage(field, message)]);
}

/**
 * Ids given as the spec's comma-separated string ('12,15') or as a JSON array; an empty value is an
 * empty list. Anything else is refused rather than read as a partial list.
 */
export function idList(field: string, raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',')
      : typeof raw === 'number'
        ? [raw]
        : null;
  if (!parts) throw fieldError(field, texts.badIdList);
  const ids = parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  const numbers = ids.map(Number);
  // An id past int4 names no record and would fail the query's cast.
  if (numbers.some((n) => !isInt4(n) || n <= 0)) throw fieldError(field, texts.badIdList);
  return [...new Set(numbers)];
}

/** A checkbox as JSON or as a form sends it ('1', 'true'); absent means the default. */
export function flag(raw: unknown, fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === '') return fallback;
  return raw === true || raw === 1 || raw === '1' || raw === 'true';
}
