import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { texts } from '../../core/texts.ts';
import { openSignedIn, screenshot } from './browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

async function searchFor(text: string) {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.searchParams.get('search') === text);
  await page.keyboard.press('Escape');
}

describe('a reference record from the keyboard', () => {
  it('shows the server’s field error, then creates the record', async () => {
    await page.goto('/contractor_types');
    await page.locator('.grid-row').first().waitFor();
    await page.keyboard.press('n');
    await page.getByRole('heading', { name: 'Новый: Тип контрагента' }).waitFor();
    await page.keyboard.press('Control+s');
    await page.getByRole('alert').filter({ hasText: texts.saveFailed }).waitFor();
    const name = page.getByLabel(/^Название/);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-row.invalid .field-error').first().textContent()).toBe('не может быть пустым');
    await screenshot(page, 'form-error');
    await name.fill('Тестовый тип E2E');
    await page.keyboard.press('Control+s');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await searchFor('Тестовый тип E2E');
    await page.waitForFunction(() => document.querySelectorAll('.grid-row').length === 1);
  });

  it('asks before Esc throws an edit away; Enter goes back to the form with the edit kept', async () => {
    await page.keyboard.press('e');
    const name = page.getByLabel(/^Название/);
    await name.waitFor();
    await name.fill('Черновик, не сохранять');
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog').filter({ hasText: texts.discardConfirm });
    await question.waitFor();
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Черновик, не сохранять');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.id)).toBe(
      await name.evaluate((el) => el.getAttribute('name') ?? el.id),
    );
    await page.keyboard.press('Escape');
    await question.waitFor();
    await page.getByRole('button', { name: 'Закрыть без сохранения' }).press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('.grid-row').filter({ hasText: 'Тестовый тип E2E' }).waitFor();
    expect(await page.locator('.grid-row').filter({ hasText: 'Черновик' }).count()).toBe(0);
  });

  it('edits it', async () => {
    await page.keyboard.press('e');
    const name = page.getByLabel(/^Название/);
    await name.waitFor();
    expect(await name.inputValue()).toBe('Тестовый тип E2E');
    // Nothing changed yet: Esc closes at once, without a question.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.keyboard.press('e');
    await name.waitFor();
    await name.fill('Тестовый тип E2E изменён');
    await page.keyboard.press('Control+s');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('.grid-row').filter({ hasText: 'Тестовый тип E2E изменён' }).waitFor();
  });

  it('deletes it after the warning that it cannot be undone', async () => {
    await page.locator('.grid').focus();
    await page.keyboard.press('Delete');
    await page.getByRole('alertdialog').filter({ hasText: texts.deleteConfirm }).waitFor();
    // Issue 9: «Отмена» has the focus, so deleting takes a deliberate move to «Удалить».
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    // The list is still searched: it says so and offers to clear the search (issue 9, item 7).
    await page.getByText('Пусто: ничего не найдено по запросу «Тестовый тип E2E»').waitFor();
    await page.getByRole('button', { name: 'Очистить поиск' }).waitFor();
  });
});
