import type { ContentKind } from './content-kind.ts';

// file-type reads only the signature, so 'RIFF....WEBP' with nothing behind it passes as a WebP.
// These walks check the container structure (chunks and markers within the file, an image size,
// image data present): not a full decode, but a header-only or cut-off file no longer passes.

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** PNG: IHDR first with a non-zero size, then chunks that fit the file up to IEND, with IDAT among them. */
function pngIntact(b: Uint8Array): boolean {
  const v = view(b);
  let at = 8;
  let idat = false;
  while (at + 12 <= b.length) {
    const length = v.getUint32(at);
    const type = ascii(b, at + 4, at + 8);
    if (at + 12 + length > b.length) return false;
    if (at === 8 && (type !== 'IHDR' || length !== 13 || !v.getUint32(at + 8) || !v.getUint32(at + 12))) return false;
    if (type === 'IDAT') idat = true;
    if (type === 'IEND') return idat;
    at += 12 + length;
  }
  return false;
}

const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: segments that fit the file, a frame header with a non-zero size, then a scan with data after it. */
function jpgIntact(b: Uint8Array): boolean {
  const v = view(b);
  let at = 2;
  let frame = false;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return false;
    const length = v.getUint16(at + 2);
    if (length < 2 || at + 2 + length > b.length) return false;
    if (isStartOfFrame(marker)) {
      if (length < 8 || !v.getUint16(at + 5) || !v.getUint16(at + 7)) return false;
      frame = true;
    }
    if (marker === 0xda) return frame && at + 2 + length < b.length;
    at += 2 + length;
  }
  return false;
}

/** WebP: the RIFF size fits the file, and an image chunk (VP8, VP8L, an animation frame) is there whole. */
function webpIntact(b: Uint8Array): boolean {
  if (b.length < 20) return false;
  const v = view(b);
  const end = 8 + v.getUint32(4, true);
  if (end > b.length) return false;
  let at = 12;
  while (at + 8 <= end) {
    const type = ascii(b, at, at + 4);
    const length = v.getUint32(at + 4, true);
    const body = at + 8;
    if (body + length > end) return false;
    if (type === 'VP8 ')
      return (
        length >= 10 &&
        b[body + 3] === 0x9d &&
        b[body + 4] === 0x01 &&
        b[body + 5] === 0x2a &&
        (v.getUint16(body + 6, true) & 0x3fff) > 0 &&
        (v.getUint16(body + 8, true) & 0x3fff) > 0
      );
    if (type === 'VP8L') return length >= 5 && b[body] === 0x2f;
    if (type === 'ANMF') return length >= 16;
    at = body + length + (length & 1);
  }
  return false;
}

/** PDF: the end-of-file marker near the end, so a cut-off upload is refused. */
const pdfIntact = (b: Uint8Array) => ascii(b, Math.max(0, b.length - 1024), b.length).includes('%%EOF');

const checks: Record<ContentKind, (b: Uint8Array) => boolean> = {
  png: pngIntact,
  jpg: jpgIntact,
  webp: webpIntact,
  pdf: pdfIntact,
  // Text: what matters is how it is served (a sandboxing CSP), not its structure.
  svg: () => true,
};

export const isIntact = (kind: ContentKind, data: Uint8Array): boolean => checks[kind](data);
