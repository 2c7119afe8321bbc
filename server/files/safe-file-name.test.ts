import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './safe-file-name.ts';

describe('safeFileName: path-like and hostile names become a plain name with the real extension', () => {
  it.each([
    ['паспорт.jpg', 'png', 'паспорт.png'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\скан 1.PDF', 'pdf', 'скан 1.pdf'],
    ['a\u0000b\u202e.png', 'png', 'ab.png'],
    ['.htaccess', 'jpg', 'файл.jpg'],
    ['', 'webp', 'файл.webp'],
    ['<script>.pdf', 'pdf', 'script.pdf'],
    [`${'я'.repeat(300)}.png`, 'png', `${'я'.repeat(90)}.png`],
  ] as const)('%j as %s → %j', (sent, kind, expected) => {
    expect(safeFileName(sent, kind)).toBe(expected);
  });

  it('words Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'скан "1".pdf')).toBe(
      `attachment; filename="____ _1_.pdf"; filename*=UTF-8''${encodeURIComponent('скан "1".pdf')}`,
    );
  });
});
