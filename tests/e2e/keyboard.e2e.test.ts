import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openPalette, openSignedIn, screenshot } from './browser.ts';
import { pageApi } from './page-actions.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  await page.locator('.grid-row').first().waitFor();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  await screenshot(page, `failure-${ctx.task.name.slice(0, 20)}`);
  // What the palette offered, so a failure on a CI machine can be read from its log.
  const items = await page.locator('.palette-item').allTextContents();
  console.log(`palette items: ${JSON.stringify(items.slice(0, 12))}`);
});
afterAll(async () => {
  await browser?.close();
});

const path = () => new URL(page.url()).pathname;

async function palette(text: string): Promise<void> {
  await openPalette(page);
  await page.keyboard.type(text);
  await page.locator('.palette-item.active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.palette-search').waitFor({ state: 'detached' });
}

describe('keyboard only', () => {
  it('reaches three screens through the palette', async () => {
    await palette('Перейти: Контрагенты');
    await page.waitForURL('**/contractors');
    await palette('Перейти: Территории');
    await page.waitForURL('**/territories');
    await palette('Перейти: Статистика по месяцам');
    await page.waitForURL('**/month_statistics');
    // Built by issue 21: the screen itself, not the «ещё не готов» placeholder.
    await page.locator('h1#screen-title').filter({ hasText: 'Статистика по месяцам' }).waitFor();
    expect(await page.getByText('ещё не готов').count()).toBe(0);
  });

  it('keeps the focus in the open palette when the screen behind it grabs the focus', async () => {
    await openPalette(page);
    await page.evaluate(() => document.querySelector<HTMLElement>('.grid')?.focus());
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('palette-search');
    await page.keyboard.type('Перейти: Заказы');
    await page.locator('.palette-item.active').filter({ hasText: 'Перейти: Заказы' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('jumps with g and a resource key', async () => {
    // The palette from the previous test must be gone, or its input would take the keys.
    await page.waitForFunction(() => !document.querySelector('.palette-search'), undefined, { polling: 50 });
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await page.waitForURL('**/orders');
    await page.locator('.grid-row').first().waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await page.waitForURL('**/contractors');
  });

  it('finds an order by number in the palette and opens its form', async () => {
    // A worker whose name holds the same digits is also found; the order typed by number still leads
    // (CI once met such a worker, made by another file, first in the list).
    await pageApi(page, 'POST', '/api/individuals', { individual: { name: `Цифров Иван 7150${Date.now()}` } });
    await openPalette(page);
    await page.keyboard.type('150');
    await page.locator('.palette-item.active').filter({ hasText: 'Заказ № 150' }).waitFor();
    await screenshot(page, 'palette');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/orders' && u.searchParams.get('id') === '150');
    await page.getByRole('heading', { name: 'Заказ № 150' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();
  });

  it('moves the row cursor, opens with Enter and closes with Esc', async () => {
    await page.goto('/orders');
    await page.locator('.grid-row').first().waitFor();
    await screenshot(page, 'orders-list');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const cursorId = await page.locator('.grid-row.cursor .cell').first().textContent();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Заказ № ${cursorId}` }).waitFor();
    await screenshot(page, 'order-form');
    await page.keyboard.press('Escape');
    await page.keyboard.press('k');
    expect(await page.locator('.grid-row.cursor').getAttribute('id')).toBe('row-1');
    expect(path()).toBe('/orders');
  });

  it('shows the cheat sheet on ?', async () => {
    await page.keyboard.press('Shift+Slash');
    await page.getByRole('heading', { name: 'Горячие клавиши' }).waitFor();
    expect(await page.getByText('Следующая строка').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Горячие клавиши' }).waitFor({ state: 'detached' });
  });
});
