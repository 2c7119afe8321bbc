/** RFC 4180: fields with a comma, quote or line break are quoted; quotes doubled; CRLF line ends. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export const UTF8_BOM = '\uFEFF';

export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
}

/** Parses RFC 4180 text (with or without a BOM, CRLF or LF line ends); blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push(fields);
    fields = [];
    field = '';
  };
  for (let i = text.startsWith(UTF8_BOM) ? 1 : 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (quoted) throw new CsvSyntaxError(`Незакрытая кавычка в записи ${records.length + 1}`);
  if (field !== '' || fields.length) endRecord();
  return records;
}
