import { createWriteStream } from 'node:fs';
import type * as ExcelJS from 'exceljs';
import type { Row } from '../../core/api/api-client.ts';
import { safeSheetName, xlsxDay, xlsxFormats as formats } from '../../core/export/spreadsheet-cells.ts';
import { toDate } from '../../core/format.ts';
import { displayCell, type Lookups } from './cells.ts';
import type { Column } from './columns.ts';
import { loadExcel } from './load-exceljs.ts';

/** Excel has no time zones: a cell holds the wall-clock time, written as if it were UTC. */
const wallClock = (d: Date) =>
  new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()));

/**
 * A cell as a spreadsheet should hold it: numbers and money as numbers, dates as dates (formatted by
 * the column), everything else as the text a person reads (names for references, labels, phones).
 */
export function xlsxValue(row: Row, column: Column, lookups: Lookups): ExcelJS.CellValue {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return null;
  switch (column.field.kind) {
    case 'int':
    case 'decimal':
    case 'money':
      return Number(value);
    case 'date':
      return xlsxDay(String(value));
    case 'datetime':
      return wallClock(toDate(String(value)));
    default:
      return displayCell(row, column, lookups, 32_000);
  }
}

/**
 * A streaming workbook (exceljs WorkbookWriter): each page of rows is committed and flushed, so a
 * 100 000-row export keeps memory flat. Bold frozen header of Russian labels.
 */
export function xlsxWriter(path: string, columns: readonly Column[], sheetName: string) {
  const stream = createWriteStream(path, { flags: 'wx' });
  const ready = loadExcel().then((excel) => {
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: c.label,
      key: c.key,
      width: Math.min(Math.max(c.label.length + 2, formats[c.field.kind] ? 12 : 10), 40),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    return { workbook, sheet };
  });
  // Awaited by write and finish; an export that fails before its first page must not also report this.
  ready.catch(() => undefined);
  return {
    async write(rows: readonly Row[], lookups: Lookups) {
      const { sheet } = await ready;
      for (const row of rows) {
        const added = sheet.addRow(columns.map((c) => xlsxValue(row, c, lookups)));
        columns.forEach((c, i) => {
          const numFmt = formats[c.field.kind];
          if (numFmt) added.getCell(i + 1).numFmt = numFmt;
        });
        added.commit();
      }
    },
    async finish() {
      const { workbook, sheet } = await ready;
      sheet.commit();
      await workbook.commit();
    },
    abort: () => stream.destroy(),
  };
}
