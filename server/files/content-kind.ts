import { fileTypeFromBuffer } from 'file-type';
import { isIntact } from './intact-content.ts';

// What an uploaded file is, from its bytes (file-type's magic numbers), never from the name or the
// Content-Type the browser sent (DESIGN.md §2: "uploaded content: file-type (magic bytes)").

export type ContentKind = 'png' | 'jpg' | 'webp' | 'svg' | 'pdf';

export const contentKinds: Record<ContentKind, { ext: ContentKind; mime: string }> = {
  png: { ext: 'png', mime: 'image/png' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  webp: { ext: 'webp', mime: 'image/webp' },
  svg: { ext: 'svg', mime: 'image/svg+xml' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
};

const isKind = (ext: string): ext is ContentKind => Object.hasOwn(contentKinds, ext);

/**
 * SVG is text, which file-type does not detect (it answers `xml` for an XML declaration, nothing
 * otherwise): an optional BOM, XML declaration, comments or doctype, then an <svg> root.
 */
function isSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

export type Sniffed = { kind: ContentKind; intact: boolean } | null;

/**
 * The kind the bytes say (null: none we know), and whether the file is whole: a valid signature on
 * a header with no image behind it (a 20-byte "WebP") is a kind, but not intact.
 */
export async function sniffContent(data: Uint8Array): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(data);
  if (found && isKind(found.ext)) return { kind: found.ext, intact: isIntact(found.ext, data) };
  if ((!found || found.ext === 'xml') && isSvg(data)) return { kind: 'svg', intact: true };
  return null;
}
