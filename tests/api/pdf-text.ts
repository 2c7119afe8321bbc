import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader would copy it, page by page, lines joined by spaces: tests check
 * the Russian content of real PDF bytes (issue 12: 'Tests extract the text from the PDF bytes').
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

export interface PdfTextItem {
  str: string;
  /** Left edge, baseline and advance width in PDF points (first page). */
  x: number;
  y: number;
  width: number;
}

/** The first page's text pieces with where they are drawn: tests check that columns do not overlap. */
export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
      : [],
  );
  await doc.destroy();
  return items;
}
