// The PDF merge of /info/merge_pdf, done in the browser: no document leaves the computer. pdf-lib
// is imported here on first use, so it stays out of the console's initial bundle.

export interface PdfInput {
  name: string;
  bytes: Uint8Array;
}

export class MergeError extends Error {}

const isPdf = (b: Uint8Array) => b.length > 5 && String.fromCharCode(...b.subarray(0, 5)) === '%PDF-';

/** All pages of every file, in the files' order; a file that is not a readable PDF is named in the error. */
export async function mergePdfs(files: readonly PdfInput[]): Promise<{ bytes: Uint8Array; pages: number }> {
  const { PDFDocument } = await import('pdf-lib');
  const merged = await PDFDocument.create();
  for (const file of files) {
    if (!isPdf(file.bytes)) throw new MergeError(`Файл «${file.name}» не PDF`);
    let source: Awaited<ReturnType<typeof PDFDocument.load>>;
    try {
      source = await PDFDocument.load(file.bytes);
    } catch (e) {
      const encrypted = (e as Error).name === 'EncryptedPDFError' || /encrypt/i.test((e as Error).message);
      throw new MergeError(
        encrypted
          ? `Файл «${file.name}» защищён паролем: снимите защиту`
          : `Файл «${file.name}» повреждён и не читается`,
      );
    }
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return { bytes: await merged.save(), pages: merged.getPageCount() };
}

/** Moves the item at `from` by `by` places (clamped): the keyboard reordering of the file list. */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, from + by));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
