import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { safeSheetName, xlsxCell, xlsxFormats } from '../../core/export/spreadsheet-cells.ts';
import type { ExportSource } from './keyset-pages.ts';
import type { ExportColumn } from './transactions-export.columns.ts';

/** exceljs on the first XLSX export: half a second no server start (and no test's app) should pay. */
async function loadExcel(): Promise<typeof import('exceljs')> {
  const loaded = (await import('exceljs')) as unknown as { default?: typeof import('exceljs') };
  return loaded.default ?? (loaded as unknown as typeof import('exceljs'));
}

/**
 * XLSX through exceljs's streaming WorkbookWriter straight into the response: each row is committed
 * as it is written and no shared-strings table is kept, so a 100 000-row ledger never sits in
 * memory. exceljs does not wait for a slow reader (its zip keeps the compressed bytes the
 * response has not taken), so each page waits for the response to drain.
 */
export async function xlsxStream(
  source: ExportSource,
  columns: readonly ExportColumn[],
  sheetName: string,
  signal: AbortSignal,
): Promise<Readable> {
  const excel = await loadExcel();
  const out = new PassThrough();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  // A column's style is every new cell's style: money and dates get their Excel format once.
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    style: xlsxFormats[c.kind] ? { numFmt: xlsxFormats[c.kind] } : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  (async () => {
    // The next page is read from the database while this one is written and taken by the reader.
    const pages = source.pages(signal);
    const ahead = () => {
      const read = pages.next();
      // Awaited below; until then a failure (the reader gone, the database closed) is not unhandled.
      read.catch(() => undefined);
      return read;
    };
    let next = ahead();
    for (let page = await next; !page.done; page = await next) {
      next = ahead();
      for (const row of page.value) sheet.addRow(columns.map((c) => xlsxCell(c.kind, c.value(row)))).commit();
      if (out.writableNeedDrain) await once(out, 'drain', { signal });
    }
    if (signal.aborted) return;
    sheet.commit();
    await workbook.commit();
  })().catch((e) => out.destroy(e as Error));
  return out;
}
