import { type RawBuilder, sql } from 'kysely';
import { normalizePhone } from '../../core/phone.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';

/** Only what people type into a phone: digits, spaces, '+', '-', '.', brackets. */
const phoneShaped = /^[\d\s()+.-]+$/;

/** Fewer digits than a trigram cannot use the digits index and would match half the phone book. */
const MIN_DIGITS = 3;

/**
 * The digits a search term is matched with against phone fields, or null when the term is not a
 * phone. A full Russian number ('+7 926 144-59-56', '8 (926) 144-59-56', '9261445956') gives its
 * ten national digits, so whichever trunk prefix (7, 8, +7 or none) the stored value was typed
 * with, it is a substring of the stored digits. A part of a number ('144-59-56') gives its digits.
 */
export function phoneSearchDigits(term: string): string | null {
  if (!phoneShaped.test(term)) return null;
  const canonical = normalizePhone(term);
  if (!canonical || canonical.length < MIN_DIGITS) return null;
  const foreign = /^\s*\+\s*[0-69]/.test(term);
  if (canonical.length === 11 && canonical.startsWith('7') && !foreign) return canonical.slice(1);
  return canonical;
}

/** The searchable phone fields of a resource (text fields with format 'phone'). */
export function phoneSearchFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.search && f.kind === 'text' && f.format === 'phone')
    .map(([k]) => k);
}

/**
 * A stored phone reduced to its digits. Migration 0017 indexes exactly this expression
 * (`<table>_<field>_digits_trgm`, pg_trgm) so that LIKE '%digits%' does not read every row.
 */
export function phoneDigits(column: string): RawBuilder<string> {
  return sql<string>`regexp_replace(coalesce(${sql.ref(column)}, ''), '\\D', '', 'g')`;
}
