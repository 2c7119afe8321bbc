import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openSignedIn, screenshot } from './browser.ts';
import { pageApi } from './page-actions.ts';

// Issue 9, items 6 and 8: 'Phones formatted (+7 926 144-59-56) in console lists and forms; status as
// a coloured badge with its full label' and 'the table never wider than the window (horizontal
// scroll inside the grid only, the page itself never scrolls sideways)', 'status and money never
// truncated'. Run in a 1280×720 window.
let browser: Browser;
let page: Page;
let choiceId: number | undefined;

const api = <T>(method: string, path: string, body?: unknown) => pageApi<T>(page, method, path, body);

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Many columns, money among them, the way an operator widens the list with the column chooser.
  const fields = ['status', 'start_date', 'start_time', 'contractor_id', 'client_id', 'user_id', 'payment_type'];
  const money = ['rate_client1', 'rate_client2', 'rate_individual1', 'penalty'];
  const choice = { model: 'orders', fields: [...fields, 'address_info', ...money] };
  choiceId = (await api<{ id: number }>('POST', '/api/fields_to_shows', { fields_to_show: choice })).id;
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failure-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  if (choiceId) await api('DELETE', `/api/fields_to_shows/${choiceId}`);
  await browser?.close();
});

/** Cells of the visible rows whose text is cut (wider content than box), by their class. */
const cutCells = (selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => el.textContent),
    selector,
  );

describe('the orders list at 1280×720', () => {
  it('fits the window and never cuts a status or a sum', async () => {
    await page.goto('/orders');
    await page.locator('.grid-row').first().waitFor();
    await screenshot(page, 'values-orders');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expect(await page.locator('.grid-row .cell.status .status-badge').count()).toBeGreaterThan(0);
    expect(await cutCells('.grid-row .cell.status')).toEqual([]);
    expect(await cutCells('.grid-row .cell.status .status-badge')).toEqual([]);
    expect(await page.locator('.grid-row .cell.kind-money').count()).toBeGreaterThan(0);
    expect(await cutCells('.grid-row .cell.kind-money')).toEqual([]);
    await page.locator('.grid-scroll').evaluate((el) => el.scrollBy(10_000, 0));
    await screenshot(page, 'values-orders-right');
  });

  it('shows the street and the house in the address column', async () => {
    // Other files of the run add orders too; the demo's have a street and a house.
    const texts = await page.locator('.grid-row .cell.kind-text').allTextContents();
    const addresses = texts.filter((t) => /(^|, )(д|вл)\. /.test(t));
    expect(addresses.length).toBeGreaterThan(0);
    // The street leads, then the house; a highway's street names its kilometre after a comma of its
    // own («Киевское шоссе, 22-й км, д. 5»).
    for (const address of addresses) expect(address).toMatch(/^[^,]+(, \d+-й км)?, (д|вл)\. /);
  });
});

describe('the individuals list', () => {
  it('shows phones as +7 926 144-59-56 and statuses by their labels', async () => {
    await page.goto('/individuals');
    await page.locator('.grid-row').first().waitFor();
    await screenshot(page, 'values-individuals');
    const phones = await page.locator('.grid-row .cell.kind-text').allTextContents();
    expect(phones.some((t) => /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/.test(t))).toBe(true);
    const statuses = await page.locator('.grid-row .status-badge').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s).toMatch(/^\p{Lu}\p{L}/u);
  });

  it('shows the phone formatted in the form and the status as its badge', async () => {
    await page.locator('.grid-row').first().click();
    await page.keyboard.press('Enter');
    const phone = page.locator('#field-phone');
    await phone.waitFor();
    expect(await phone.inputValue()).toMatch(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/);
    expect(await page.locator('.form-title .status-badge').textContent()).toMatch(/^\p{Lu}\p{L}/u);
    await screenshot(page, 'values-individual-form');
  });
});
