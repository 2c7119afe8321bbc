import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MergeError, mergePdfs, moveItem } from './merge-pdfs.ts';

// Issue 15 item 6: '/info/merge_pdf (a working tool: several PDFs uploaded, reordered by keyboard,
// one merged PDF downloaded, done in the browser with pdf-lib)'.
async function pdf(widths: number[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const w of widths) doc.addPage([w, 400]);
  return doc.save();
}

describe('mergePdfs', () => {
  it('keeps every page, files in the given order', async () => {
    const { bytes, pages } = await mergePdfs([
      { name: 'b.pdf', bytes: await pdf([301, 302, 303]) },
      { name: 'a.pdf', bytes: await pdf([201]) },
    ]);
    expect(pages).toBe(4);
    const merged = await PDFDocument.load(bytes);
    expect(merged.getPages().map((p) => p.getWidth())).toEqual([301, 302, 303, 201]);
  });

  it('names a file that is not a PDF or is broken', async () => {
    await expect(mergePdfs([{ name: 'photo.pdf', bytes: new TextEncoder().encode('GIF89a....') }])).rejects.toThrow(
      new MergeError('Файл «photo.pdf» не PDF'),
    );
    const cut = (await pdf([200])).subarray(0, 40);
    await expect(mergePdfs([{ name: 'cut.pdf', bytes: cut }])).rejects.toThrow(/cut\.pdf/);
  });
});

describe('moveItem', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ])('moves item %s by %s', (from, by, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, by)).toEqual(expected);
  });
});
