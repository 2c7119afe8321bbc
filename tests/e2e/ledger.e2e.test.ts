import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import type { BalancesAnswer, NullifyAnswer } from '../../core/ledger/ledger-contract.ts';
import { texts } from '../../core/texts.ts';
import { openPalette, openSignedIn, screenshot } from './browser.ts';
import { pageApi, typeKeys } from './page-actions.ts';

// Issue 13 item 1: 'delete needs transactions_delete … a deleted transaction leaves a reversal,
// never a hole, so every balance stays explainable'; 'POST /api/transactions/nullify_amount zeroes
// a worker's balance with one balancing transaction'. Contract: core/ledger/ledger-contract.ts and
// the brief of issue 13 (DELETE /api/transactions/{id} answers 200 {transaction: <the reversal>}
// and leaves the original with reversed_by_id; list rows carry owner_name). Keys only, as an
// accountant works: Delete on the cursor row, Ctrl+K «Обнулить баланс», Enter.

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

async function worker(name: string): Promise<number> {
  return (await api<{ id: number }>('POST', '/api/individuals', { individual: { name, status: 2 } })).id;
}

async function bonus(ownerId: number, amount: string): Promise<number> {
  const created = await api<{ id: number }>('POST', '/api/transactions', {
    transaction: { payment_date: '2026-11-20', amount, owner_type: 'Individual', owner_id: ownerId, operation_id: 4 },
  });
  return created.id;
}

async function balanceOf(id: number): Promise<string> {
  const answer = await api<BalancesAnswer>('GET', `/api/transactions/balances?owner_class=Individual&owner_ids=${id}`);
  return answer.items[0]?.balance ?? '0.00';
}

const ledgerOf = (ownerId: number) =>
  `/transactions?filter=${encodeURIComponent(`owner_type=Individual;owner_id=${ownerId}`)}`;

describe('deleting a transaction by keyboard', () => {
  it('asks, appends the reversal and shows both rows, marked, with the owner linked to his card', async () => {
    const name = `Сторнов Пётр ${Date.now()}`;
    const id = await worker(name);
    const original = await bonus(id, '1500.00');
    expect(await balanceOf(id)).toBe('1500.00');

    await page.goto(ledgerOf(id));
    await page.locator('.grid-row').first().waitFor();
    expect(await page.locator('.grid-row .cell.num').allTextContents()).toEqual([String(original)]);
    expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(`/individuals?id=${id}`);

    await page.getByRole('grid').focus();
    await key('Delete');
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain('Удалить операцию? Будет создана обратная операция (сторно).');
    // «Отмена» has the focus; «Удалить» is one Shift+Tab away.
    await key('Shift+Tab');
    const deleted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/transactions/${original}` && r.request().method() === 'DELETE',
    );
    await key('Enter');
    const answer = await deleted;
    expect(answer.status()).toBe(200);
    const reversal = ((await answer.json()) as { transaction: { id: number; reversal_of_id: number } }).transaction;
    expect(reversal.reversal_of_id).toBe(original);
    await page.locator('[data-sonner-toast]').filter({ hasText: texts.transactionReversed }).waitFor();

    // No row disappears: the reversal on top (newest first), the original below it, struck through.
    await page.locator('.grid-row').nth(1).waitFor();
    expect(await page.locator('.grid-row .cell.num').allTextContents()).toEqual([
      String(reversal.id),
      String(original),
    ]);
    const rows = page.locator('.grid-row');
    expect(await rows.nth(0).locator('.cell-badge').textContent()).toBe(`Сторно № ${original}`);
    expect(await rows.nth(0).getAttribute('class')).toContain('tone-warning');
    expect(await rows.nth(1).locator('.cell-badge').textContent()).toBe(`Сторнирована (№ ${reversal.id})`);
    expect(await rows.nth(1).getAttribute('class')).toContain('tone-muted');
    expect(await balanceOf(id)).toBe('0.00');
    await screenshot(page, 'ledger-reversal');
  });
});

describe('nullifying a worker from /individuals by keyboard', () => {
  it('shows the balance, zeroes it on Enter with one balancing row and says how much', async () => {
    const name = `Нулёв Иван ${Date.now()}`;
    const id = await worker(name);
    await bonus(id, '2000.00');
    await bonus(id, '345.50');
    expect(await balanceOf(id)).toBe('2345.50');

    await page.goto(`/individuals?search=${encodeURIComponent(name)}`);
    await page.locator('.grid-row').filter({ hasText: name }).waitFor();
    await page.getByRole('grid').focus();
    await openPalette(page);
    await typeKeys(page, 'Обнулить баланс');
    await page.locator('.palette-item.active').filter({ hasText: 'Обнулить баланс' }).waitFor();
    await key('Enter');
    const dialog = page.getByRole('dialog', { name: `${texts.nullifyTitle}: ${name}` });
    await dialog.waitFor();
    await dialog.locator('[data-total]').filter({ hasText: '2 345,50' }).waitFor();
    // The date (today) has the focus: Enter confirms.
    await page.waitForFunction(() => document.activeElement?.id === 'nullify-date');
    const posted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/transactions/nullify_amount' && r.request().method() === 'POST',
    );
    await key('Enter');
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['idempotency-key']).toMatch(/.{8,}/);
    const body = JSON.parse(response.request().postData() ?? '{}');
    expect(body).toMatchObject({ owner_class: 'Individual', owner_id: id });
    expect(body.payment_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    const answer = (await response.json()) as NullifyAnswer;
    expect(answer).toMatchObject({ owner_id: id, balance_before: '2345.50', balance: '0.00' });
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Баланс обнулён: 1 работник, 2 345,50 ₽' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await balanceOf(id)).toBe('0.00');

    // The balancing row is in the worker's ledger.
    await page.goto(ledgerOf(id));
    await page.locator('.grid-row').nth(2).waitFor();
    expect(await page.locator('.grid-row .cell.num').first().textContent()).toBe(String(answer.transaction_id));
    await screenshot(page, 'ledger-nullified');
  });
});
