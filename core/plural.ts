/** The three Russian forms of a counted noun: for 1, for 2–4 and for 5–20 ('строка', 'строки', 'строк'). */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * The form that agrees with `n`: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 111 → many.
 * The sign does not matter (−1 строка); a fraction takes the 'few' form as Russian does (1,5 строки).
 */
export function plural(n: number | bigint, forms: PluralForms): string {
  if (typeof n === 'number' && !Number.isInteger(n)) return forms[1];
  const abs = n < 0 ? -BigInt(n) : BigInt(n);
  const lastTwo = Number(abs % 100n);
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** '5 строк', '1 234 записи': the count with its agreeing noun, thousands grouped as in money. */
export function countOf(n: number | bigint, forms: PluralForms): string {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${digits} ${plural(n, forms)}`;
}

/** Nouns the interfaces count most often. */
export const nouns = {
  row: ['строка', 'строки', 'строк'],
  record: ['запись', 'записи', 'записей'],
  error: ['ошибка', 'ошибки', 'ошибок'],
  column: ['колонка', 'колонки', 'колонок'],
} as const satisfies Record<string, PluralForms>;
