// The list filter string of the wire contract: `key=v1,v2;key2=v3`. A backslash escapes the four
// characters that carry meaning (`,` `;` `=` `\`) so any key or value survives a round trip.
export type Filter = Record<string, string[]>;

export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';
  constructor(
    readonly part: string,
    reason: string,
  ) {
    super(`Неверный фильтр: ${reason} в «${part}»`);
  }
}

const SPECIAL = new Set([',', ';', '=', '\\']);

function escapeText(text: string): string {
  return text.replace(/[,;=\\]/g, (c) => `\\${c}`);
}

// Splits on `sep` outside escapes; escapes stay in place for `unescapeText` to check and decode.
function split(text: string, sep: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === sep) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

function unescapeText(text: string, part: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\\') {
      out += text[i];
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) throw new FilterSyntaxError(part, 'обратная косая черта в конце');
    if (!SPECIAL.has(next)) throw new FilterSyntaxError(part, `неизвестное экранирование «\\${next}»`);
    out += next;
    i++;
  }
  return out;
}

/**
 * `key=` means one empty value (a filter for blank fields); a key with no values is simply
 * absent, so `encodeFilter` leaves such keys out. A key given twice is an error rather than a
 * guess at whether the author meant "or" or "and".
 */
export function decodeFilter(text: string): Filter {
  if (text === '') return {};
  const entries = new Map<string, string[]>();
  for (const part of split(text, ';')) {
    const [rawKey, ...rest] = split(part, '=');
    if (rest.length === 0) throw new FilterSyntaxError(part, 'нет знака «=»');
    const key = unescapeText(rawKey, part);
    if (key === '') throw new FilterSyntaxError(part, 'пустой ключ');
    if (entries.has(key)) throw new FilterSyntaxError(part, `ключ «${key}» повторяется`);
    // An unescaped '=' after the first belongs to the value: nothing else could be meant.
    const values = split(rest.join('='), ',').map((v) => unescapeText(v, part));
    entries.set(key, values);
  }
  // fromEntries defines own properties, so a key such as '__proto__' stays a plain key.
  return Object.fromEntries(entries);
}

export function encodeFilter(filter: Filter): string {
  const parts: string[] = [];
  for (const [key, values] of Object.entries(filter)) {
    // Refused here because `decodeFilter` could never read it back.
    if (key === '') throw new FilterSyntaxError(`=${values.join(',')}`, 'пустой ключ');
    if (values.length > 0) parts.push(`${escapeText(key)}=${values.map(escapeText).join(',')}`);
  }
  return parts.join(';');
}
