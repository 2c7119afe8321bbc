import { zip } from './zip.ts';

/** A cell of the sheet: numbers stay numbers in Excel, everything else is text. */
export type XlsxCell = { number: string } | string;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function xmlText(text: string): string {
  // Control characters other than tab and line breaks are not allowed in XML 1.0 at all.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return clean.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: XlsxCell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (typeof cell !== 'string') return `<c r="${ref}"${s}><v>${cell.number}</v></c>`;
  if (cell === '') return '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

/** Builds one worksheet row by row, so an export adds a page at a time. */
export class XlsxSheet {
  private readonly rows: string[] = [];

  constructor(header: readonly string[]) {
    this.addRow(header, 1);
  }

  addRow(cells: readonly XlsxCell[], style = 0): void {
    const r = this.rows.length + 1;
    const xml = cells.map((c, i) => cellXml(c, `${columnName(i)}${r}`, style)).join('');
    this.rows.push(`<row r="${r}">${xml}</row>`);
  }

  /** The .xlsx bytes: the few parts Excel, LibreOffice and Numbers need, nothing more. */
  toBuffer(sheetName: string): Buffer {
    const name = xmlText(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Лист1');
    const parts: Record<string, string> = {
      '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
      '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
      'xl/styles.xml': `<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`,
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${this.rows.join('')}</sheetData></worksheet>`,
    };
    return zip(Object.entries(parts).map(([path, xml]) => ({ name: path, data: Buffer.from(XML_HEAD + xml, 'utf8') })));
  }
}
