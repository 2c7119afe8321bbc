import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { mergeLookups } from './cells.ts';
import { pickColumns } from './columns.ts';
import { xlsxWriter } from './xlsx.ts';

// Issue 9, item 11: 'move the CLI's hand-written XLSX writer onto exceljs (streaming WorkbookWriter) …
// XLSX dates as real dates (cell type date with dd.mm.yyyy format), references as names'; item 6:
// 'phones formatted +7 926 144-59-56 in CLI tables and XLSX'.
describe('xlsxWriter', () => {
  it('writes numbers as numbers, dates as formatted dates, names for references, formatted phones', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'crm-xlsx-')), 'out.xlsx');
    const columns = pickColumns(resources.individuals, 'id,name,phone,birth_date,created_at');
    const transactions = pickColumns(resources.transactions, 'amount,owner_type');
    const writer = xlsxWriter(path, [...columns, ...transactions], 'Работники: [все]');
    await writer.write(
      [
        {
          id: 7,
          name: 'Котов',
          phone: '89261445956',
          birth_date: '1990-02-03',
          created_at: '2026-11-21T06:30:00.000Z',
          amount: '1234.50',
          owner_type: 'Individual',
        },
      ],
      {},
    );
    await writer.write([{ id: 8, name: 'Ёлкин', phone: '1234', birth_date: null, amount: '-5' }], {});
    await writer.finish();

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Работники   все');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '№',
      'ФИО',
      'Телефон',
      'Дата рождения',
      'Создано',
      'Сумма',
      'Кому',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(7);
    expect(row.getCell(3).value).toBe('+7 926 144-59-56');
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(4).value).toEqual(new Date(Date.UTC(1990, 1, 3)));
    expect(row.getCell(4).numFmt).toBe('dd.mm.yyyy');
    expect(row.getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(row.getCell(6).value).toBe(1234.5);
    expect(row.getCell(6).numFmt).toBe('#,##0.00');
    expect(row.getCell(7).value).toBe('Работник');
    expect(sheet.getRow(3).getCell(3).value).toBe('1234');
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
  });

  it('shows a reference by the name the list answer carries', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'crm-xlsx-')), 'ref.xlsx');
    const columns = pickColumns(resources.contractors, 'name,contractor_type_id');
    const writer = xlsxWriter(path, columns, 'Контрагенты');
    await writer.write(
      [{ id: 1, name: 'ООО «Ромашка»', contractor_type_id: 2 }],
      mergeLookups({}, { contractor_types: [{ id: 2, name: 'Клиент' }] }),
    );
    await writer.finish();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    expect(book.worksheets[0].getRow(2).values).toEqual([undefined, 'ООО «Ромашка»', 'Клиент']);
  });
});
