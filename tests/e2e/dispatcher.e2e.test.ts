import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { texts } from '../../core/texts.ts';
import { openPalette, openSignedIn, screenshot } from './browser.ts';
import { pageApi, typeKeys } from './page-actions.ts';

// Issue 9: 'Tried as a new dispatcher would, keyboard only, the core loop breaks at its joints.'
// One dispatcher's path through the generic list and form, keys only: a new order with three
// pickers filled by typing and Enter, saved, seen under the cursor, edited, Esc-Enter keeps the edit.

let browser: Browser;
let page: Page;
let contractorId: number;
let ivanId: number;

const api = <T>(method: string, path: string, body?: unknown) => pageApi<T>(page, method, path, body);

const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
const key = (k: string) => page.keyboard.press(k);

const type = (text: string) => typeKeys(page, text);

/** Types into the focused picker button (which opens it with the text), waits for the match, Enter. */
async function pick(text: string, expected: string) {
  await type(text);
  await page.locator('[cmdk-item][data-selected="true"] .picker-title').filter({ hasText: expected }).waitFor();
  await key('Enter');
  await page.locator('.picker').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  // Two contractors each with an «Антонов»: only narrowing to the chosen one makes the pick right.
  const fresh = await api<{ id: number; contractor_contacts: { id: number; name: string }[] }>(
    'POST',
    '/api/contractors',
    {
      contractor: {
        name: 'Фреш Экспресс Е2Е',
        contractor_contacts: [{ name: 'Антонов Иван Е2Е', phone: '79161110001' }],
      },
    },
  );
  contractorId = fresh.id;
  ivanId = fresh.contractor_contacts[0].id;
  await api('POST', '/api/contractors', {
    contractor: { name: 'Ромашка Е2Е', contractor_contacts: [{ name: 'Антонов Е2Е', phone: '79161110002' }] },
  });
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `dispatcher-${ctx.task.name.slice(0, 24)}`);
});
afterAll(async () => {
  await browser?.close();
});

let orderId: number;
let pagesOfOrders: number;

describe('a dispatcher, keyboard only', () => {
  it('creates an order with three pickers by typing and Enter; the focus starts in the form and stays there', async () => {
    await page.goto('/orders');
    await page.locator('.grid-row').first().waitFor();
    await key('n');
    await page.getByRole('heading', { name: 'Новый: Заказ' }).waitFor();
    // The first editable field of the order card has the focus, not the list behind the form.
    await page.waitForFunction(() => document.activeElement?.id === 'field-start_date');
    // A date long past (over the card's default, tomorrow): the order sorts onto the last page of the list.
    await key('Control+a');
    await page.keyboard.type('01.02.2015');
    await key('Tab');
    await key('Tab');
    expect(await focusedId()).toBe('field-contractor_id');
    await pick('Фреш Экспресс', 'Фреш Экспресс Е2Е');
    expect(await focusedId()).toBe('field-contractor_id');
    await key('Tab');
    expect(await focusedId()).toBe('field-client_id');
    // Both contractors have an «Антонов»; the picker offers only this contractor's contacts.
    await type('Антонов');
    await page.locator('[cmdk-item] .picker-detail').filter({ hasText: '+7 916 111-00-01' }).waitFor();
    expect(await page.locator('[cmdk-item]').count()).toBe(1);
    await key('Enter');
    await key('Tab');
    await key('Tab');
    expect(await focusedId()).toBe('field-user_id');
    // Tab picks the active match and moves on to the next field.
    await type('Ольга С');
    await page
      .locator('[cmdk-item][data-selected="true"] .picker-title')
      .filter({ hasText: 'Ольга Смирнова' })
      .waitFor();
    await key('Tab');
    expect(await focusedId()).toBe('field-payment_type');
    expect(await page.locator('#field-user_id').textContent()).toBe('Ольга Смирнова');
    await screenshot(page, 'dispatcher-new-order');
    // Tab never leaves the form: round the whole form and back in.
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      await key('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.record-form'))).toBe(true);
      seen.add(await focusedId());
    }
    expect(seen.has('field-start_date')).toBe(true);

    await key('Control+s');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const saved = page.locator('[data-sonner-toast]').filter({ hasText: /^Заказ № \d+ сохранён/ });
    await saved.waitFor();
    orderId = Number(/№ (\d+)/.exec((await saved.textContent()) ?? '')?.[1]);
    const order = await api<Record<string, unknown>>('GET', `/api/orders/${orderId}`);
    expect(order).toMatchObject({ contractor_id: contractorId, client_id: ivanId, start_date: '2015-02-01' });
    const users = await api<{ items: { id: number }[] }>('GET', '/api/users?search=Ольга Смирнова');
    expect(order.user_id).toBe(users.items[0].id);
  });

  it('shows the saved order under the cursor on the page it sorts onto; the notice leaves the pager free', async () => {
    await page
      .locator('.grid-row.cursor .cell')
      .first()
      .filter({ hasText: String(orderId) })
      .waitFor();
    const pages = await api<{ meta: { pages: number } }>('GET', '/api/orders?limit=50');
    pagesOfOrders = pages.meta.pages;
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages.meta.pages));
    const toast = await page.locator('[data-sonner-toast]').first().boundingBox();
    const pager = await page.locator('.pager').boundingBox();
    expect(toast && pager && toast.y + toast.height <= pager.y).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
  });

  it('edits it: Alt+3 into the price lines, a worker count by typing; Esc then Enter keeps the edit; the status moves', async () => {
    // The unused default lines were not saved with the order (issue 22 item 6): it gets its Грузчик line here.
    await api('PUT', `/api/orders/${orderId}`, { order: { order_prices: [{ work_type_id: 48, workers_amount: 1 }] } });
    await key('e');
    await page.getByRole('heading', { name: `Заказ № ${orderId}` }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'field-start_date');
    await key('Alt+3');
    await page.waitForFunction(() => document.activeElement?.closest('[data-section="prices"]'));
    // The order's first line is Грузчик (48).
    expect(await focusedId()).toBe('field-order_prices-0-work_type_id');
    await key('Tab');
    await key('Tab');
    expect(await focusedId()).toBe('field-order_prices-0-workers_amount');
    await key('Control+a');
    await page.keyboard.type('2');

    await key('Escape');
    const question = page.getByRole('alertdialog').filter({ hasText: texts.discardConfirm });
    await question.waitFor();
    await key('Enter');
    await question.waitFor({ state: 'detached' });
    // The focus comes back on the dialog's unmount, a frame after it leaves the page.
    await expect.poll(focusedId, { timeout: 5_000 }).toBe('field-order_prices-0-workers_amount');
    expect(await page.locator('#field-order_prices-0-workers_amount').inputValue()).toBe('2');

    // «Провести карточку 1» (Ctrl+Enter) saves with next_status 1: the card stays, now on form 2.
    await key('Control+Enter');
    await page.locator('form[data-form="2"]').waitFor();
    await key('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const order = await api<{ status: number; order_prices: { work_type_id: number; workers_amount: number }[] }>(
      'GET',
      `/api/orders/${orderId}`,
    );
    // DESIGN.md §8: new status = max(current, 1, min(s + 1, 3)); saved with «Провести карточку» 1 → 2.
    expect(Number(order.status)).toBe(2);
    expect(order.order_prices[0]).toMatchObject({ work_type_id: 48, workers_amount: 2 });
    await page
      .locator('.grid-row.cursor .cell')
      .first()
      .filter({ hasText: String(orderId) })
      .waitFor();
  });

  it('focuses the first field of a form opened by a URL or the palette too', async () => {
    await page.goto(`/orders?id=${orderId}`);
    await page.getByRole('heading', { name: `Заказ № ${orderId}` }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'field-start_date');
    await key('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openPalette(page);
    await type('Новый: Контрагент');
    await page.locator('.palette-item.active').filter({ hasText: 'Новый: Контрагент' }).waitFor();
    await key('Enter');
    await page.getByRole('heading', { name: 'Новый: Контрагент' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'field-name');
    await key('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`/orders?page=${pagesOfOrders}`);
    await page.locator('.grid-row').first().waitFor();
    for (
      let i = 0;
      i < 60 &&
      !(await page
        .locator('.grid-row.cursor')
        .filter({ hasText: String(orderId) })
        .count());
      i++
    )
      await key('j');
  });

  it('asks before a delete with «Отмена» focused: Delete then Enter deletes nothing', async () => {
    await key('Delete');
    await page.getByRole('alertdialog').waitFor();
    await key('Enter');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    const order = await api<{ id: number }>('GET', `/api/orders/${orderId}`);
    expect(order.id).toBe(orderId);
  });
});
