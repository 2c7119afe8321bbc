/**
 * Spec: 'Phone input normalises pasted numbers to begin with 7 (leading 8 becomes 7; 10 digits get
 * a 7 prefix)'. Everything but digits goes first (spaces, brackets, dashes, '+'). Ten digits are
 * checked before the leading 8, since 800… toll-free numbers have ten digits and begin with 8.
 */
export function normalisePhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  return digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * Spec: 'Number inputs: min, max, step default 1, value clamped'. The value snaps to the nearest
 * step counted from min (as the browser's step does), then the bounds win. The snap is rounded to
 * the step's decimals, or 0.1 steps would give 0.30000000000000004. Not-a-number becomes min or 0.
 */
export function clampNumber(value: number, { min, max, step = 1 }: NumberBounds = {}): number {
  const base = min ?? 0;
  const start = Number.isNaN(value) ? base : value;
  const snapped = base + Math.round((start - base) / step) * step;
  let result = Number(snapped.toFixed(Math.max(decimalsOf(step), decimalsOf(base))));
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}

export interface DigitsOptions {
  decimals?: boolean;
  min?: number;
  max?: number;
}

const ruNumber = (n: number) => String(n).replace('.', ',');

/**
 * Spec: 'Digits-only inputs strip non-digits (decimals optionally) and clamp'. With decimals the
 * first '.' or ',' stays, as a comma (the Russian separator), and later ones go. Text within
 * bounds is returned as typed, so '12,' survives while the user is still typing; an empty result
 * stays empty rather than jumping to min.
 */
export function digitsOnly(text: string, { decimals = false, min, max }: DigitsOptions = {}): string {
  let out = text.replace(decimals ? /[^\d.,]/g : /\D/g, '');
  const point = out.search(/[.,]/);
  if (point >= 0) out = `${out.slice(0, point)},${out.slice(point + 1).replace(/[.,]/g, '')}`;
  const value = Number(out.replace(',', '.'));
  if (out === '' || Number.isNaN(value)) return out;
  if (min !== undefined && value < min) return ruNumber(min);
  if (max !== undefined && value > max) return ruNumber(max);
  return out;
}
