import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/api/pdf-text.ts';
import { renderPdf } from './pdf-render.ts';

describe('renderPdf', () => {
  it('writes real PDF bytes whose text reads back in Russian', async () => {
    const bytes = await renderPdf({
      content: ['Счёт на оплату № 15 от 23.11.2026', { text: 'Итого: 1 234,50 руб.', bold: true }],
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfText(bytes);
    expect(page).toContain('Счёт на оплату № 15 от 23.11.2026');
    expect(page).toContain('Итого: 1 234,50 руб.');
  });
});
