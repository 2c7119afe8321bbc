import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openPalette, openSignedIn } from './browser.ts';

// A dispatcher's old office PC, or a loaded CI machine: the palette must open empty and focused and
// take every typed key even when each render takes several times longer.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  await page.locator('.grid-row').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
});
afterAll(async () => {
  await browser?.close();
});

async function goThroughPalette(title: string, path: string): Promise<void> {
  await openPalette(page);
  const name = `Перейти: ${title}`;
  await page.keyboard.type(name);
  await page.locator('.palette-item.active').filter({ hasText: name }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${path}`);
}

describe('the palette on a six times slower CPU', () => {
  it('goes to a big list and on at once, twice round', async () => {
    for (let round = 0; round < 2; round++) {
      await goThroughPalette('Контрагенты', '/contractors');
      await goThroughPalette('Территории', '/territories');
      await goThroughPalette('Заказы', '/orders');
    }
  }, 120_000);
});
