import { randomBytes } from 'node:crypto';

export interface Part {
  name?: string;
  filename?: string;
  data: Buffer | string;
}

/** A multipart body as a browser sends it: each part with its own headers, files with a filename. */
export function multipartForm(...parts: Part[]) {
  const boundary = `----crm${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name ?? 'file'}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n` +
        `${p.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
    ),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The entry names of a zip, from its central directory (enough to check what an archive holds). */
export function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 46)) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'));
  }
  return names;
}
