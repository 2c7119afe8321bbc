import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { formatDate, tomorrow } from '../../core/format.ts';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { openSignedIn, screenshot } from './browser.ts';
import { pageApi, typeKeys } from './page-actions.ts';

// Issue 21 item 9: 'an end-to-end test that starts a recalculation from the console and sees the
// bar finish, and one that assigns a worker from a picker ordered by the score'.
let browser: Browser;
let page: Page;
const ids: Record<string, number> = {};
const api = <T>(method: string, path: string, body?: unknown) => pageApi<T>(page, method, path, body);
const refusal = (individual_id: number, kind: number, back: number) =>
  api('POST', '/api/individual_refusals', {
    individual_refusal: { individual_id, kind, refused_on: formatDate(addDays(moscowDate(), -back)) },
  });

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  // Three namesakes whose names sort against their reliability: two no-shows, a declined offer, no history.
  for (const [key, name] of [
    ['noShows', 'Выборов Алексей Е2Е'],
    ['declined', 'Выборов Борис Е2Е'],
    ['fresh', 'Выборов Виктор Е2Е'],
  ])
    ids[key] = (await api<{ id: number }>('POST', '/api/individuals', { individual: { name, status: 2 } })).id;
  await refusal(ids.noShows, 3, 2);
  await refusal(ids.noShows, 3, 9);
  await refusal(ids.declined, 2, 5);
  const contractor = await api<{ id: number }>('POST', '/api/contractors', { contractor: { name: 'Надёжность Е2Е' } });
  const order = await api<{ id: number }>('POST', '/api/orders', {
    order: {
      start_date: tomorrow(new Date()),
      contractor_id: contractor.id,
      order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: '600', rate_individual1: '400' }],
    },
  });
  await api('PUT', `/api/orders/${order.id}`, { order: { next_status: 1 } });
  ids.order = order.id;
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `quality-${ctx.task.name.slice(0, 24)}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('worker quality', () => {
  it('starts the recalculation after the question, says so for 5 s and shows the live bar to its end', async () => {
    await page.goto('/quality_individuals');
    await page.waitForURL((u) => u.searchParams.has('year') && u.searchParams.has('month'));
    await page.getByRole('button', { name: 'Пересчитать', exact: true }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText(/^Пересчитать рейтинги работников за .+\? Вы уверены\?$/).waitFor();
    await question.getByRole('button', { name: 'Пересчитать' }).click();
    await page.getByText('Пересчёт запущен. Дождитесь завершения').waitFor();
    const bar = page.locator('.recalc-progress');
    await bar.waitFor();
    await page.locator('.recalc-progress.done').waitFor({ timeout: 60_000 });
    expect(await bar.locator('progress').getAttribute('value')).toBe('100');
    expect(await bar.locator('.recalc-percent').textContent()).toBe('100 %');
    expect(await bar.locator('.recalc-text').textContent()).toMatch(
      /^Пересчёт рейтингов за .+ завершён: работников — \d+$/,
    );
    await screenshot(page, 'quality-recalculated');
    // The month's rows are there, best place first.
    await page.locator('.grid-row').first().waitFor();
  });
});

describe('the worker picker ordered by the reliability score', () => {
  it('offers the most reliable namesake first, shows each score, and Enter assigns him', async () => {
    await page.goto(`/orders?id=${ids.order}`);
    const cell = page.locator('#field-order_individuals-0-individual_id');
    await cell.waitFor();
    await cell.focus();
    await typeKeys(page, 'Выборов');
    const titles = page.locator('.worker-picker [cmdk-item] .picker-title');
    await expect
      .poll(async () => (await titles.allTextContents()).map((t) => t.trim()))
      .toEqual(['Выборов Виктор Е2Е', 'Выборов Борис Е2Е', 'Выборов Алексей Е2Е']);
    const first = page.locator('.worker-picker [cmdk-item]').first();
    expect(await first.locator('.reliability-badge').textContent()).toBe('надёжность 86,2 · выход 89 %');
    expect(await page.locator('.worker-picker [cmdk-item]').last().locator('.reliability-badge.low').count()).toBe(1);
    await screenshot(page, 'quality-picker-by-score');
    await page.keyboard.press('Enter');
    await page.locator('.picker').waitFor({ state: 'detached' });
    expect(await cell.textContent()).toBe('Выборов Виктор Е2Е');
    // One of two places taken: the card says the order is at risk before it is even saved.
    await page.locator('.turnout.at-risk').filter({ hasText: 'ожидается 0,9 из 2' }).waitFor();
    await page.keyboard.press('Control+s');
    // Wait for what the user sees (the saved toast), not a one-second poll: a save under two
    // browsers at once took longer than that on CI.
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Заказ № ${ids.order} сохранён` })
      .waitFor();
    const saved = await api<{ order_individuals: { individual_id: number | null }[] }>(
      'GET',
      `/api/orders/${ids.order}`,
    );
    expect(saved.order_individuals[0].individual_id).toBe(ids.fresh);
  });
});
