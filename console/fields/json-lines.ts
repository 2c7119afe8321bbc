// A JSON field edited as lines of text instead of raw `{}` / `[]` (issue 9): a list is one item a
// line (a pair of dates «01.12.2026 – 05.12.2026»), an object one «key = value» a line. Pure, so
// the round trip is tested without a DOM.

import { rangeEnds } from '../../core/rules/date-range.rule.ts';

const PAIR = ' – ';

function scalarText(v: unknown): string {
  return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function readScalar(text: string): unknown {
  const t = text.trim();
  if (t === 'true' || t === 'false') return t === 'true';
  if (/^-?\d+(\.\d+)?$/.test(t) && !/^0\d/.test(t)) return Number(t);
  if (/^[[{]/.test(t)) {
    try {
      return JSON.parse(t);
    } catch {
      return t;
    }
  }
  return t;
}

export function isObjectValue(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The text a value shows as; `object` says whether the field holds an object (from its value or default). */
export function jsonToLines(value: unknown): string {
  if (Array.isArray(value))
    return value.map((item) => (Array.isArray(item) ? item.map(scalarText).join(PAIR) : scalarText(item))).join('\n');
  if (isObjectValue(value))
    return Object.entries(value)
      .map(([k, v]) => `${k} = ${scalarText(v)}`)
      .join('\n');
  return scalarText(value);
}

/** Back from the text: blank lines are skipped; a line with « – » is a pair, and so are two dates with -, – or — between. */
export function linesToJson(text: string, object: boolean): unknown {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (object) {
    const out: Record<string, unknown> = {};
    for (const line of lines) {
      const at = line.indexOf('=');
      if (at < 0) out[line] = true;
      else out[line.slice(0, at).trim()] = readScalar(line.slice(at + 1));
    }
    return out;
  }
  return lines.map(
    (line) =>
      rangeEnds(line) ?? (line.includes(PAIR.trim()) ? line.split(/\s*–\s*/).map(readScalar) : readScalar(line)),
  );
}
