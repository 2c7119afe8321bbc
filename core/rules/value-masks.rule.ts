import type { MaskKind } from '../resources/fields/field-kinds.ts';
import { normalizePhone } from '../phone.ts';
import { maskCardNumber } from './card-mask.rule.ts';

/** The character a masked value is drawn with; no real card, passport or phone holds it. */
export const MASK_CHAR = '•';

/** A value that went out masked and came back (a form saved as shown, an export imported back). */
export function isMaskedText(value: unknown): boolean {
  return typeof value === 'string' && value.includes(MASK_CHAR);
}

/**
 * Issue 20 item 4: what a user who may not read a value whole sees. Each keeps the last digits a
 * person reads out to check a worker on the phone («•••• 2696» for a card, as on /pay_today since
 * issue 13), never enough to use the value.
 */
const masks: Record<MaskKind, (value: string) => string> = {
  card: (v) => maskCardNumber(v) ?? v,
  phone: (v) => {
    const canonical = normalizePhone(v) ?? '';
    if (canonical.length === 11 && canonical.startsWith('7'))
      return `+7 ••• •••-${canonical.slice(7, 9)}-${canonical.slice(9)}`;
    return canonical.length >= 4 ? `•••• ${canonical.slice(-4)}` : '••••';
  },
  // Series and number: the last two characters of a number, nothing of a four-character series.
  passport: (v) => {
    const compact = v.replace(/\s/g, '');
    return compact.length > 4 ? `•••• ${compact.slice(-2)}` : '••••';
  },
};

export function maskValue(kind: MaskKind, value: string | null): string | null {
  if (value === null || value.trim() === '') return value;
  return masks[kind](value);
}

/**
 * Search terms that look for a value of this kind (issue 20: «a phone or card search must not leak
 * by timing or count either — refuse it»). A term a hidden field could match is refused rather than
 * run without that field, since an empty answer would say what the value is not.
 */
export const termLooksLike: Record<MaskKind, (term: string) => boolean> = {
  // What list search takes for a phone (server/crud/phone-search.ts): phone characters, 3+ digits.
  phone: (t) => /^[\d\s()+.-]+$/.test(t) && t.replace(/\D/g, '').length >= 3,
  card: (t) => /^[\d\s-]+$/.test(t) && t.replace(/\D/g, '').length >= 4,
  // Series and numbers are digits, foreign ones Latin letters and digits; «+7 (926)…» is a phone.
  passport: (t) => /\d/.test(t) && /^[\dA-Za-z\s№]+$/.test(t),
};
