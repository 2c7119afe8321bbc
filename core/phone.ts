/**
 * Phone numbers as people type them and as the office reads them. The canonical form is digits
 * only, Russian numbers as 11 digits starting with 7 ('79261445956'): what search compares and
 * what is stored. Spec-shaped inputs '+7 926 144-59-56', '8 (926) 144-59-56', '9261445956' and
 * '79261445956' all give the same value.
 */

/** Only the digits: the separators people type carry no meaning. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The canonical form, or null when the text holds no digit. Ten digits (the national number
 * without the trunk prefix) and eleven digits starting with 7 or 8 are Russian: '7' + the ten.
 * Anything else (a foreign '+380 44 123 45 67', an internal extension '1234') keeps its digits
 * as typed, so it still matches a search by digits, but it is not turned into a Russian number.
 */
export function normalizePhone(text: string): string | null {
  const digits = digitsOf(text);
  if (!digits) return null;
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) return `7${digits.slice(1)}`;
  return digits;
}

/**
 * '+7 926 144-59-56' for anything that normalises to a Russian number; every other value (a foreign
 * or short number, a note typed into the field) is returned exactly as given.
 */
export function formatPhone(value: string): string {
  const canonical = normalizePhone(value);
  // A foreign number written with '+' is never read as Russian, even with 11 digits starting 7 or 8.
  const foreign = /^\s*\+\s*[0-69]/.test(value) || /[a-zа-яё]/i.test(value);
  if (canonical?.length !== 11 || !canonical.startsWith('7') || foreign) return value;
  const d = canonical.slice(1);
  return `+7 ${d.slice(0, 3)} ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}
