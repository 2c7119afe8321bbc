import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openBrowser, newPage, signIn } from './browser.ts';

let browser: Browser;
let page: Page;
const waitFocus = (id: string) => page.waitForFunction((x) => document.activeElement?.id === x, id);

beforeAll(async () => {
  browser = await openBrowser();
  page = await newPage(browser, baseUrl);
  await signIn(page);
});
afterAll(() => browser?.close());

// Issue 22 item 15: 'characters that arrive without a keydown (an input method, dictation, an
// on-screen keyboard, paste) into a focused, closed picker do not open it; they land in «Дата»,
// which accepts them («27.11.2026Альфа Дев»). A picker opens on any text input, and a date field
// refuses letters.' CDP's insertText sends the text with no key event at all.
describe('text that arrives without a key press', () => {
  it('opens a focused, closed picker with it as the query; «Дата» refuses it and keeps its value', async () => {
    await page.keyboard.press('Alt+n');
    await page.getByRole('heading', { name: 'Новый: Заказ' }).waitFor();
    await waitFocus('field-start_date');
    const date = await page.locator('#field-start_date').inputValue();
    await page.keyboard.insertText('Альфа');
    await page.locator('.date-refused').filter({ hasText: 'только цифры' }).waitFor();
    expect(await page.locator('#field-start_date').inputValue()).toBe(date);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await waitFocus('field-contractor_id');
    await page.keyboard.insertText('Альфа');
    const search = page.locator('.picker input');
    await search.waitFor();
    expect(await search.inputValue()).toBe('Альфа');
    await page.waitForFunction(() => document.activeElement?.closest('.picker') != null);
    expect(await page.locator('#field-contractor_id').textContent()).toBe('—');
    expect(await page.locator('#field-start_date').inputValue()).toBe(date);
  });
});
