import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
// pdfmake's server build is CommonJS; its bundled Roboto covers Cyrillic (DESIGN.md §2).
const pdfmake = require('pdfmake') as {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
};

const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'build/fonts/Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// A document never fetches anything: no URLs, and only the font files from disk.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));

/** Lays a pdfmake document out and answers its bytes (a whole PDF, `%PDF-` … `%%EOF`). */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return Buffer.from(await pdfmake.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 10 }, ...doc }).getBuffer());
}
