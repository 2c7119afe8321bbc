import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv, UTF8_BOM } from './csv.ts';

describe('CSV (RFC 4180)', () => {
  it('quotes only what needs quoting and round-trips through the parser', () => {
    const rows = [
      ['id', 'name', 'comment'],
      ['1', 'ООО «Ромашка», филиал', 'сказал "да"'],
      ['2', 'многострочный\nтекст', ''],
    ];
    const text = rows.map(csvLine).join('');
    expect(text.split('\r\n')[1]).toBe('1,"ООО «Ромашка», филиал","сказал ""да"""');
    expect(parseCsv(UTF8_BOM + text)).toEqual(rows);
  });

  it('reads LF files from editors and skips blank lines', () => {
    expect(parseCsv('a,b\n\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow('Незакрытая кавычка');
  });
});
