import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openSignedIn, screenshot, screenshotDir } from './browser.ts';

// Issue 22, Done when: 'axe-core reports no serious or critical hit on the ten main screens (a
// test)'. axe runs inside Chromium on each screen as a dispatcher, an accountant and a manager see it,
// then once more with an order card open (the form is where most of the day is spent).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

/** The ten main screens: the dispatcher's, the accountant's and the manager's. */
const screens: [string, string][] = [
  ['/orders', 'Заказы'],
  ['/individuals', 'Работники'],
  ['/contractors', 'Контрагенты'],
  ['/brigades', 'Бригады'],
  ['/schedule_week', 'Расписание'],
  ['/accounts', 'Счета'],
  ['/acts', 'Акты'],
  ['/transactions', 'Операции'],
  ['/pay_today', 'Выплаты сегодня'],
  ['/month_statistics', 'Статистика'],
];

interface Hit {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** axe's serious and critical hits on the page as it is now (evaluated through DevTools, so the console's CSP does not apply). */
async function seriousHits(): Promise<Hit[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  });
}

/** A failure's picture and its hits in full, beside the other screenshots. */
async function keep(name: string, hits: Hit[]) {
  await screenshot(page, name);
  writeFileSync(join(screenshotDir, `${name}.json`), JSON.stringify(hits, null, 1));
}

describe('axe-core on the ten main screens', () => {
  for (const [path, title] of screens)
    it(`${path} (${title}): no serious or critical hit`, async () => {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      // Loaded: the list's rows, a report's table, or the screen's empty state.
      await page.waitForFunction(() => !document.querySelector('.loading, [aria-busy="true"]'), undefined, {
        timeout: 15_000,
      });
      const hits = await seriousHits();
      if (hits.length) await keep(`axe-${path.slice(1)}`, hits);
      expect(hits, JSON.stringify(hits, null, 1)).toEqual([]);
    });

  it('an order card open over the list: no serious or critical hit', async () => {
    await page.goto('/orders');
    await page.locator('.grid-row').first().waitFor();
    await page.keyboard.press('Enter');
    await page.locator('form.order-card').waitFor();
    const hits = await seriousHits();
    if (hits.length) await keep('axe-order-card', hits);
    expect(hits, JSON.stringify(hits, null, 1)).toEqual([]);
  });
});
