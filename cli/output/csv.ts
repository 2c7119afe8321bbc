import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export const UTF8_BOM = '\uFEFF';

/**
 * One RFC 4180 record with CRLF: fields with the delimiter, a quote or a line break quoted, quotes doubled.
 * csv-stringify quotes a line break only when it is its record delimiter, hence quoted_match.
 */
export function csvLine(fields: readonly string[], delimiter = ','): string {
  return stringify([fields as string[]], { delimiter, record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
}

export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
}

/**
 * The separator of the header line outside quotes: Russian Excel saves ';' (its list separator, as
 * ',' is the decimal comma), everything else ','. A tab-separated copy from a sheet works too.
 */
export function detectDelimiter(text: string): string {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ',';
}

/** csv-parse's error codes a hand-saved file can hit, in Russian; the rest read «Неверный CSV». */
const csvProblems: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'Незакрытая кавычка',
  CSV_INVALID_CLOSING_QUOTE: 'После закрывающей кавычки идёт не разделитель',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'После закрывающей кавычки идёт не разделитель',
};

/**
 * Parses CSV text (BOM or not, CRLF or LF, ',' ';' or tab separated). A blank line stays an empty
 * record, so record numbers match the rows of the sheet the file came from.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
    }) as string[][];
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const line = (e as CsvError & { lines?: number }).lines;
    throw new CsvSyntaxError(`${csvProblems[e.code] ?? 'Неверный CSV'}${line ? ` (строка файла ${line})` : ''}`);
  }
}
