import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openPalette, openSignedIn, screenshot } from './browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const amountOf = (name: string) => page.locator('.calc-line', { hasText: name }).locator('.amount');
const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

/** Types into the item search ('/' goes there from the cart) and adds the highlighted item with Enter. */
async function addItem(query: string, name: string, fromCart = true): Promise<void> {
  if (fromCart) await page.keyboard.press('/');
  await page.keyboard.type(query);
  await page.locator('.calc-search [cmdk-item][data-selected="true"]', { hasText: name }).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.calc-line.cursor', { hasText: name }).waitFor();
}

describe('the moving-cost calculator, keyboard only', () => {
  it('opens from the palette with the item search focused', async () => {
    await openPalette(page);
    await page.keyboard.type('Калькулятор переезда');
    await page.locator('.palette-item.active', { hasText: 'Перейти: Калькулятор переезда' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/calc/browse');
    await page.getByRole('heading', { name: 'Калькулятор переезда' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Поиск вещей');
  });

  it('builds a cart: Enter adds, + and - change the focused line, boxes follow the stuff boxes', async () => {
    await addItem('Диван трёх', 'Диван трёхместный', false);
    await page.keyboard.press('+');
    await expect.poll(() => amountOf('Диван трёхместный').textContent()).toBe('2');
    await addItem('Шкаф-купе 3', 'Шкаф-купе 3-дверный');
    const boxes = Number(await amountOf('Коробка средняя').textContent());
    expect(boxes).toBeGreaterThan(0);
    await page.keyboard.press('+');
    await expect.poll(() => amountOf('Коробка средняя').textContent()).toBe(String(boxes * 2));
    await page.keyboard.press('-');
    await expect.poll(() => amountOf('Коробка средняя').textContent()).toBe(String(boxes));
    await addItem('холодил', 'Холодильник');
    await page.keyboard.press('Delete');
    await page.locator('.calc-line', { hasText: 'Холодильник' }).waitFor({ state: 'detached' });
    await addItem('холодил', 'Холодильник');
  });

  it("says 'Заполните адрес' under each empty address", async () => {
    await expect.poll(() => page.locator('.calc-address .field-error', { hasText: 'Заполните адрес' }).count()).toBe(2);
  });

  it('fills the addresses by keyboard and shows cost, time and the loaded vehicle', async () => {
    await page.keyboard.press('Tab');
    expect(await focusedId()).toMatch(/^calc-address-\d+-address$/);
    await page.keyboard.type('Москва, ул. Тверская, 7');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('5');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toMatch(/^calc-address-\d+-address$/);
    await page.keyboard.type('Москва, Ленинский пр-т, 30');
    await page.locator('.calc-drawing .calc-box').first().waitFor();
    await expect.poll(() => page.locator('.calc-address .field-error').count()).toBe(0);
    expect(await page.locator('.calc-drawing .calc-box').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('.calc-box polygon').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('.calc-time').textContent()).toMatch(/^(\d+ ч)?( ?\d+ мин)?$/);
    expect(await page.locator('.calc-crew').textContent()).toMatch(/^\d+ чел\.$/);
    const prices = await page.locator('.calc-price').allTextContents();
    expect(prices).toHaveLength(3);
    for (const p of prices) expect(p).toMatch(/^\d{1,3}( \d{3})*,\d{2}$/);
    expect(await page.locator('.calc-legend').textContent()).toContain('Холодильник');
    await page.locator('.calc-summary[aria-busy="false"]').waitFor();
    await screenshot(page, 'calc');
  });

  it('turns the drawing with the arrows and opens the log with l', async () => {
    await page.locator('.calc-lines').focus();
    const before = await page.locator('.calc-box polygon').first().getAttribute('points');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('.calc-box polygon').first().getAttribute('points')).not.toBe(before);
    await page.keyboard.press('l');
    await page
      .locator('.calc-log[open]')
      .getByText(/^Итого: клиенту/)
      .waitFor();
  });

  it('turns the estimate into an order for a contractor picked by keyboard', async () => {
    await page.keyboard.press('Control+Enter');
    await page.getByRole('heading', { name: 'Создать заказ' }).waitFor();
    await page.keyboard.type('Автозапчасти');
    await page.locator('.calc-order-dialog [cmdk-item]', { hasText: 'Автозапчасти 24' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/orders' && !!u.searchParams.get('id'));
    const id = new URL(page.url()).searchParams.get('id');
    await page.getByRole('heading', { name: `Заказ № ${id}` }).waitFor();
    expect(await page.getByLabel('Адрес', { exact: true }).inputValue()).toBe('Москва, ул. Тверская, 7');
  });
});

describe("the calculator: units inside others and the client's own vehicle", () => {
  it('draws the boxes inside a swing wardrobe: one shape per placement', async () => {
    await openPalette(page);
    await page.keyboard.type('Калькулятор переезда');
    await page.locator('.palette-item.active', { hasText: 'Перейти: Калькулятор переезда' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/calc/browse');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Поиск вещей');
    // The swing wardrobe allows put-into and brings 3 medium boxes, which the packer puts inside it.
    await addItem('Шкаф распаш', 'Шкаф распашной 2-створчатый', false);
    const address = page.getByLabel('Адрес', { exact: true });
    await address.nth(0).fill('Москва, ул. Тверская, 7');
    await address.nth(1).fill('Москва, Ленинский пр-т, 30');
    await page.locator('.calc-drawing .calc-box.hollow .calc-box').first().waitFor();
    const legend = await page.locator('.calc-legend li').allTextContents();
    expect(legend.join(' ')).toContain('внутри других');
    const placements = legend.reduce((n, line) => n + Number(/×(\d+)/.exec(line)?.[1] ?? 0), 0);
    expect(await page.locator('.calc-drawing .calc-box').count()).toBe(placements);
    await screenshot(page, 'calc-nested');
  });

  it("packs into the client's vehicle typed under «Машина», a refusal under its input", async () => {
    const vehicle = page.getByLabel('Машина', { exact: true });
    await vehicle.focus();
    await vehicle.selectOption({ label: 'Машина клиента…' });
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('calc-own-l');
    await page.keyboard.type('300');
    await page.keyboard.press('Tab');
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await page.keyboard.type('190');
    await expect.poll(() => page.locator('#calc-own-w-error').textContent()).toBe('не больше 400');
    expect(await page.getByLabel('Ширина, см').getAttribute('aria-describedby')).toBe('calc-own-w-error');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('190');
    await page.locator('.calc-drawing-caption', { hasText: 'Машина клиента' }).waitFor();
    expect(await page.locator('.calc-drawing-caption').textContent()).toContain('300 × 190 × 190 см');
    expect(await page.locator('#calc-own-w-error').count()).toBe(0);
    expect(await page.locator('.calc-log').textContent()).toContain('Машина клиента: в стоимость не входит');
    await screenshot(page, 'calc-own-vehicle');
  });

  it("names what does not fit at the client's vehicle, and prices nothing (issue 8 item 6)", async () => {
    const height = page.getByLabel('Высота, см');
    await height.focus();
    await page.keyboard.press('Control+a');
    // The wardrobe stands 185 cm upright: a 100 cm high body cannot take it.
    await page.keyboard.type('100');
    const message = page.locator('#calc-own-not-fitting');
    await expect
      .poll(() => message.textContent())
      .toMatch(/^Не помещается в машину клиента: Шкаф распашной 2-створчатый — 1 шт\./);
    expect(await height.getAttribute('aria-invalid')).toBe('true');
    expect(await height.getAttribute('aria-describedby')).toBe('calc-own-not-fitting');
    expect(await page.locator('.calc-not-priced').textContent()).toContain('Стоимость не считается');
    expect(await page.locator('.calc-tariffs').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Создать заказ/ }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('190');
    await message.waitFor({ state: 'detached' });
    await page.locator('.calc-tariffs').waitFor();
  });
});
