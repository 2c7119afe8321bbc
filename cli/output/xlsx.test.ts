import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { columnName, XlsxSheet, xmlText } from './xlsx.ts';
import { zip } from './zip.ts';

/** Reads an archive back through its central directory, the way Excel and unzip do. */
function unzip(buffer: Buffer): Map<string, string> {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(buffer.readUInt32LE(at)).toBe(0x02014b50);
    const crc = buffer.readUInt32LE(at + 16);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = inflateRawSync(buffer.subarray(start, start + size));
    expect(crc32(data), name).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

describe('zip', () => {
  it('writes entries a reader finds through the central directory, CRCs matching', () => {
    const files = unzip(
      zip([
        { name: 'a.txt', data: Buffer.from('привет') },
        { name: 'папка/b.xml', data: Buffer.from('<b/>') },
      ]),
    );
    expect([...files]).toEqual([
      ['a.txt', 'привет'],
      ['папка/b.xml', '<b/>'],
    ]);
  });
});

describe('XlsxSheet', () => {
  it('produces a zip (PK) with the workbook parts and the sheet in Cyrillic', () => {
    const sheet = new XlsxSheet(['№', 'Название', 'Сумма']);
    sheet.addRow([{ number: '1' }, 'ООО «Ромашка» & Ко', { number: '1234.50' }]);
    sheet.addRow([{ number: '2' }, '', { number: '-5' }]);
    const bytes = sheet.toBuffer('Контрагенты: [все]');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const files = unzip(bytes);
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const xml = files.get('xl/worksheets/sheet1.xml')!;
    expect(xml).toContain('<c r="B1" s="1" t="inlineStr"><is><t xml:space="preserve">Название</t></is></c>');
    expect(xml).toContain('ООО «Ромашка» &amp; Ко');
    expect(xml).toContain('<c r="C2"><v>1234.50</v></c>');
    expect(xml).toContain('<row r="3"><c r="A3"><v>2</v></c><c r="C3"><v>-5</v></c></row>');
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Контрагенты   все " sheetId="1" r:id="rId1"/>');
  });

  it('names columns past Z like Excel and drops characters XML cannot hold', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(xmlText('a\u0001b<c>"')).toBe('ab&lt;c&gt;&quot;');
  });
});
