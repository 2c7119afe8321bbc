import { AppError } from '../../../core/errors.ts';
import { readDate } from '../../../core/resources/fields/coerce.ts';
import { paymentTexts } from '../../../core/payments/payment-texts.ts';
import { wireText } from '../../../core/wire-text.ts';

const MAX_IDS = 1000;

export const refuse = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

/** A list of record numbers: an array of numbers or digit strings, or one comma-separated string. */
export function readIds(raw: unknown, field: string): number[] {
  const list = typeof raw === 'string' ? raw.split(',').filter((s) => s.trim() !== '') : raw;
  if (!Array.isArray(list) || list.length === 0) throw refuse(field, paymentTexts.idsRequired);
  const ids = list.map((v) =>
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : NaN,
  );
  const bad = list.find((_, i) => !Number.isSafeInteger(ids[i]) || ids[i] < 1 || ids[i] > 2_147_483_647);
  if (bad !== undefined)
    throw refuse(field, `${paymentTexts.idsBad}: ${(wireText(bad) || JSON.stringify(bad)).slice(0, 20)}`);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length > MAX_IDS) throw refuse(field, paymentTexts.tooMany);
  return unique;
}

/** A required payment date, dd.MM.yyyy or ISO, as ISO. */
export function readPaymentDate(raw: unknown, field: string): string {
  if (raw === undefined || raw === null || raw === '') throw refuse(field, paymentTexts.dateRequired);
  const date = typeof raw === 'string' ? readDate(raw.trim()) : null;
  if (!date) throw refuse(field, paymentTexts.dateBad);
  return date;
}

export function bodyOf(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
