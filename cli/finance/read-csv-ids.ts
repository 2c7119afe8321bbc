import { readFileSync } from 'node:fs';
import { usageError } from '../cli-error.ts';
import { parseCsv } from '../output/csv.ts';
import { readIds } from '../batch/read-ids.ts';

const ID_HEADERS = /^(id|№|номер|номер счёта|номер счета|счёт|счет|заказ|номер заказа)$/i;

/**
 * Record numbers from a CSV (an export of the list, or one saved by hand): the column headed id or
 * «№» when there is one, else the first column; a header line without a number is skipped.
 */
export function readCsvIds(path: string): string[] {
  let rows: string[][];
  try {
    rows = parseCsv(readFileSync(path, 'utf8'));
  } catch (e) {
    throw usageError(`Не удалось прочитать ${path}: ${(e as Error).message}`);
  }
  const header = rows[0] ?? [];
  const named = header.findIndex((cell) => ID_HEADERS.test(cell.trim()));
  const column = Math.max(named, 0);
  const body = named >= 0 || !/^\s*\d+\s*$/.test(header[0] ?? '') ? rows.slice(1) : rows;
  const cells = body.map((row) => (row[column] ?? '').trim()).filter(Boolean);
  if (!cells.length) throw usageError(`Нет номеров в файле ${path}`);
  return readIds({ args: cells });
}
