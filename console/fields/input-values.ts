import { formatDate, parseRuDate } from '../../core/format.ts';
import { clampNumber, digitsOnly, normalisePhone } from '../../core/rules/input-normalise.rule.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';

// Pure conversions between what an input shows and what goes on the wire, kept apart from the
// components so the normalisation rules of spec section 5 are tested without a DOM.

export interface NumberLimits {
  min?: number;
  max?: number;
  step: number;
  decimals: boolean;
  allowNegative: boolean;
}

export function numberLimits(field: Field): NumberLimits {
  const min = 'min' in field ? field.min : undefined;
  const max = 'max' in field ? field.max : undefined;
  const decimals = field.kind === 'decimal' || field.kind === 'money';
  const scale = field.kind === 'decimal' ? (field.scale ?? 2) : 2;
  return { min, max, step: decimals ? 10 ** -scale : 1, decimals, allowNegative: min === undefined || min < 0 };
}

/** While typing: digits (and one comma) only; a leading minus where the field may be negative. */
export function typedNumber(text: string, limits: NumberLimits): string {
  const negative = limits.allowNegative && text.trim().startsWith('-');
  const digits = digitsOnly(text, { decimals: limits.decimals });
  return negative ? `-${digits}` : digits;
}

/** On leaving the input: clamped to min/max and snapped to the step, or null when empty. */
export function committedNumber(text: string, limits: NumberLimits): number | null {
  const plain = text.replace(',', '.');
  if (plain === '' || plain === '-') return null;
  return clampNumber(Number(plain), { min: limits.min, max: limits.max, step: limits.step });
}

/**
 * ↑ / ↓ in a number input (spec §5 'Number inputs: min, max, step default 1, value clamped'): one
 * step up or down from what is typed (an empty input starts at min, else 0), kept within min and max.
 */
export function steppedNumber(text: string, limits: NumberLimits, direction: 1 | -1): number {
  const current = committedNumber(text, limits);
  const start = current ?? limits.min ?? 0;
  const next = current === null ? start : start + direction;
  return clampNumber(next, { min: limits.min, max: limits.max, step: limits.step });
}

export function shownNumber(value: unknown): string {
  return value === null || value === undefined || value === '' ? '' : String(value).replace('.', ',');
}

/** Money goes out as the decimal string of the wire ('1234.50'). */
export function committedMoney(text: string, limits: NumberLimits): string | null {
  const n = committedNumber(text, limits);
  return n === null ? null : n.toFixed(2);
}

/** Spec: pasted phone numbers begin with 7 (8 → 7, ten digits get a 7). */
export function pastedPhone(text: string): string {
  return normalisePhone(text);
}

export function shownDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  try {
    return formatDate(value);
  } catch {
    return value;
  }
}

/** A sign no date is typed with: text holding one is refused whole, not appended (issue 22 item 15). */
const dateRefusedChar = /[^\d./\-–— ]/g;

/**
 * What a date field keeps of a typed text: digits and the separators a date is typed with (issue 22
 * item 15: «27.11.2026Альфа Дев» was accepted). Letters and other signs never enter it.
 */
export function dateCharacters(text: string): string {
  return text.replace(dateRefusedChar, '');
}

/** True when the text holds a letter or a sign no date is typed with. */
export function refusedInDate(text: string): boolean {
  return new RegExp(dateRefusedChar.source).test(text);
}

/** dd.MM.yyyy typed → yyyy-MM-dd; undefined while the text is not a whole date yet. */
export function typedDate(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  return parseRuDate(text) ?? undefined;
}

/** Spec: 'time picker step 15 minutes'. */
export function quarterHours(): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += 15)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}
