import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { newPage, openSignedIn, screenshot, signIn } from './browser.ts';
import { pageApi, typeKeys } from './page-actions.ts';

// Issue 20 item 5: 'a PUT with a stale version answers 409 with the current values, and the console
// shows the fields that changed underneath (mine / theirs), never overwriting silently ... End-to-end
// test in two browser contexts'. Two operators, each in a context of their own, edit one record.
let browser: Browser;
let first: Page;
let second: Page;

beforeAll(async () => {
  [browser, first] = await openSignedIn(baseUrl);
  second = await newPage(browser, baseUrl);
  await signIn(second);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(second, `failure-conflict-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  await browser?.close();
});

async function newType(name: string): Promise<number> {
  const made = await pageApi<{ id: number }>(first, 'POST', '/api/contractor_types', { contractor_type: { name } });
  return made.id;
}

const nameOf = async (id: number) =>
  (await pageApi<{ name: string }>(first, 'GET', `/api/contractor_types/${id}`)).name;

/** Opens the record's form and types a new name, as an operator does (Russian key presses). */
async function edit(page: Page, id: number, name: string) {
  await page.goto(`/contractor_types?id=${id}`);
  const field = page.getByLabel(/^Название/);
  await field.waitFor();
  await field.focus();
  await page.keyboard.press('Control+a');
  await typeKeys(page, name);
  return field;
}

async function save(page: Page) {
  await page.keyboard.press('Control+s');
}

/**
 * Both operators open one new record and type a name; the first saves, then the second: the
 * answer is the conflict panel over the second operator's form.
 */
async function conflictOver(name: string, firstName: string, secondName: string) {
  const id = await newType(name);
  await edit(first, id, firstName);
  await edit(second, id, secondName);
  await save(first);
  await first.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await nameOf(id)).toBe(firstName);
  await save(second);
  const panel = second.getByRole('dialog', { name: 'Запись изменили, пока вы её правили' });
  await panel.waitFor();
  return { id, panel };
}

describe('one record edited in two browser contexts', () => {
  it('the later save meets «Запись изменили…» with mine beside theirs; Ctrl+S keeps mine', async () => {
    const { id, panel } = await conflictOver('Грузчики склада', 'Грузчики склада А', 'Грузчики склада Б');
    await screenshot(second, 'record-conflict');
    const row = panel.locator('tr[data-field="name"]');
    expect(await row.locator('td').nth(0).textContent()).toBe('Грузчики склада Б');
    expect(await row.locator('td').nth(1).textContent()).toBe('Грузчики склада А');
    // Nothing was overwritten yet: the server still has the first operator's name.
    expect(await nameOf(id)).toBe('Грузчики склада А');
    // The focus is on the chosen value, «Моё» (the field this user edited).
    expect(await second.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Название: моё');
    await save(second);
    await second.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await nameOf(id)).toBe('Грузчики склада Б');
  });

  it('an arrow chooses theirs, and the save keeps the other operator’s value', async () => {
    const { id, panel } = await conflictOver('Водители', 'Водители ночные', 'Водители дневные');
    await second.keyboard.press('ArrowRight');
    expect(await second.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Название: их');
    await save(second);
    await panel.waitFor({ state: 'detached' });
    // Their value is now in the form; the save went through on the new version, or had nothing to change.
    await second.keyboard.press('Escape');
    await second.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await nameOf(id)).toBe('Водители ночные');
  });
});
