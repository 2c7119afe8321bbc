// How a value sits in a spreadsheet cell, shared by the server's ledger export (server/export) and
// the CLI's own export (cli/output/xlsx.ts): one set of Excel formats and one rule per kind.
import { formatDate } from '../format.ts';

/** The kinds of cell an export writes; what a person reads, not the wire type. */
export type CellKind = 'text' | 'int' | 'money' | 'date' | 'bool';

/** Excel's own number formats; a Russian Excel shows them with its separators ('1 234,50', '21.11.2026'). */
export const xlsxFormats: Partial<Record<string, string>> = {
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

/** Excel has no time zones: a day is midnight written as if it were UTC, so every reader sees that day. */
export function xlsxDay(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ and no apostrophe. */
export const safeSheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\']/g, ' ')
    .trim()
    .slice(0, 31) || 'Лист1';

export type CellValue = string | number | boolean | null;

/**
 * An XLSX cell: money and numbers as numbers (a numeric(16,2) under 9·10^13 roubles is exact in a
 * double, which Excel stores anyway), days as dates, yes/no as text a person reads.
 */
export function xlsxCell(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'int':
    case 'money':
      return Number(value);
    case 'date':
      return xlsxDay(String(value));
    case 'bool':
      return value ? 'да' : 'нет';
    default:
      return String(value);
  }
}

/**
 * A CSV cell for Russian Excel (docs/decisions.md «Export»): money with a decimal comma and no
 * group spaces ('1234,50', which Excel reads as a number), days dd.MM.yyyy, yes/no as text.
 */
export function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  switch (kind) {
    case 'money':
      return String(value).replace('.', ',');
    case 'date':
      return formatDate(String(value));
    case 'bool':
      return value ? 'да' : 'нет';
    default:
      return String(value);
  }
}
