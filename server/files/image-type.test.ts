import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));

describe('sniffImage: the type comes from the magic bytes', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['svg', bytes('\uFEFF<?xml version="1.0"?>\n<!-- a --><!DOCTYPE svg>\n <svg width="1"></svg>')],
  ])('%s', (ext, b) => expect(sniffImage(b)?.ext).toBe(ext));

  it.each([
    ['text', bytes('hello')],
    ['html', bytes('<html><svg></svg></html>')],
    ['gif', bytes('GIF89a')],
    ['empty', bytes()],
    ['truncated png', bytes([0x89, 0x50, 0x4e])],
  ])('refuses %s', (_n, b) => expect(sniffImage(b)).toBeNull());
});
