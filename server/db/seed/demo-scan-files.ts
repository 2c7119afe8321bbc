import { deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

// Small real files for the demo scans: a PNG drawn pixel by pixel (a page with a coloured header
// and grey «lines of text») and a one-page PDF made with pdf-lib. They pass the same content checks
// as an upload (server/files/content-kind.ts), so the console previews them like real scans.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
}

/** A 240×160 «scanned page»: white paper, a header in `hue`, grey lines whose lengths vary with `seed`. */
export function demoScanPng(hue: [number, number, number], seed: number): Buffer {
  const width = 240;
  const height = 160;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const line = y >= 40 && (y - 40) % 14 < 5 && x >= 16 && x < 60 + ((seed * 37 + y * 13) % 150);
      const px = y < 28 ? hue : line ? [150, 150, 150] : [250, 250, 246];
      raw.set(px, row + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page A6 PDF «scan» (Latin text: the standard PDF fonts have no Cyrillic). */
export async function demoScanPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([298, 420]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 380, width: 298, height: 40, color: rgb(0.2, 0.4, 0.7) });
  page.drawText(title, { x: 16, y: 394, size: 14, font, color: rgb(1, 1, 1) });
  for (let i = 0; i < 12; i++)
    page.drawRectangle({ x: 16, y: 350 - i * 24, width: 120 + ((i * 53) % 140), height: 8, color: rgb(0.6, 0.6, 0.6) });
  return Buffer.from(await pdf.save());
}
