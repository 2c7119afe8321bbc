import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openBrowser, newPage, signIn } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in and out', () => {
  it('sends a signed-out visitor to /login and back to the page after the ALTCHA sign-in', async () => {
    const page = await newPage(browser, baseUrl);
    await page.goto('/contractors');
    await page.waitForURL('**/login');
    expect(await page.locator('meta[name="csrf-token"]').count()).toBe(1);
    await page.getByLabel('E-mail').fill('admin@crm.local');
    await page.getByLabel('Пароль').fill('admin12345');
    const submit = page.getByRole('button', { name: 'Войти' });
    await page.waitForFunction(() => !(document.querySelector('button[type=submit]') as HTMLButtonElement).disabled);
    await submit.click();
    await page.waitForURL('**/contractors');
    await page.getByRole('heading', { name: 'Контрагенты' }).waitFor();
    await page.context().close();
  });

  it('shows the server’s error text when the password is wrong', async () => {
    const page = await newPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('demo-manager@crm.local');
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.waitForFunction(() => !(document.querySelector('button[type=submit]') as HTMLButtonElement).disabled);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('signs out from the user menu and then needs a new sign-in', async () => {
    const page = await newPage(browser, baseUrl);
    await signIn(page);
    await page.locator('.user-menu summary').click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');
    await page.goto('/orders');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('answers a 403 “No access” with /not_access', async () => {
    const page = await newPage(browser, baseUrl);
    await signIn(page, 'demo-logist@crm.local', 'demo12345');
    await page.goto('/transactions');
    await page.waitForURL('**/not_access');
    await page.getByRole('heading', { name: 'Нет доступа' }).waitFor();
    await page.context().close();
  });
});
