const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The text of a file as Russian Excel and editors save it: UTF-8 with or without a BOM, UTF-16
 * («Текст Юникод»), or Windows-1251 («CSV (разделители — запятые)» of a Russian Windows). Bytes
 * that are not valid UTF-8 are read as Windows-1251: a Cyrillic 1251 text is practically never
 * valid UTF-8, while a UTF-8 text always is.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'utf-16le' | 'windows-1251' } {
  if (startsWith(bytes, UTF8_BOM))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (startsWith(bytes, UTF16LE_BOM))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
  }
}
