import { z } from 'zod';
import '../zod-locale.ts';

// Query-string values of the statistics and quality actions (issue 21). A query arrives as text; each
// schema reads it or refuses it in Russian, so a bad month or offset is a 422 naming the key before
// any SQL runs. Absent reads as null: the handler takes the server's own default (Moscow's today).

// Optional: a query key the client left out arrives as undefined (zod refuses a missing key otherwise).
const accepts = <T>() => z.custom<T>(() => true).optional();

/** A whole number within [min, max], or null when absent. */
export const queryInt = (min: number, max: number) =>
  accepts<number | string | null | undefined>().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === '') return null;
    const text = String(raw).trim();
    const n = /^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    ctx.addIssue({ code: 'custom', message: `нужно целое число от ${min} до ${max}` });
    return z.NEVER;
  });

/** One of the listed words, or null when absent. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  accepts<T[number] | null | undefined>().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === '') return null;
    const text = String(raw);
    if ((choices as readonly string[]).includes(text)) return text as T[number];
    ctx.addIssue({ code: 'custom', message: `нужно одно из значений: ${choices.join(', ')}` });
    return z.NEVER;
  });

/** The year and month of a statistics screen (spec 02 §7 'year, month'). */
export const yearMonth = { year: queryInt(2000, 2100), month: queryInt(1, 12) };
