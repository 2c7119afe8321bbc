// What a file is, from its first bytes, never from the name or the Content-Type the browser sent.

export interface ImageType {
  ext: 'png' | 'jpg' | 'webp' | 'svg';
  mime: string;
}

export const imageTypes: Record<ImageType['ext'], ImageType> = {
  png: { ext: 'png', mime: 'image/png' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  webp: { ext: 'webp', mime: 'image/webp' },
  svg: { ext: 'svg', mime: 'image/svg+xml' },
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** SVG is text: an optional BOM, XML declaration, comments or doctype, then an <svg> root. */
function isSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

export function sniffImage(b: Uint8Array): ImageType | null {
  if (startsWith(b, PNG)) return imageTypes.png;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return imageTypes.jpg;
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return imageTypes.webp;
  if (isSvg(b)) return imageTypes.svg;
  return null;
}
