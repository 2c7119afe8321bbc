import { AppError } from '../../../core/errors.ts';
import { isoDate, parseRuDate, tomorrow } from '../../../core/format.ts';
import { badCharText, hasBadChar, isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { wireText } from '../../../core/wire-text.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (field: string, message: string, label: string) =>
  AppError.validation({ [field]: [message] }, [`${label} ${message}`]);

/** Spec 01 §7: 'date (dd.MM.yyyy, default tomorrow)'; yyyy-MM-dd (the wire form) is read too. */
export function pickingDate(value: unknown, now: Date): string {
  if (value === undefined || value === null || value === '') return tomorrow(now);
  const text = wireText(value).trim();
  const iso = ISO.test(text) ? safeIso(text) : parseRuDate(text);
  if (!iso) throw invalid('date', 'не является датой дд.мм.гггг', 'Дата');
  return iso;
}

function safeIso(text: string): string | null {
  try {
    return isoDate(text) === text ? text : null;
  } catch {
    return null;
  }
}

/** An optional id parameter: absent → null; anything but a whole int4 → 422 on that field. */
export function optionalId(value: unknown, field: string, label: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  if (!isInt4(n) || n < 1) throw invalid(field, 'должно быть номером записи', label);
  return n;
}

export function optionalText(value: unknown, field: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid(field, 'должно быть строкой', 'Поиск');
  // No column or pattern can hold U+0000 or half a surrogate pair: refused before it reaches SQL.
  if (hasBadChar(value)) throw invalid(field, badCharText, 'Поиск');
  return value.trim().slice(0, max);
}

/** `%`, `_` and `\` typed into a search box are letters, not LIKE patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
