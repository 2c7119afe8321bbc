import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Row } from '../../core/api/api-client.ts';
import { type Lookups, rawCell } from './cells.ts';
import type { Column } from './columns.ts';
import { csvLine, UTF8_BOM } from './csv.ts';
import { xlsxWriter } from './xlsx.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'json';

export interface ExportWriter {
  /** Resolves when the rows are handed to the file (stream backpressure respected). */
  write(rows: readonly Row[], lookups: Lookups): Promise<void>;
  finish(): Promise<void>;
  abort(): void;
}

function streamWriter(
  path: string,
  head: string,
  line: (row: Row, first: boolean) => string,
  tail: string,
): ExportWriter {
  const stream = createWriteStream(path, { flags: 'wx' });
  let first = true;
  let pending = head;
  return {
    async write(rows) {
      for (const row of rows) {
        pending += line(row, first);
        first = false;
      }
      if (!stream.write(pending)) await once(stream, 'drain');
      pending = '';
    },
    async finish() {
      stream.end(pending + tail);
      await once(stream, 'finish');
    },
    abort: () => stream.destroy(),
  };
}

/** CSV and JSON carry wire values (what `crm import` reads back); XLSX what a person reads. */
export const exportWriters: Record<
  ExportFormat,
  (path: string, columns: Column[], opts: { bom?: boolean; sheet: string; whole: boolean }) => ExportWriter
> = {
  csv: (path, columns, { bom }) =>
    streamWriter(
      path,
      (bom ? UTF8_BOM : '') + csvLine(columns.map((c) => c.key)),
      (row) => csvLine(columns.map((c) => rawCell(row[c.key]))),
      '',
    ),
  json: (path, columns, { whole }) =>
    streamWriter(
      path,
      '[\n',
      (row, first) =>
        (first ? '' : ',\n') +
        JSON.stringify(whole ? row : Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? null]))),
      '\n]\n',
    ),
  xlsx: (path, columns, { sheet }) => xlsxWriter(path, columns, sheet),
};
