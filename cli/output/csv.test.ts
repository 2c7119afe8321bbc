import { describe, expect, it } from 'vitest';
import { csvLine, detectDelimiter, parseCsv, UTF8_BOM } from './csv.ts';

describe('CSV (RFC 4180)', () => {
  it('quotes only what needs quoting and round-trips through the parser', () => {
    const rows = [
      ['id', 'name', 'comment'],
      ['1', 'ООО «Ромашка», филиал', 'сказал "да"'],
      ['2', 'многострочный\nтекст', ''],
    ];
    const text = rows.map((r) => csvLine(r)).join('');
    expect(text.split('\r\n')[1]).toBe('1,"ООО «Ромашка», филиал","сказал ""да"""');
    expect(text.split('\r\n')[2]).toBe('2,"многострочный\nтекст",');
    expect(parseCsv(UTF8_BOM + text)).toEqual(rows);
  });

  it('writes `;`-separated lines a Russian Excel opens in columns, quoting only what holds a `;`', () => {
    const rows = [
      ['№', 'Контрагент', 'Сумма'],
      ['7', 'ООО «Ромашка»; филиал', '1 234,50'],
    ];
    const text = rows.map((r) => csvLine(r, ';')).join('');
    expect(text).toBe('№;Контрагент;Сумма\r\n7;"ООО «Ромашка»; филиал";1 234,50\r\n');
    expect(parseCsv(UTF8_BOM + text)).toEqual(rows);
  });

  it('reads LF files from editors and keeps blank lines as empty records (row numbers stay)', () => {
    expect(parseCsv('a,b\n\n1,2\n')).toEqual([['a', 'b'], [''], ['1', '2']]);
  });

  // Issue 9, item 11: 'CSV import reads what Russian Excel saves (;-separated …)'.
  it('reads the semicolon-separated file of Russian Excel, decimal commas intact', () => {
    expect(parseCsv(`${UTF8_BOM}Название;Сумма\r\nООО «Ромашка»;1 234,50\r\n"А;Б";7\r\n`)).toEqual([
      ['Название', 'Сумма'],
      ['ООО «Ромашка»', '1 234,50'],
      ['А;Б', '7'],
    ]);
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('name\n')).toBe(',');
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/^Незакрытая кавычка \(строка файла 2\)$/);
    expect(() => parseCsv('a\n"x"y\n')).toThrow(/^После закрывающей кавычки идёт не разделитель/);
  });
});
