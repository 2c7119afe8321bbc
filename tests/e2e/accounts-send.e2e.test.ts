import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { texts } from '../../core/texts.ts';
import { openPalette, openSignedIn, screenshot } from './browser.ts';
import { pageApi, typeKeys } from './page-actions.ts';

// Issue 12 item 9: 'an end-to-end Chromium test that selects three accounts by keyboard and sends
// them'; item 8 'keyboard selection of many rows … with the selection rules above' (spec 02 §5 'the
// same contractor as the other selected accounts', §8 'Контрагенты не совпадают. Нельзя выбрать
// этот счет'); item 5 'Mass sending runs as a background job with progress on the user's
// notification channel'. Contract: POST /api/accounts/mass_send_pdf → 202 {job_id}; GET /api/jobs/{id}.

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

async function contractor(name: string, email: string): Promise<number> {
  const created = await api<{ id: number }>('POST', '/api/contractors', {
    contractor: { name, contractor_contacts: [{ name: 'Бухгалтерия', email, is_doc_contact: true }] },
  });
  return created.id;
}

async function account(contractorId: number, number: string): Promise<number> {
  const created = await api<{ id: number }>('POST', '/api/accounts', {
    account: { contractor_id: contractorId, number, date: '2026-11-20', amount: '12500.50' },
  });
  return created.id;
}

describe('sending three accounts of one contractor', () => {
  let ours: number[];
  let other: number;

  it('selects three accounts by keyboard and refuses a fourth of another contractor', async () => {
    const alpha = await contractor('ООО «Альфа-Груз»', 'alpha-docs@example.test');
    const beta = await contractor('ООО «Бета-Склад»', 'beta-docs@example.test');
    // The list runs newest first: the other contractor's account comes right after ours.
    other = await account(beta, 'Б-1');
    ours = [await account(alpha, 'А-1'), await account(alpha, 'А-2'), await account(alpha, 'А-3')].reverse();

    await page.goto('/accounts');
    await page.locator('.grid-row').first().waitFor();
    const firstIds = await page.locator('.grid-row .cell.num').allTextContents();
    expect(firstIds.slice(0, 4).map(Number)).toEqual([...ours, other]);

    await key('Space');
    await key('Shift+J');
    await key('Shift+J');
    await page.getByText('Выбрано: 3').waitFor();
    await key('j');
    await key('x');
    await page.locator('[data-sonner-toast]').filter({ hasText: texts.accountContractorMismatch }).waitFor();

    const selected = await page.locator('.grid-row.selected .cell.num').allTextContents();
    expect(selected.map(Number)).toEqual(ours);
    expect(await page.getByText('Выбрано: 3').count()).toBe(1);
    await screenshot(page, 'accounts-selected');
  });

  it('runs «Массовая отправка PDF» from the palette, confirms and sees the completion notice', async () => {
    await openPalette(page);
    await typeKeys(page, 'Массовая отправка');
    await page.locator('.palette-item.active').filter({ hasText: 'Массовая отправка PDF' }).waitFor();
    await key('Enter');
    const dialog = page.getByRole('dialog', { name: 'Массовая отправка PDF: счетов 3' });
    await dialog.waitFor();
    // Keys only: the dialog's button has the focus; the question's «Нет» has it, «Да» is one Shift+Tab away.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Отправить');
    await key('Enter');
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain(texts.confirm);
    await key('Shift+Tab');
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/accounts/mass_send_pdf' && r.request().method() === 'POST',
    );
    await key('Enter');
    const answer = await started;
    expect(answer.status()).toBe(202);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
      account_ids: ours,
      dont_send_to_client: false,
    });
    const { job_id } = (await answer.json()) as { job_id: number };
    expect(job_id).toBeGreaterThan(0);

    // The job's end comes on the notification channel as a success notice; the dock then empties.
    const notice = page.locator('[data-sonner-toast][data-type="success"]').first();
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('3');
    await page.locator('.job-dock').waitFor({ state: 'detached', timeout: 30_000 });
    const job = await api<{ done: boolean; failed: boolean }>('GET', `/api/jobs/${job_id}`);
    expect([job.done, job.failed]).toEqual([true, false]);
    expect(await page.getByText(/^Выбрано:/).count()).toBe(0);
    await screenshot(page, 'accounts-sent');
  });
});
