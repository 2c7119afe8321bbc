import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openSignedIn, screenshot } from './browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failure-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  await browser?.close();
});

const query = (key: string) => new URL(page.url()).searchParams.get(key);
const total = () => page.locator('.pager .total').textContent();

describe('a list of 10 000 territories', () => {
  it('keeps only the visible rows in the DOM', async () => {
    await page.goto('/territories?limit=500');
    await page.locator('.grid-row').first().waitFor();
    expect(await total()).toMatch(/^Всего: 10 0\d\d запис(ь|и|ей)$/);
    expect(await page.locator('.grid-row').count()).toBeLessThan(100);
    await page.locator('.grid-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.grid-row[aria-rowindex="501"]'));
    expect(await page.locator('.grid-row').count()).toBeLessThan(100);
  });

  it('sorts by clicking a column header and keeps the sort in the URL', async () => {
    await page.goto('/territories');
    await page.locator('.grid-row').first().waitFor();
    await page.getByRole('button', { name: '№', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'id' && u.searchParams.get('order') === 'asc');
    await page.waitForFunction(() => document.querySelector('.grid-row .cell')?.textContent === '1');
    await page.getByRole('button', { name: '№', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('order') === 'desc');
    // Ids run from 1 without gaps in the fresh database, so the largest is the total.
    const count = Number((await total())?.replace(/\D/g, ''));
    await page.waitForFunction((n) => document.querySelector('.grid-row .cell')?.textContent === String(n), count);
    await screenshot(page, 'territories-list');
  });

  it('pages with ] and [ and the pager buttons', async () => {
    await page.keyboard.press(']');
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    const count = Number((await total())?.replace(/\D/g, ''));
    await page.waitForFunction((n) => document.querySelector('.grid-row .cell')?.textContent === String(n - 50), count);
    await page.keyboard.press('[');
    await page.waitForURL((u) => u.searchParams.get('page') === null);
    await page.getByRole('button', { name: 'Последняя страница' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '201');
    await page.waitForFunction((n) => document.querySelectorAll('.grid-row').length === n % 50, count);
  });

  it('filters through the filter panel', async () => {
    await page.goto('/territories');
    await page.locator('.grid-row').first().waitFor();
    await page.keyboard.press('f');
    await page.getByLabel('Название', { exact: true }).waitFor();
    await page.keyboard.type('Участок 0999');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('filter') === 'name=Участок 0999');
    await page.waitForFunction(() => document.querySelector('.pager .total')?.textContent === 'Всего: 10 записей');
    expect(await page.locator('.grid-row').count()).toBe(10);
  });

  it('searches with / and resets', async () => {
    await page.getByRole('button', { name: 'Сбросить' }).first().click();
    await page.waitForURL((u) => !u.searchParams.get('filter'));
    await page.keyboard.press('/');
    await page.keyboard.type('Участок 00042');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === 'Участок 00042');
    await page.waitForFunction(() => document.querySelector('.pager .total')?.textContent === 'Всего: 1 запись');
    expect(query('page')).toBeNull();
  });

  it('asks the server for the shown columns only, and every cell of them is filled from the answer', async () => {
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders');
    await page.goto('/orders');
    const answer = await asked;
    const fields = new URL(answer.url()).searchParams.get('fields')?.split(',') ?? [];
    await page.locator('.grid-row').first().waitFor();
    // Headers: № first, the fields, then the row actions. The address column shows its street first
    // (the registry's listWith), so street_id is asked for too, without a column of its own.
    const headers = await page.locator('.grid-head [role=columnheader]').count();
    expect(fields).toContain('street_id');
    expect(fields.filter((f) => f !== 'street_id').length).toBe(headers - 2);
    const first = (await answer.json()).items[0];
    expect(Object.keys(first).sort()).toEqual(['id', ...fields].sort());
  });

  it('shows 10 000+ when the server stops counting', async () => {
    await page.goto('/territories?search=а');
    await page.waitForFunction(() => document.querySelector('.pager .total')?.textContent === 'Всего: 10 000+ записей');
  });
});
