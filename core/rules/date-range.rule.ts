import { parseRuDate } from '../format.ts';

// Issue 22 item 5: 'on a new order a typed hyphen in a date range is refused («Период 1: нужны две
// даты…»), only an en dash works'. Deliver: 'Dates accept -, – and — between the two ends'.

const DAY = String.raw`\d{1,2}\.\d{1,2}\.\d{2,4}`;
/** Two days with a hyphen, en dash or em dash between them, spaces around it optional. */
const RANGE = new RegExp(String.raw`^(${DAY})\s*[-–—]\s*(${DAY})$`);

/** The two ends of a typed range as typed («01.12.2026», «3.12.2026»), or null when it is not one. */
export function rangeEnds(text: string): [string, string] | null {
  const m = RANGE.exec(text.trim());
  return m ? [m[1], m[2]] : null;
}

/**
 * A typed range of two days, dd.MM.yyyy each, as yyyy-MM-dd; a single day is a range of one day.
 * Null when the text is not that (a misspelt day, three parts, letters).
 */
export function splitDateRange(text: string): [string, string] | null {
  const t = text.trim();
  const m = RANGE.exec(t);
  const [from, to] = m ? [parseRuDate(m[1]), parseRuDate(m[2])] : [parseRuDate(t), parseRuDate(t)];
  return from && to ? [from, to] : null;
}

export type DateRanges = { ok: true; ranges: [string, string][] } | { ok: false; message: string };

/**
 * Several ranges typed in one field, separated by commas, semicolons or new lines:
 * «01.12.2026-03.12.2026, 05.12.2026». The first bad one is named by its place.
 */
export function parseDateRanges(text: string): DateRanges {
  const parts = text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return { ok: false, message: 'Укажите хотя бы одну дату' };
  const ranges: [string, string][] = [];
  for (const [i, part] of parts.entries()) {
    const range = splitDateRange(part);
    if (!range) return { ok: false, message: `Период ${i + 1}: нужна дата дд.мм.гггг или две через дефис` };
    ranges.push(range);
  }
  return { ok: true, ranges };
}
