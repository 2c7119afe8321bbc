import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openSignedIn } from './browser.ts';
import { watchCsp } from './csp-watch.ts';

// Issue 15 item 6: '/info/merge_pdf (a working tool: several PDFs uploaded, reordered by keyboard, one
// merged PDF downloaded, done in the browser with pdf-lib, lazily loaded)'; item 7: 'the PDF merge in
// Chromium (page count and order of the result checked)'. Pages are told apart by their widths.
let browser: Browser;
let page: Page;
let violations: () => Promise<string[]>;

async function pdf(widths: number[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const w of widths) doc.addPage([w, 500]);
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  violations = await watchCsp(page);
});
afterAll(async () => {
  await browser?.close();
});

const order = () => page.locator('.merge-files [role=option] > span:first-child').allInnerTexts();

describe('PDF merge in the browser', () => {
  it('takes several PDFs, reorders them by keyboard and downloads one PDF with every page in that order', async () => {
    await page.goto('/info/merge_pdf');
    await page.getByRole('heading', { name: 'Объединение PDF' }).waitFor();
    const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    await page.locator('input[type=file]').setInputFiles([
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: await pdf([201, 202]) },
      { name: 'b.pdf', mimeType: 'application/pdf', buffer: await pdf([301]) },
      { name: 'c.pdf', mimeType: 'application/pdf', buffer: await pdf([401, 402, 403]) },
      { name: 'лишний.pdf', mimeType: 'application/pdf', buffer: await pdf([999]) },
    ]);
    await page.locator('.merge-files [role=option]').nth(3).waitFor();
    await page.locator('.merge-files').focus();
    // c.pdf to the top: two down to it, then Alt+↑ twice; the spare file goes with Delete.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    expect(await order()).toEqual(['1. c.pdf', '2. a.pdf', '3. b.pdf', '4. лишний.pdf']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Delete');
    expect(await order()).toEqual(['1. c.pdf', '2. a.pdf', '3. b.pdf']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Объединить и скачать' }).click();
    // The worker's browser is reached over its WebSocket: the file is copied here, not read in place.
    const file = join(mkdtempSync(join(tmpdir(), 'crm-merge-')), 'merged.pdf');
    await (await download).saveAs(file);
    const merged = await PDFDocument.load(await readFile(file));
    expect(merged.getPageCount()).toBe(6);
    expect(merged.getPages().map((p) => p.getWidth())).toEqual([401, 402, 403, 201, 202, 301]);
    await page.getByText('Скачать ещё раз (6 страниц)').waitFor();

    // pdf-lib came with the merge, not with the console: no script of the first load carries it.
    const loadedAfter = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(loadedAfter.filter((n) => n.endsWith('.js') && !loadedBefore.includes(n)).length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  it('names a file that is not a PDF', async () => {
    await page.reload();
    await page.locator('input[type=file]').setInputFiles([
      { name: 'ok.pdf', mimeType: 'application/pdf', buffer: await pdf([100]) },
      { name: 'фото.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') },
    ]);
    await page.getByRole('button', { name: 'Объединить и скачать' }).click();
    await page.getByText('Файл «фото.pdf» не PDF').waitFor();
  });
});
