import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { texts } from '../../core/texts.ts';
import { openSignedIn, screenshot } from './browser.ts';
import { pageApi, typeKeys } from './page-actions.ts';

// Issue 11 item 8: 'an end-to-end Chromium test that creates a contractor with two contacts and
// prices, creates a worker … by keyboard where the console allows'.

let browser: Browser;
let page: Page;

const api = <T>(method: string, path: string, body?: unknown) => pageApi<T>(page, method, path, body);

const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
const key = (k: string) => page.keyboard.press(k);

const type = (text: string) => typeKeys(page, text);

async function pick(text: string, expected: string) {
  await type(text);
  await page.locator('[cmdk-item][data-selected="true"] .picker-title').filter({ hasText: expected }).waitFor();
  await key('Enter');
  await page.locator('.picker').waitFor({ state: 'detached' });
}

/** Tab until the focus is on `id` (at most `max` presses), so the test reads as the keys a person presses. */
async function tabTo(id: string, max = 12) {
  for (let i = 0; i < max && (await focusedId()) !== id; i++) await key('Tab');
  expect(await focusedId()).toBe(id);
}

/** «+ Строка» of a nested list, reached with Tab from inside its table. */
async function addRowFrom(list: string) {
  for (let i = 0; i < 12; i++) {
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
    const inside = await page.evaluate((l) => !!document.activeElement?.closest(`#${l}`), list);
    if (inside && label === '+ Строка') break;
    await key('Tab');
  }
  await key('Enter');
}

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `contractor-worker-${ctx.task.name.slice(0, 24)}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('contractor and worker from the keyboard', () => {
  it('creates a contractor with two contacts (one for documents) and two prices', async () => {
    await page.goto('/contractors');
    await page.locator('.grid-row').first().waitFor();
    await key('n');
    await page.getByRole('heading', { name: 'Новый: Контрагент' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'field-name');
    await type('ООО «Клавиатура Е2Е»');

    await key('Alt+2');
    await page.waitForFunction(() => document.activeElement?.closest('[data-section="contacts"]'));
    await addRowFrom('field-contractor_contacts');
    expect(await focusedId()).toBe('field-contractor_contacts-0-name');
    await type('Анна Клавишина');
    await tabTo('field-contractor_contacts-0-phone');
    await page.keyboard.type('9161234567');
    await addRowFrom('field-contractor_contacts');
    expect(await focusedId()).toBe('field-contractor_contacts-1-name');
    await type('Борис Документов');
    await tabTo('field-contractor_contacts-1-email');
    await page.keyboard.type('boris@example.ru');
    await tabTo('field-contractor_contacts-1-is_doc_contact');
    await key('Space');

    await key('Alt+3');
    await page.waitForFunction(() => document.activeElement?.closest('[data-section="prices"]'));
    await key('Shift+Tab');
    await addRowFrom('field-prices');
    expect(await focusedId()).toBe('field-prices-0-work_type_id');
    await pick('Грузчик', 'Грузчик');
    await tabTo('field-prices-0-rate_client1');
    await page.keyboard.type('650');
    await tabTo('field-prices-0-rate_individual1');
    await page.keyboard.type('400');
    await addRowFrom('field-prices');
    expect(await focusedId()).toBe('field-prices-1-work_type_id');
    await pick('Такелаж', 'Такелаж');
    await tabTo('field-prices-1-rate_client1');
    await page.keyboard.type('900');
    await screenshot(page, 'contractor-new');

    await key('Control+s');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const found = await api<{ items: { id: number }[] }>(
      'GET',
      `/api/contractors?search=${encodeURIComponent('Клавиатура Е2Е')}`,
    );
    const c = await api<Record<string, any>>('GET', `/api/contractors/${found.items[0].id}`);
    expect(c.contractor_contacts.map((x: { name: string }) => x.name)).toEqual(['Анна Клавишина', 'Борис Документов']);
    expect(c.contractor_contacts[0].phone.replace(/\D/g, '')).toMatch(/9161234567$/);
    expect(c.doc_contractor_contact_id).toBe(c.contractor_contacts[1].id);
    expect(c.prices.map((p: { rate_client1: string }) => p.rate_client1)).toEqual(['650.00', '900.00']);
    expect(c).toMatchObject({
      contractor_type_id: 1,
      sms_enabled: true,
      send_order_revenue: true,
      can_auto_season: true,
    });
  });

  it('opens the workers without status 7 (a default filter the user clears), patent holders in red', async () => {
    await api('POST', '/api/individuals', {
      individual: { name: 'Патентов Пётр Е2Е', passport_type_id: 6, passport_number: '7770001' },
    });
    await page.goto('/individuals');
    await page.waitForURL((u) => u.searchParams.get('filter') === 'status=1,2,3,4,5,6');
    await page.locator('.grid-row').first().waitFor();
    await page.keyboard.press('/');
    await type('Патентов');
    await key('Enter');
    await page.locator('.grid-row.tone-danger').filter({ hasText: 'Патентов Пётр Е2Е' }).waitFor();
    await key('Escape');
    await page.getByRole('button', { name: /Сбросить/ }).click();
    await page.waitForURL((u) => !u.searchParams.has('filter'));
  });

  it('creates a worker by keyboard; a second one with the same passport asks to show the first in a new window', async () => {
    await page.goto('/individuals');
    await page.locator('.grid-row').first().waitFor();
    await key('n');
    await page.getByRole('heading', { name: 'Новый: Работник' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'field-name');
    await type('Клавишин Кирилл Е2Е');
    await tabTo('field-phone');
    await page.keyboard.type('9167654321');
    await key('Alt+3');
    await page.waitForFunction(() => document.activeElement?.closest('[data-section="passport"]'));
    await tabTo('field-passport_series');
    await page.keyboard.type('45 11');
    await tabTo('field-passport_number');
    await page.keyboard.type('123456');
    await key('Control+s');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const first = await api<{ items: { id: number; phone: string; passport_series: string }[] }>(
      'GET',
      `/api/individuals?search=${encodeURIComponent('Клавишин Кирилл Е2Е')}`,
    );
    expect(first.items[0].passport_series).toBe('4511');
    expect(first.items[0].phone.replace(/\D/g, '')).toMatch(/9167654321$/);

    await key('n');
    await page.getByRole('heading', { name: 'Новый: Работник' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'field-name');
    await type('Двойников Е2Е');
    await key('Alt+3');
    await tabTo('field-passport_series');
    await page.keyboard.type('4511');
    await tabTo('field-passport_number');
    await page.keyboard.type('123456');
    await key('Control+s');
    const question = page.getByRole('alertdialog').filter({ hasText: texts.duplicatePassport });
    await question.waitFor();
    await screenshot(page, 'duplicate-passport');
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Показать в новом окне' }).press('Enter');
    const other = await opened;
    await other.waitForURL((u) => u.searchParams.get('id') === String(first.items[0].id));
    await other.close();
    await question.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Новый: Работник' }).count()).toBe(1);
  });
});
