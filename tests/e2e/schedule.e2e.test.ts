import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { addDays, moscowDate, weekOf } from '../../core/rules/schedule.rule.ts';
import { openBrowser, screenshot, signIn } from './browser.ts';
import { pageApi } from './page-actions.ts';

// Issue 23 item 1: 'Test it in Chromium at 1366×768: every order of a seeded week is visible with
// its time and filled places in the DOM text, without hover.' Issue 10 item 7 before it: Enter or
// a click opens the order; the day chart stays a Gantt chart, and `]` steps it to the next day.
let browser: Browser;
let page: Page;

interface Seeded {
  id: number;
  time: string;
  places: string;
  day: string;
}
const seeded: Seeded[] = [];
// A week of its own, far from the demo's, so the test knows every order on it.
const { from: MONDAY } = weekOf(addDays(moscowDate(), 70));
const WEDNESDAY = addDays(MONDAY, 2);
const SUNDAY = addDays(MONDAY, 6);
let workers: { id: number; name: string }[] = [];

let streetId: number | undefined;

async function seedOrder(day: string, time: string, hours: number, places: number, contractorId: number) {
  // A whole address, street and house, as every real order has (the orders list shows them).
  streetId ??= (await pageApi<{ items: { id: number }[] }>(page, 'GET', '/api/streets?limit=1&fields=id')).items[0].id;
  const order = await pageApi<{ id: number; order_individuals: { id: number }[] }>(page, 'POST', '/api/orders', {
    order: {
      contractor_id: contractorId,
      start_date: day,
      start_time: time,
      approx_work_time: hours,
      street_id: streetId,
      address_info: 'д. 7, подъезд 3, офис 12',
      order_prices: [{ work_type_id: 48, workers_amount: places }],
      next_status: 1,
    },
  });
  const end = `${String((Number(time.slice(0, 2)) + hours) % 24).padStart(2, '0')}${time.slice(2)}`;
  seeded.push({ id: order.id, time: `${time}–${end}`, places: `0/${places}`, day });
  return order;
}

beforeAll(async () => {
  browser = await openBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 768 },
    locale: 'ru-RU',
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page);
  const contractors = await pageApi<{ items: { id: number }[] }>(page, 'GET', '/api/contractors?limit=12&fields=id');
  const c = contractors.items.map((r) => r.id);
  // A long Wednesday (twelve orders, more than a column shows at once) and a Sunday evening
  // order running past midnight, which the old chart cut at its right edge.
  for (let i = 0; i < 12; i++) await seedOrder(WEDNESDAY, `${String(7 + i).padStart(2, '0')}:00`, 4, 1 + (i % 4), c[i]);
  await seedOrder(MONDAY, '09:00', 8, 3, c[0]);
  await seedOrder(SUNDAY, '21:00', 6, 2, c[1]);
  const free = await pageApi<{ items: { id: number; name: string; busy: boolean; expired_documents: string[] }[] }>(
    page,
    'POST',
    '/api/orders/free_individuals',
    { date: MONDAY },
  );
  workers = free.items.filter((w) => !w.busy && w.expired_documents.length === 0).slice(0, 2);
});
afterAll(async () => {
  await browser?.close();
});

// Each step waits on the server; a loaded CI machine takes seconds, more than poll's default second.
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const board = () => page.getByRole('listbox', { name: 'Неделя: заказы по дням' });
const active = () => board().getAttribute('aria-activedescendant');

describe('the week as a planning board at 1366×768', () => {
  it('shows every order of the week with its time and places filled, nothing cut off, without hovering', async () => {
    await page.goto(`/schedule_week?start_date=${MONDAY}`);
    await board().waitFor();
    const text = await board().innerText();
    for (const o of seeded) {
      const card = page.locator(`#board-order-${o.id}`);
      const cardText = await card.innerText();
      expect(cardText).toContain(o.time);
      expect(cardText).toContain(o.places);
      expect(text).toContain(o.time);
      // The card lies wholly inside the window's width and nothing in it overflows sideways.
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1366).toBe(true);
      expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    // The page never scrolls sideways; the long Wednesday makes the board scroll inside itself (it
    // holds the focus, so the keyboard reaches every card), the days' headings staying in view.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const week = board();
    expect(await week.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const last = seeded.filter((o) => o.day === WEDNESDAY).at(-1) as Seeded;
    await page.locator(`#board-order-${last.id}`).scrollIntoViewIfNeeded();
    expect(await page.locator(`#board-order-${last.id}`).isVisible()).toBe(true);
    expect(await week.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const heading = page.locator(`[data-date="${WEDNESDAY}"] .board-day-head`);
    const [boardTop, headingTop] = await Promise.all([
      week.evaluate((el) => el.getBoundingClientRect().top),
      heading.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(Math.abs(headingTop - boardTop), `heading ${headingTop}, board ${boardTop}`).toBeLessThan(3);
    // The Sunday evening order is on Sunday, whole, with its end after midnight.
    expect(await page.locator(`[data-date="${SUNDAY}"]`).innerText()).toContain('21:00–03:00');
    await poll(() => page.getByText('14 заказов').count()).toBeGreaterThan(0);
    await screenshot(page, 'schedule-week-seeded');
  });

  it('moves with the arrows, opens with Enter, and steps the week with [ ] and t', async () => {
    await page.goto(`/schedule_week?start_date=${MONDAY}`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    const monday = seeded.find((o) => o.day === MONDAY) as Seeded;
    expect(await active()).toBe(`board-order-${monday.id}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const wednesdayFirst = seeded.find((o) => o.day === WEDNESDAY) as Seeded;
    await poll(active).toBe(`board-order-${wednesdayFirst.id}`);
    await page.keyboard.press('ArrowDown');
    const second = seeded.filter((o) => o.day === WEDNESDAY)[1];
    await poll(active).toBe(`board-order-${second.id}`);
    await page.keyboard.press(']');
    await page.waitForURL((u) => u.searchParams.get('start_date') === addDays(MONDAY, 7));
    await page.keyboard.press('[');
    await page.waitForURL((u) => u.searchParams.get('start_date') === MONDAY);
    await board().waitFor();
    await page.keyboard.press('t');
    await page.waitForURL((u) => u.searchParams.get('start_date') === moscowDate());
    await page
      .getByRole('heading', { name: new RegExp(weekOf(moscowDate()).from.split('-').reverse().join('.')) })
      .waitFor();
    await page.goto(`/schedule_week?start_date=${MONDAY}`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/orders' && Number(u.searchParams.get('id')) === monday.id);
    await page.getByRole('dialog').waitFor();
  });

  it('assigns a free worker from the people view to the selected order with a, warning first when he is busy', async () => {
    const [first, second] = seeded.filter((o) => o.day === WEDNESDAY);
    await page.goto(`/schedule_week?start_date=${MONDAY}`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await poll(active).toBe(`board-order-${first.id}`);
    await page.keyboard.press('v');
    await page.waitForURL((u) => u.searchParams.get('view') === 'people');
    const grid = page.getByRole('grid', { name: 'Неделя: работники и бригады' });
    await grid.waitFor();
    const status = page.locator('.board-status');
    await poll(() => status.innerText()).toContain(`Выбран заказ №${first.id}`);
    const cellOf = (worker: number, day: number) =>
      page.locator(`.board-people-row:has([data-person="${worker}"]) [role=gridcell]`).nth(day);
    await cellOf(workers[0].id, 2).scrollIntoViewIfNeeded();
    expect(await cellOf(workers[0].id, 2).innerText()).toBe('свободен');
    await cellOf(workers[0].id, 2).click();
    await page.keyboard.press('a');
    await poll(() => status.innerText()).toContain(`«${workers[0].name}» назначен на заказ №${first.id}`);
    await poll(() => cellOf(workers[0].id, 2).innerText()).toContain(`№${first.id}`);
    // Back to the orders: the same worker, now busy on Wednesday, goes to the next order only after a second a.
    await page.keyboard.press('v');
    await board().waitFor();
    await poll(() => page.locator(`#board-order-${first.id}`).innerText()).toContain('1/1');
    await page.locator(`#board-order-${second.id}`).evaluate((el) => el.scrollIntoView());
    await board().focus();
    await page.keyboard.press('ArrowDown');
    await poll(active).toBe(`board-order-${second.id}`);
    await page.keyboard.press('v');
    await grid.waitFor();
    await cellOf(workers[0].id, 2).click();
    await page.keyboard.press('a');
    await poll(() => status.innerText()).toContain(`Занят в этот день: заказ № ${first.id}`);
    expect(await status.innerText()).toContain('ещё раз');
    await page.keyboard.press('a');
    await poll(() => status.innerText()).toContain(`назначен на заказ №${second.id}`);
  });
});

describe('the day chart', () => {
  it('steps to the next and previous day with ] and [ and back to today with t', async () => {
    await page.goto(`/schedule_day?start_date=${WEDNESDAY}`);
    await page.getByRole('listbox', { name: /заказы/ }).waitFor();
    await page.keyboard.press(']');
    await page.waitForURL((u) => u.searchParams.get('start_date') === addDays(WEDNESDAY, 1));
    await page.keyboard.press('[');
    await page.keyboard.press('[');
    await page.waitForURL((u) => u.searchParams.get('start_date') === addDays(WEDNESDAY, -1));
    await page.keyboard.press('t');
    await page.waitForURL((u) => u.searchParams.get('start_date') === moscowDate());
    await page.getByRole('button', { name: 'Сегодня', exact: true, pressed: true }).waitFor();
  });

  it('offers yesterday, today, tomorrow and the day after', async () => {
    await page.goto('/schedule_day?start_date=bad');
    const today = moscowDate();
    await page.getByRole('button', { name: 'Сегодня', exact: true, pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Завтра', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('start_date') === addDays(today, 1));
    await page.getByRole('button', { name: 'Завтра', exact: true, pressed: true }).waitFor();
  });

  it('opens an order with Enter from the chart', async () => {
    await page.goto(`/schedule_day?start_date=${WEDNESDAY}`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.press('Enter');
    const first = seeded.find((o) => o.day === WEDNESDAY) as Seeded;
    await page.waitForURL((u) => u.pathname === '/orders' && Number(u.searchParams.get('id')) === first.id);
  });
});
