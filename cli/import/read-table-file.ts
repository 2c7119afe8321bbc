import { fileErrorReason } from '../file-errors.ts';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type * as ExcelJS from 'exceljs';
import { usageError } from '../cli-error.ts';
import { CsvSyntaxError, parseCsv } from '../output/csv.ts';
import { loadExcel } from '../output/load-exceljs.ts';
import { decodeText } from './text-encoding.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What a person sees in the cell, as text the import's write schema reads. Excel keeps dates as
 * wall-clock times in UTC fields: a whole day becomes 'dd.MM.yyyy', a moment 'yyyy-MM-ddTHH:mm' (local).
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
    if (value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0) return day;
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}T${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  // 15 significant digits drop binary noise of computed cells (0.1 + 0.2 → 0.3), as Excel shows them.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first sheet of a workbook, row by row, empty rows kept so row numbers match the sheet. */
async function readXlsx(path: string): Promise<string[][]> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch (e) {
    throw usageError(`Не удалось прочитать книгу Excel ${path}: ${(e as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: sheet.columnCount }, (_, c) => cellText(row.getCell(c + 1).value).trim()));
  }
  return rows;
}

/**
 * The rows of an import file: an .xlsx workbook (its first sheet) or a CSV in any of the encodings
 * and separators Russian Excel saves.
 */
export async function readTableFile(path: string): Promise<string[][]> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw usageError(`Не удалось прочитать файл ${path}: ${fileErrorReason(e)}`);
  }
  const ext = extname(path).toLowerCase();
  if (ext === '.xls') throw usageError('Формат .xls не поддерживается: сохраните файл как .xlsx или CSV');
  if (ext === '.xlsx' || ZIP_MAGIC.every((b, i) => bytes[i] === b)) return readXlsx(path);
  try {
    return parseCsv(decodeText(bytes).text);
  } catch (e) {
    if (e instanceof CsvSyntaxError) throw usageError(e.message);
    throw e;
  }
}
