import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { safeSheetName, xlsxCell, xlsxFormats } from '../../core/export/spreadsheet-cells.ts';
import type { ExportSource } from './keyset-pages.ts';
import type { ExportColumn } from './transactions-export.columns.ts';

/** exceljs on the first XLSX export: half a second no server start (and no test's app) should pay. */
async function loadExcel(): Promise<typeof import('exceljs')> {
  const loaded = (await import('exceljs')) as unknown as { default?: typeof import('exceljs') };
  return loaded.default ?? (loaded as unknown as typeof import('exceljs'));
}

/**
 * Waits until the zip has taken the rows written so far. exceljs hands the sheet's XML to the zip's
 * deflate stream without heeding its answer (its StreamBuf keeps `pipes` and ignores write()'s
 * false), so on a busy machine the XML piles up there faster than it is compressed: 68 MB of heap
 * at 100 000 rows in the bench before this wait.
 */
async function deflated(sheet: object, signal: AbortSignal) {
  const pipes = (sheet as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe.writableNeedDrain) await once(pipe, 'drain', { signal });
}

/**
 * XLSX through exceljs's streaming WorkbookWriter straight into the response: each row is committed
 * as it is written and no shared-strings table is kept, so a 100 000-row ledger never sits in
 * memory. The writer does not wait for a slow reader by itself, so each page waits until the
 * response has taken what was zipped so far.
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
    // The next page is read while the zip compresses this one: waiting for the zip costs no time.
    const pages = source.pages(signal);
    let next = pages.next();
    for (let page = await next; !page.done; page = await next) {
      next = pages.next();
      for (const row of page.value) sheet.addRow(columns.map((c) => xlsxCell(c.kind, c.value(row)))).commit();
      await deflated(sheet, signal);
      if (out.writableNeedDrain) await once(out, 'drain', { signal });
    }
    if (signal.aborted) return;
    sheet.commit();
    await workbook.commit();
  })().catch((e) => out.destroy(e as Error));
  return out;
}
