// Reads the files out of a multipart letter as a mail client would: each part's headers, then its
// base64 body decoded, so a test checks the very bytes a recipient gets (issue 12: 'an SMTP test …
// receiving the attachment').

export interface LetterPart {
  contentType: string;
  /** The part's file name, decoded from RFC 2047 / RFC 2231 when the name is Cyrillic. */
  filename: string | null;
  content: Buffer;
}

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function filenameOf(headers: Record<string, string>): string | null {
  const disposition = headers['content-disposition'] ?? '';
  // RFC 2231 continuations: filename*0*=utf-8''%D0%A1…; filename*1*=…
  const pieces = [...disposition.matchAll(/filename\*(\d+)?\*?=([^;]+)/g)].map((m) => m[2].trim());
  if (pieces.length > 0)
    return decodeURIComponent(
      pieces
        .join('')
        .replace(/^utf-8''/i, '')
        .replace(/"/g, ''),
    );
  const plain = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  if (!plain) return null;
  return plain.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'));
}

/** Every leaf part of a (possibly nested) multipart message. */
export function letterParts(raw: string): LetterPart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((chunk) => letterParts(chunk.replace(/^\r\n/, '')));
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
  return [{ contentType: type.split(';')[0].trim().toLowerCase(), filename: filenameOf(headers), content }];
}

/** The PDF files of a letter. */
export const pdfAttachments = (raw: string) => letterParts(raw).filter((p) => p.contentType === 'application/pdf');
