import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCsvIds } from './read-csv-ids.ts';

// Issue 24 item 7: 'an English «ENOENT» leaks through; a bad row of a file is reported as «…в аргументах»;
// an `.xlsx` given where CSV is expected is «Неверный CSV»'.

const work = mkdtempSync(join(tmpdir(), 'csv-ids-'));

describe('readCsvIds (crm accounts pay --from …)', () => {
  it('names a bad cell by its file and row, not «в аргументах»', async () => {
    writeFileSync(join(work, 'счета.csv'), 'id;сумма\n12;100,00\nабв;5\n');
    await expect(readCsvIds(join(work, 'счета.csv'))).rejects.toThrow(
      'Неверный номер «абв» в файле счета.csv, строка 3',
    );
  });

  it('reads the ids of an .xlsx workbook', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Счета');
    sheet.addRows([
      ['№', 'Сумма'],
      [7, 100],
      [9, 200],
    ]);
    await book.xlsx.writeFile(join(work, 'счета.xlsx'));
    expect(await readCsvIds(join(work, 'счета.xlsx'))).toEqual(['7', '9']);
  });

  it('says a missing file in Russian, without ENOENT', async () => {
    const missing = readCsvIds(join(work, 'нет.csv'));
    await expect(missing).rejects.toThrow('нет такого файла');
    await expect(missing).rejects.not.toThrow('ENOENT');
  });
});
