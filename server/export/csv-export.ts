import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvCell } from '../../core/export/spreadsheet-cells.ts';
import type { ExportColumn } from './transactions-export.columns.ts';
import type { ExportSource } from './keyset-pages.ts';

const BOM = '\uFEFF';

/**
 * CSV as Russian Excel opens it with a double click (docs/decisions.md «Export»): UTF-8 with a BOM,
 * ';' between fields (',' is its decimal comma), CRLF. One page of rows becomes one chunk, pulled
 * only when the response has room (Readable.from follows backpressure), so memory holds one page.
 */
export function csvStream(source: ExportSource, columns: readonly ExportColumn[], signal: AbortSignal): Readable {
  const lines = (rows: string[][]) =>
    stringify(rows, { delimiter: ';', record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
  async function* chunks() {
    yield BOM + lines([columns.map((c) => c.header)]);
    for await (const page of source.pages(signal))
      yield lines(page.map((row) => columns.map((c) => csvCell(c.kind, c.value(row)))));
  }
  return Readable.from(chunks(), { objectMode: false });
}
