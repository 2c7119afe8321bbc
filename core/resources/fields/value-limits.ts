// What the database can hold, checked before a value reaches it: a value PostgreSQL refuses would
// otherwise surface as a 500 instead of a 400/422 that names the field (issue 8, "No 5xx from any input").

/** The integer column range: every int field and every id is PostgreSQL `integer` (int4). */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

export const isInt4 = (n: number) => Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX;

/**
 * The calendar the product accepts. PostgreSQL and JS Date both read far wider ranges, but not the
 * same way (year 0, years under 100 and five-digit years differ); within these years every date,
 * its next day and its month end are plain 'yyyy-MM-dd' on both sides. A typo such as 2206 for
 * 2026 is refused instead of stored.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
export const yearRangeText = `год от ${MIN_YEAR} до ${MAX_YEAR}`;

export const isYearInRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/**
 * Text a field without its own `max` takes (issue 26: a 1 MB order comment made every orders page
 * 1.16 MB and halved list throughput): a line, and a multi-line note of a few pages.
 */
export const MAX_LINE_TEXT = 1000;
export const MAX_MULTILINE_TEXT = 10_000;

/** numeric(12, s) is the column of every decimal field (migrations 0002-0006): 12 digits in all. */
export const DEFAULT_DECIMAL_PRECISION = 12;

// A UTF-16 surrogate without its pair has no UTF-8 form (PGlite passes its bytes on).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL cannot store in text or jsonb: U+0000 (22021 / 22P05) or a lone surrogate. */
export const hasBadChar = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

export const badCharText = 'содержит недопустимый символ (U+0000 или половину суррогатной пары)';

/** Deeper JSON than any field needs; PostgreSQL's own jsonb parser stops at its stack limit. */
export const MAX_JSON_DEPTH = 32;

/**
 * Why a JSON value cannot be stored as jsonb, or undefined: a NUL in a string or key, or nesting
 * past MAX_JSON_DEPTH.
 */
export function jsonProblem(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_JSON_DEPTH) return `слишком глубокая вложенность (не более ${MAX_JSON_DEPTH})`;
  if (typeof value === 'string') return hasBadChar(value) ? badCharText : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const problem = hasBadChar(key) ? badCharText : jsonProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
