import { basename } from 'node:path';
import { usageError } from '../cli-error.ts';
import { readTableFile } from '../import/read-table-file.ts';

const ID_HEADERS = /^(id|№|номер|номер счёта|номер счета|счёт|счет|заказ|номер заказа|работник)$/i;
const ID = /^\d{1,9}$/;

/**
 * Record numbers from a file: a CSV as Russian Excel saves it, or an .xlsx workbook (its first sheet;
 * issue 24 item 7: an .xlsx was «Неверный CSV»). The column headed id or «№» when there is one, else
 * the first; a header line without a number is skipped. A bad cell is named by its row in the sheet.
 */
export async function readCsvIds(path: string): Promise<string[]> {
  const rows = await readTableFile(path);
  const header = rows[0] ?? [];
  const named = header.findIndex((cell) => ID_HEADERS.test(cell.trim()));
  const column = Math.max(named, 0);
  const skipHeader = named >= 0 || !ID.test((header[0] ?? '').trim());
  const ids: string[] = [];
  rows.forEach((row, index) => {
    if (index === 0 && skipHeader) return;
    const cell = (row[column] ?? '').trim();
    if (!cell) return;
    if (!ID.test(cell) || Number(cell) < 1)
      throw usageError(`Неверный номер «${cell}» в файле ${basename(path)}, строка ${index + 1}`);
    ids.push(String(Number(cell)));
  });
  if (!ids.length) throw usageError(`Нет номеров в файле ${basename(path)}`);
  return [...new Set(ids)];
}
