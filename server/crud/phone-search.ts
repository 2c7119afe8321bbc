import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { normalizePhone } from '../../core/phone.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';

/** Only what people type into a phone: digits, spaces, '+', '-', '.', brackets. */
const phoneShaped = /^[\d\s()+.-]+$/;

/** Fewer digits than a trigram cannot use the digits index and would match half the phone book. */
const MIN_DIGITS = 3;

/** What a phone-shaped term is compared with: a whole Russian number, or a part of any number. */
export type PhoneTerm = { national: string } | { part: string };

/**
 * How a search term is matched against phone fields, or null when the term is not a phone. A whole
 * Russian number ('+7 926 144-59-56', '8 (926) 144-59-56', '9261445956') is its ten national digits,
 * compared with the last ten digits of the stored value, so whichever trunk prefix (7, 8, +7 or
 * none) it was stored with, it matches, through a btree index. A part of a number ('144-59-56') or
 * a foreign one is a substring of the stored digits (a trigram index).
 */
export function phoneSearchTerm(term: string): PhoneTerm | null {
  if (!phoneShaped.test(term)) return null;
  const canonical = normalizePhone(term);
  if (!canonical || canonical.length < MIN_DIGITS) return null;
  const foreign = /^\s*\+\s*[0-69]/.test(term);
  if (canonical.length === 11 && canonical.startsWith('7') && !foreign) return { national: canonical.slice(1) };
  return { part: canonical };
}

/** The searchable phone fields of a resource (text fields with format 'phone'). */
export function phoneSearchFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.search && f.kind === 'text' && f.format === 'phone')
    .map(([k]) => k);
}

/** A stored phone reduced to its digits: the expressions migration 0017 indexes are built on it. */
const digitsOf = (column: string) => sql<string>`regexp_replace(coalesce(${sql.ref(column)}, ''), '\\D', '', 'g')`;

/**
 * The condition on one phone column. Migration 0017 indexes exactly these expressions per
 * searchable phone field: `<table>_<field>_national` (btree on the last ten digits) and
 * `<table>_<field>_digits_trgm` (pg_trgm on all digits); trigrams alone are slow on digits (a
 * ten-letter alphabet), hence the btree for the usual case, a whole number.
 */
export function phoneCondition(eb: ExpressionBuilder<any, any>, column: string, term: PhoneTerm): Expression<SqlBool> {
  if ('national' in term) return eb(sql`right(${digitsOf(column)}, 10)`, '=', term.national);
  return eb(digitsOf(column), 'like', `%${term.part}%`);
}
