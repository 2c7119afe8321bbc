import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sampleJpg,
  samplePdf,
  samplePng,
  sampleSvg,
  sampleWebp,
  sampleWebpLossless,
} from '../../tests/fixtures/sample-files.ts';
import { sniffContent } from './content-kind.ts';
import { writeFileAtomically } from './upload.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));

describe('sniffContent: the kind comes from the bytes (file-type), the file must be whole', () => {
  it.each([
    ['png', samplePng],
    ['jpg', sampleJpg],
    ['webp', sampleWebp],
    ['webp', sampleWebpLossless],
    ['svg', sampleSvg],
    ['svg', bytes('\uFEFF<?xml version="1.0"?>\n<!-- a --><!DOCTYPE svg>\n <svg width="1"></svg>')],
    ['pdf', samplePdf],
  ])('%s', async (kind, data) => expect(await sniffContent(data)).toEqual({ kind, intact: true }));

  it.each([
    ['text', bytes('hello')],
    ['html', bytes('<html><svg></svg></html>')],
    ['xml that is not svg', bytes('<?xml version="1.0"?><note/>')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0])],
    ['empty', bytes()],
  ])('does not know %s', async (_n, data) => expect(await sniffContent(data)).toBeNull());

  // Issue 8 item 7: «a header-only WebP (e.g. the 12 bytes 'RIFF....WEBP' and a few more, not a decodable image) is refused».
  it.each([
    ['a header-only WebP', 'webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0, 0, 0, 0, 0])],
    ['the 12-byte WebP signature', 'webp', bytes('RIFF', [4, 0, 0, 0], 'WEBP')],
    ['a WebP cut in half', 'webp', sampleWebp.subarray(0, sampleWebp.length / 2)],
    ['a PNG signature and IHDR only', 'png', samplePng.subarray(0, 33)],
    ['a PNG without its end', 'png', samplePng.subarray(0, samplePng.length - 12)],
    ['a JPEG header only', 'jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['a JPEG cut before its image data', 'jpg', sampleJpg.subarray(0, sampleJpg.length - 20)],
    ['a PDF cut off', 'pdf', samplePdf.subarray(0, 40)],
  ])('finds %s damaged', async (_n, kind, data) => expect(await sniffContent(data)).toEqual({ kind, intact: false }));
});

describe('writeFileAtomically', () => {
  it('replaces the file whole and leaves nothing behind when the write fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-upload-'));
    const target = join(dir, 'nested', '1.png');
    await writeFileAtomically(target, samplePng);
    await writeFileAtomically(target, sampleJpg);
    expect(readFileSync(target).equals(sampleJpg)).toBe(true);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['1.png']);

    // A directory in the target's place: the rename fails, and the temporary file must go too.
    const blocked = join(dir, 'blocked');
    mkdirSync(join(blocked, 'x.png'), { recursive: true });
    await expect(writeFileAtomically(join(blocked, 'x.png'), samplePng)).rejects.toThrow();
    expect(readdirSync(blocked)).toEqual(['x.png']);
  });
});
