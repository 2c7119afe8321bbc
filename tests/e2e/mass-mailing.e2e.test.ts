import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { samplePdf, samplePng } from '../fixtures/sample-files.ts';
import { openSignedIn, screenshot } from './browser.ts';
import { pageApi } from './page-actions.ts';

// Issue 14 item 4: 'one optional file (queue of 1) … POST /api/mass_mailings/mass_mailing_contractors as a
// background job with live progress; results … with rows of contractor, contact and message'; spec 02
// §8 'Вы уверены?'. The real server runs the job (outbox mailer), the card follows it to the end.
let browser: Browser;
let page: Page;
const cspViolations: string[] = [];

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('the mass mailing card', () => {
  it('shows the demo mailing’s error row', async () => {
    const list = await pageApi<{ items: { id: number }[] }>(
      page,
      'GET',
      '/api/mass_mailings?filter=subject=новогодние',
    );
    await page.goto(`/mass_mailings?id=${list.items[0].id}`);
    const table = page.getByRole('table', { name: 'Ошибки рассылки' });
    await table.waitFor();
    expect(await table.textContent()).toContain('550 5.1.1 Mailbox does not exist');
  });

  it('keeps one file, asks «Вы уверены?», then follows the job to «Массовая рассылка завершена»', async () => {
    const mailing = await pageApi<{ id: number }>(page, 'POST', '/api/mass_mailings', {
      mass_mailing: { subject: 'Проверка рассылки', body: 'Текст проверки', sent_to_yourself: true },
    });
    await page.goto(`/mass_mailings?id=${mailing.id}`);
    const input = page.locator('#mailing-file');
    await input.setInputFiles({ name: 'первый.png', mimeType: 'image/png', buffer: samplePng });
    await input.setInputFiles({ name: 'прайс.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    expect(await page.getByLabel('Очередь файлов').textContent()).toBe('прайс.pdf');
    await page.getByRole('button', { name: 'Загрузить файл' }).click();
    await page.getByRole('link', { name: 'прайс.pdf' }).waitFor();

    await page.getByRole('button', { name: 'Разослать' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain('Вы уверены?');
    await dialog.getByRole('button', { name: 'Разослать' }).click();
    await page.locator('.mailing-progress', { hasText: 'Массовая рассылка завершена: отправлено 1' }).waitFor();
    // The end notice comes live over /notification/{userId}.
    await page.getByText('Массовая рассылка завершена', { exact: true }).waitFor();
    await screenshot(page, 'mass-mailing-sent');
    expect(cspViolations).toEqual([]);
  });
});
