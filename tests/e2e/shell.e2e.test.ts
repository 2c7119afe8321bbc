import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openBrowser, newPage, screenshot } from './browser.ts';

// Issue 9: item 9 "e-mail, Tab, password, Enter signs in with one Enter; a mouse user never ticks a
// box"; item 10 "`?` opens the cheat sheet whatever the layout"; item 7 "Нет связи с сервером. Повторить?".
let browser: Browser;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = await newPage(browser, baseUrl);
  cdp = await page.context().newCDPSession(page);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failure-shell-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  await browser?.close();
});

const SHIFT = 8;

/** A key as a Russian (ЙЦУКЕН) layout sends it: the physical key's code, the Cyrillic or moved character. */
async function pressRussian(code: string, key: string, keyCode: number, modifiers = 0): Promise<void> {
  const base = { code, key, windowsVirtualKeyCode: keyCode, modifiers };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...base, text: key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
}

describe('the shell from the keyboard', () => {
  it('signs in with e-mail, Tab, password and a single Enter, nothing clicked', async () => {
    await page.goto('/login');
    await page.waitForFunction(() => document.activeElement?.id === 'login-email');
    // Nothing to tick: the ALTCHA check shows no box.
    expect(await page.getByRole('checkbox').count()).toBe(0);
    // Typed at once, as a person who knows the password does: the proof of work started on page load.
    await page.keyboard.type('admin@crm.local');
    await page.keyboard.press('Tab');
    await page.keyboard.type('admin12345');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.locator('.grid-row').first().waitFor();
  });

  it('opens the cheat sheet with ? on the US key and with Shift+7 on ЙЦУКЕН', async () => {
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Горячие клавиши' });
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.locator('.grid').focus();
    await pressRussian('Digit7', '?', 55, SHIFT);
    await sheet.waitFor();
    // The US '?' key types ',' on ЙЦУКЕН: it closes the sheet as it opened it.
    await pressRussian('Slash', ',', 191, SHIFT);
    await sheet.waitFor({ state: 'detached' });
  });

  it('moves the list cursor with the physical J key of a Russian layout («о»)', async () => {
    const grid = page.locator('.grid');
    await grid.focus();
    const before = await grid.getAttribute('aria-activedescendant');
    await pressRussian('KeyJ', 'о', 74);
    await page.waitForFunction(
      (was) => document.querySelector('.grid')?.getAttribute('aria-activedescendant') !== was,
      before,
    );
    expect(await grid.getAttribute('aria-activedescendant')).toBe('row-1');
  });

  it('says «Нет связи с сервером» when a list gets no answer, and its retry loads the rows', async () => {
    await page.route('**/api/contractors?**', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await page.waitForURL('**/contractors');
    const alert = page.getByRole('alert').filter({ hasText: 'Нет связи с сервером.' });
    await alert.waitFor();
    expect(await alert.textContent()).not.toContain('Failed to fetch');
    await page.unroute('**/api/contractors?**');
    await alert.getByRole('button', { name: 'Повторить?' }).click();
    await page.locator('.grid-row').first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('goes from the calculator cart to its search with «/» on either layout, typing no slash', async () => {
    await page.goto('/calc/browse');
    const search = page.getByRole('combobox', { name: 'Поиск вещей' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Поиск вещей');
    await page.keyboard.type('Диван трёх');
    await page.locator('.calc-search [cmdk-item][data-selected="true"]', { hasText: 'Диван трёхместный' }).waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.calc-line.cursor', { hasText: 'Диван трёхместный' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('calc-lines'));
    await pressRussian('Backslash', '/', 220, SHIFT); // '/' on ЙЦУКЕН
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Поиск вещей');
    expect(await search.inputValue()).toBe('');
    await page.locator('.calc-lines').focus();
    await page.keyboard.press('/'); // QWERTY
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Поиск вещей');
    expect(await search.inputValue()).toBe('');
  });

  it('serves a favicon', async () => {
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const answer = await page.request.get(new URL(href as string, baseUrl).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
  });
});

describe('the test browser', () => {
  it('builds no address-bar popups beside the pages (about 2 s of CPU per browser context)', async () => {
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox'))).toEqual([]);
  });
});
