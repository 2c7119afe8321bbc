import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, moscowDate, weekOf } from '../../core/rules/schedule.rule.ts';
import { openSignedIn, screenshot } from './browser.ts';

// Issue 10 item 7: '`/schedule_day` … and `/schedule_week` as Gantt charts …; Enter or a click on
// a bar opens the order; conflicts (one worker on two overlapping orders) are drawn.'
const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const chart = () => page.getByRole('listbox', { name: /заказы/ });
const activeBar = () => chart().getAttribute('aria-activedescendant');
const orderIdOf = (barId: string | null) => Number(barId?.replace('gantt-bar-', ''));

describe('the schedule screens, keyboard first', () => {
  it('draws the week as bars, moves between them with the arrows and opens the order with Enter', async () => {
    await page.goto('/schedule_week');
    const { from, to } = weekOf(moscowDate());
    await page.getByRole('heading', { name: `Расписание на неделю: ${from.split('-').reverse().join('.')}` }).waitFor();
    expect(to > from).toBe(true);
    await chart().waitFor();
    // The chart holds the focus as soon as it is drawn, so the arrows work without a click.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    expect(await page.locator('.gantt-row').count()).toBeGreaterThan(1);
    const first = await activeBar();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeBar).not.toBe(first);
    const second = await activeBar();
    expect(await page.locator(`#${second}`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeBar).toBe(first);
    await page.keyboard.press('ArrowDown');
    await screenshot(page, 'schedule-week');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/orders' && Number(u.searchParams.get('id')) === orderIdOf(second));
    await page.getByRole('dialog').waitFor();
  });

  it('opens an order with a click on its bar', async () => {
    await page.goto('/schedule_week');
    const bar = page.locator('.gantt-row').first();
    const id = orderIdOf(await bar.getAttribute('id'));
    await bar.locator('.gantt-bar').click();
    await page.waitForURL((u) => u.pathname === '/orders' && Number(u.searchParams.get('id')) === id);
  });

  it('offers yesterday, today, tomorrow and the day after on the daily schedule', async () => {
    await page.goto('/schedule_day?start_date=bad');
    const today = moscowDate();
    await page.getByRole('button', { name: 'Сегодня', exact: true, pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Завтра', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('start_date') === addDays(today, 1));
    await page.getByRole('button', { name: 'Завтра', exact: true, pressed: true }).waitFor();
  });
});
