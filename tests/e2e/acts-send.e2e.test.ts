import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { texts } from '../../core/texts.ts';
import { openPalette, openSignedIn, screenshot } from './browser.ts';
import { pageApi, typeKeys } from './page-actions.ts';

// Issue 24 item 3: 'An act cannot be sent from the act: /acts has no send action'. Deliver: '«Отправить
// акт» on /acts (palette and card, by the act's number), with the same delivery journal, idempotency
// and job progress as accounts.' Contract: POST /api/acts/{id}/send_pdf, GET /api/acts/{id}/deliveries.

let browser: Browser;
let page: Page;

const api = <T>(method: string, path: string, body?: unknown) => pageApi<T>(page, method, path, body);
const key = (k: string) => page.keyboard.press(k);

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failure-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('«Отправить акт»', () => {
  let actId: number;

  it('sends the act under the cursor from the palette, by its number, after «Отправить акт?»', async () => {
    const { id: contractorId } = await api<{ id: number }>('POST', '/api/contractors', {
      contractor: {
        name: 'ООО «Гамма-Акты»',
        contractor_contacts: [{ name: 'Бухгалтерия', email: 'gamma-docs@example.test', is_doc_contact: true }],
      },
    });
    ({ id: actId } = await api<{ id: number }>('POST', '/api/acts', {
      act: { number: 'Г-77', date: '2026-11-30', contractor_id: contractorId, amount: '15000.00' },
    }));
    await page.goto('/acts');
    await page.locator('.grid-row').first().waitFor();
    // Newest first: ours is the first row, under the cursor.
    expect(Number(await page.locator('.grid-row .cell.num').first().textContent())).toBe(actId);

    await openPalette(page);
    await typeKeys(page, 'Отправить акт');
    await page.locator('.palette-item.active').filter({ hasText: 'Отправить акт' }).waitFor();
    await key('Enter');
    const dialog = page.getByRole('dialog', { name: 'Отправить акт № Г-77' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Просмотреть' }).getAttribute('href')).toBe(`/api/acts/${actId}/pdf`);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Отправить');
    await key('Enter');
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain(texts.actSendConfirm);
    await key('Shift+Tab');
    const sent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/acts/${actId}/send_pdf` && r.request().method() === 'POST',
    );
    await key('Enter');
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['idempotency-key']).toMatch(/.{8,}/);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ dont_send_to_client: false });
    await page
      .locator('[data-sonner-toast][data-type="success"]')
      .filter({ hasText: 'Акт отправлен: gamma-docs@example.test' })
      .waitFor();
    await screenshot(page, 'act-sent');
  });

  it('the act card sends it too and lists both letters under «Отправки PDF»', async () => {
    await page.goto(`/acts?id=${actId}`);
    const send = page.getByRole('button', { name: 'Отправить акт' });
    await send.waitFor();
    await send.click();
    await page.getByRole('dialog', { name: 'Отправить акт № Г-77' }).waitFor();
    await page.getByLabel(/Не отправлять/).check();
    await page.getByRole('dialog', { name: 'Отправить акт № Г-77' }).getByRole('button', { name: 'Отправить' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
    await page
      .locator('[data-sonner-toast][data-type="success"]')
      .filter({ hasText: 'Акт отправлен: admin@crm.local' })
      .waitFor();
    await page.getByText('Отправки PDF').click();
    const letters = page.locator('details.form-panel li');
    await expect.poll(() => letters.count(), { timeout: 15_000 }).toBe(2);
    expect(await letters.first().textContent()).toContain('admin@crm.local (копия себе)');
    expect(await letters.nth(1).textContent()).toContain('gamma-docs@example.test');
    expect(await letters.nth(1).textContent()).toContain('доставлено');
    await screenshot(page, 'act-card-deliveries');
  });
});
