import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTableFile } from './read-table-file.ts';
import { decodeText } from './text-encoding.ts';

const dir = mkdtempSync(join(tmpdir(), 'crm-import-'));

/** 'Привет' in Windows-1251, byte for byte, as a Russian Windows saves it. */
const cp1251 = (text: string) =>
  Buffer.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (ch === 'ё') return 0xb8;
      if (ch === 'Ё') return 0xa8;
      if (ch === '«') return 0xab;
      if (ch === '»') return 0xbb;
      return code;
    }),
  );

// Issue 9, item 11: 'CSV import reads what Russian Excel saves (;-separated, Windows-1251 or UTF-8
// with BOM: detect both) and crm import takes .xlsx too'.
describe('decodeText', () => {
  it('tells UTF-8 (with or without BOM), UTF-16 and Windows-1251 apart', () => {
    expect(decodeText(cp1251('Название;Ёлка «Ромашка»'))).toEqual({
      text: 'Название;Ёлка «Ромашка»',
      encoding: 'windows-1251',
    });
    expect(decodeText(Buffer.from('\uFEFFНазвание', 'utf8'))).toEqual({ text: 'Название', encoding: 'utf-8' });
    expect(decodeText(Buffer.from('Название', 'utf8')).text).toBe('Название');
    expect(decodeText(Buffer.from('\uFEFFИмя\tФамилия', 'utf16le')).text).toBe('Имя\tФамилия');
  });
});

describe('readTableFile', () => {
  it('reads a semicolon-separated Windows-1251 CSV', async () => {
    const path = join(dir, 'excel-1251.csv');
    writeFileSync(path, cp1251('Название;Короткое название\r\nСфера «А»;СА\r\n"Сфера; Б";\r\n'));
    expect(await readTableFile(path)).toEqual([
      ['Название', 'Короткое название'],
      ['Сфера «А»', 'СА'],
      ['Сфера; Б', ''],
    ]);
  });

  it('reads the first sheet of an .xlsx: dates as dd.MM.yyyy, numbers, formulas by their result', async () => {
    const path = join(dir, 'book.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Лист1');
    sheet.addRow(['Название', 'Дата', 'Сумма', 'Итого']);
    sheet.addRow(['ООО «Ромашка»', new Date(Date.UTC(2026, 10, 21)), 1234.5, { formula: 'C2*2', result: 2469 }]);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'ИП ' }, { text: 'Котов' }] }, null, 7, 0.1 + 0.2]);
    await book.xlsx.writeFile(path);
    expect(await readTableFile(path)).toEqual([
      ['Название', 'Дата', 'Сумма', 'Итого'],
      ['ООО «Ромашка»', '21.11.2026', '1234.5', '2469'],
      ['', '', '', ''],
      ['ИП Котов', '', '7', '0.3'],
    ]);
  });

  it('refuses the old binary .xls and a missing file with a usage error', async () => {
    await expect(readTableFile(join(dir, 'old.xls'))).rejects.toMatchObject({ exitCode: 2 });
    await expect(readTableFile(join(dir, 'нет.csv'))).rejects.toThrow('Не удалось прочитать файл');
  });
});
