import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const screenshotDir = fileURLToPath(new URL('./screenshots', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Signs in through the login form and the real ALTCHA widget. */
export async function signIn(page: Page, email = 'admin@crm.local', password = 'admin12345'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(password);
  const submit = page.getByRole('button', { name: 'Войти' });
  await submit.waitFor();
  await page.waitForFunction(() => !(document.querySelector('button[type=submit]') as HTMLButtonElement).disabled);
  await submit.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A browser with one page signed in as the admin: the usual start of a test file. */
export async function openSignedIn(baseUrl: string): Promise<[Browser, Page]> {
  const browser = await launchBrowser();
  const page = await newPage(browser, baseUrl);
  await signIn(page);
  return [browser, page];
}

/** Ctrl+K, then waits until the palette's empty input has the focus, so no typed key is lost. */
export async function openPalette(page: Page): Promise<void> {
  // A palette still closing (its last command just ran) would be reopened, not opened afresh.
  await page.waitForFunction(() => !document.querySelector('.palette-search'), undefined, { polling: 50 });
  await page.keyboard.press('Control+k');
  try {
    await page.waitForFunction(
      () => {
        const input = document.activeElement as HTMLInputElement | null;
        return input?.classList.contains('palette-search') && input.value === '';
      },
      undefined,
      { polling: 50, timeout: 5_000 },
    );
  } catch (error) {
    // Say what held the focus instead, so a failure on a CI machine can be understood from its log.
    const state = await page.evaluate(() => ({
      paletteOpen: Boolean(document.querySelector('.palette-search')),
      pageHasFocus: document.hasFocus(),
      active: document.activeElement?.outerHTML.slice(0, 160) ?? null,
    }));
    throw new Error(`the palette input did not get the focus: ${JSON.stringify(state)}`, { cause: error });
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}
