// Money is integer kopecks in bigint: floats drift on sums (0.1 + 0.2) and lose kopecks past 2^53.
// A bigint argument is always kopecks; a string or number is roubles as they arrive on the wire
// (SQL numeric as '1234.50', JSON numbers, Russian input '1 234,50').
import { wireText } from './wire-text.ts';

export type MoneyInput = bigint | string | number | null | undefined;

/** An exact decimal: `value` × 10^-`scale`. Used for hours and factors, which are not money. */
export interface Decimal {
  value: bigint;
  scale: number;
}

export class MoneyParseError extends Error {
  override readonly name = 'MoneyParseError';
  constructor(readonly input: unknown) {
    super(`Неверная сумма: «${wireText(input)}»`);
  }
}

// Spaces of every kind are group separators ('1 234,50' typed, pasted with NBSP, or narrow NBSP).
const GROUP_SPACES = /[\u0020\u00a0\u202f]/g;
const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

// String(n) is the shortest text that reads back as n, so 1.005 stays '1.005' (not 1.00499…);
// it switches to exponent form outside 1e-7..1e21, which is expanded here.
function numberToPlain(n: number): string {
  const text = String(n);
  const exp = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) return text;
  const [, sign, lead, rest = '', power] = exp;
  const digits = lead + rest;
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return sign + digits.padEnd(point, '0');
}

export function parseDecimal(v: string | number): Decimal {
  if (typeof v === 'number' && !Number.isFinite(v)) throw new MoneyParseError(v);
  const text = typeof v === 'number' ? numberToPlain(v) : v.replace(GROUP_SPACES, '').replace('\u2212', '-');
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new MoneyParseError(v);
  const [, sign, whole, fraction = ''] = m;
  const value = BigInt(whole + fraction || '0');
  return { value: sign === '-' ? -value : value, scale: fraction.length };
}

export function decimalToString({ value, scale }: Decimal): string {
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return (value < 0n ? '-' : '') + whole + fraction;
}

/** Integer division rounding half away from zero, the usual accounting rule for kopecks. */
function divRoundHalfAway(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return negative ? -q : q;
}

/** Roubles to kopecks, half away from zero past the second decimal. Empty means no amount: 0. */
export function parseMoney(v: string | number | null | undefined): bigint {
  if (v == null || (typeof v === 'string' && v.trim() === '')) return 0n;
  const { value, scale } = parseDecimal(v);
  if (scale <= 2) return value * 10n ** BigInt(2 - scale);
  return divRoundHalfAway(value, 10n ** BigInt(scale - 2));
}

export function toKopecks(v: MoneyInput): bigint {
  return typeof v === 'bigint' ? v : parseMoney(v);
}

/** '1234.50': the form SQL numeric and JSON answers take. */
export function kopecksToDecimalString(k: bigint): string {
  return decimalToString({ value: k, scale: 2 });
}

export function sumMoney(values: Iterable<MoneyInput>): bigint {
  let total = 0n;
  for (const v of values) total += toKopecks(v);
  return total;
}

/** Kopecks times an exact decimal factor (hours such as 4.5), one rounding at the end. */
export function mulMoney(kopecks: bigint, factor: string | number): bigint {
  const { value, scale } = parseDecimal(factor);
  return divRoundHalfAway(kopecks * value, 10n ** BigInt(scale));
}

/**
 * '1 234,50' as the spec asks (comma decimals, space groups). The group separator is a plain
 * U+0020 space and the minus an ASCII hyphen so CSV exports and the CLI stay plain text.
 */
export function formatRoubles(v: MoneyInput): string {
  const k = toKopecks(v);
  const [whole, fraction] = kopecksToDecimalString(k < 0n ? -k : k).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ' ');
  return `${k < 0n ? '-' : ''}${grouped},${fraction}`;
}
