import { plural, type PluralForms } from '../plural.ts';

// Issue 12 item 4: 'totals in figures and in words (сумма прописью)'. The Russian invoice form:
// the roubles in words, capitalised, with the agreeing noun, then the kopecks as two digits with theirs
// («Одна тысяча двести тридцать четыре рубля 50 копеек»).

const onesMasculine = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
// Тысяча is feminine: «одна тысяча», «две тысячи».
const onesFeminine = ['', 'одна', 'две', ...onesMasculine.slice(3)];
const teens = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const tens = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const hundreds = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

interface Scale {
  forms: PluralForms;
  feminine: boolean;
}

/** Powers of a thousand from 10^3 up; the units (10^0) take the currency's own noun. */
const scales: readonly Scale[] = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

export const roubleForms: PluralForms = ['рубль', 'рубля', 'рублей'];
export const kopeckForms: PluralForms = ['копейка', 'копейки', 'копеек'];

/** 0–999 in words; empty for 0. */
function triadWords(n: number, feminine: boolean): string[] {
  const words = [hundreds[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10]);
  else words.push(tens[Math.floor(rest / 10)], (feminine ? onesFeminine : onesMasculine)[rest % 10]);
  return words.filter(Boolean);
}

/** A whole number of roubles in words, lower case: 1234n → 'одна тысяча двести тридцать четыре'. */
export function integerInWords(n: bigint): string {
  if (n === 0n) return 'ноль';
  if (n < 0n) return `минус ${integerInWords(-n)}`;
  const triads: number[] = [];
  for (let rest = n; rest > 0n; rest /= 1000n) triads.push(Number(rest % 1000n));
  if (triads.length > scales.length + 1) throw new RangeError(`Слишком большая сумма: ${n}`);
  const words: string[] = [];
  for (let i = triads.length - 1; i >= 0; i--) {
    const value = triads[i];
    if (value === 0) continue;
    const scale = i === 0 ? undefined : scales[i - 1];
    words.push(...triadWords(value, scale?.feminine ?? false));
    if (scale) words.push(plural(value, scale.forms));
  }
  return words.join(' ');
}

/**
 * Kopecks → «Одна тысяча двести тридцать четыре рубля 50 копеек»: roubles in words with the
 * agreeing noun, kopecks always two digits ('01 копейка', '00 копеек').
 */
export function amountInWords(kopecks: bigint): string {
  const negative = kopecks < 0n;
  const abs = negative ? -kopecks : kopecks;
  const roubles = abs / 100n;
  const cents = abs % 100n;
  const words = `${negative ? 'минус ' : ''}${integerInWords(roubles)}`;
  const kopeckDigits = cents.toString().padStart(2, '0');
  return `${words[0].toUpperCase()}${words.slice(1)} ${plural(roubles, roubleForms)} ${kopeckDigits} ${plural(cents, kopeckForms)}`;
}
