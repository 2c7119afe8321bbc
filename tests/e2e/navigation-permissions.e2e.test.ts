import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { isoDate } from '../../core/format.ts';
import { openBrowser, newPage, openPalette, openSignedIn, screenshot, signIn } from './browser.ts';

// Issue 15 item 2: "the side navigation and the palette show only what the user may open
// (statistics entries only with their `stats_*` flag, finance only with theirs), and a direct URL
// to a refused screen lands on `/not_access`"; item 1: "grouped checkboxes (keyboard: arrows and
// Space)"; item 3: "each visible only with its flag ... refreshed live over the realtime channel".
const EMAIL = 'nav-e2e@crm.local';
const PASSWORD = 'nav-e2e-pass';
let browser: Browser;
let admin: Page;
let user: Page;
let groupId: number;

/** A call to the API with the page's session (and its CSRF token for writes). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const me = await (await fetch('/api/me')).json();
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': me.csrf_token ?? '' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      if (!res.ok) throw new Error(`${m} ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    [method, path, body] as const,
  );
}

beforeAll(async () => {
  [browser, admin] = await openSignedIn(baseUrl);
  // A clerk with the revenue block and neither statistics nor ledger flags.
  const group = await api<{ id: number }>(admin, 'POST', '/api/user_groups', {
    user_group: { name: 'Без статистики', permissions: { shared_revenue: true } },
  });
  groupId = group.id;
  await api(admin, 'POST', '/api/users', {
    user: { email: EMAIL, name: 'Клерк', user_group_id: groupId, password: PASSWORD, password_confirmation: PASSWORD },
  });
  const other = await openBrowser();
  user = await newPage(other, baseUrl);
  await signIn(user, EMAIL, PASSWORD);
  afterAll(() => other.close());
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(user, `failure-navperm-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('a user without statistics and finance flags', () => {
  it('sees no statistics group and no ledger entries in the navigation', async () => {
    const nav = user.getByRole('navigation', { name: 'Разделы' });
    await nav
      .getByRole('link', { name: /Заказы/ })
      .first()
      .waitFor();
    expect(await nav.locator('summary', { hasText: 'Статистика' }).count()).toBe(0);
    for (const path of ['/month_statistics', '/transactions', '/excerpts', '/contractor_debts', '/user_activities'])
      expect(await nav.locator(`a[href="${path}"]`).count(), path).toBe(0);
    // Issue 13: pay today is open to every signed-in user (logists phone the workers they pay).
    expect(await nav.locator('a[href="/pay_today"]').count()).toBe(1);
  });

  it('is not offered refused screens by the palette (the admin is, by the same typing)', async () => {
    const offered = async (page: Page) => {
      await openPalette(page);
      await page.keyboard.type('Статистика по месяцам');
      const item = page.locator('.palette-name', { hasText: 'Перейти: Статистика по месяцам' });
      const found = await item
        .waitFor({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      await page.keyboard.press('Escape');
      return found;
    };
    expect(await offered(admin)).toBe(true);
    expect(await offered(user)).toBe(false);
  });

  it('lands on /not_access when typing a refused URL', async () => {
    for (const path of ['/month_statistics', '/transactions']) {
      await user.goto(path);
      await user.waitForURL('**/not_access');
      await user.getByRole('heading', { name: 'Нет доступа' }).waitFor();
    }
  });

  it('sees the statistics entry once an admin ticks its flag in the permission editor with arrows and Space', async () => {
    await admin.goto(`/user_groups?id=${groupId}`);
    const editor = admin.getByRole('group', { name: 'Права' });
    const monthly = editor.getByRole('checkbox', { name: /^Статистика по месяцам/ });
    await monthly.waitFor();
    await editor.getByRole('checkbox').first().focus();
    // Down the list by arrows until the flag has the focus (the list grows as issues add flags).
    const count = await editor.getByRole('checkbox').count();
    const focused = () => monthly.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < count && !(await focused()); i++) await admin.keyboard.press('ArrowDown');
    expect(await focused()).toBe(true);
    await admin.keyboard.press('Space');
    expect(await monthly.isChecked()).toBe(true);
    await admin.keyboard.press('Control+s');
    await admin.waitForURL((url) => !url.search.includes('id='));
    const stored = await api<{ permissions: Record<string, boolean> }>(admin, 'GET', `/api/user_groups/${groupId}`);
    expect(stored.permissions).toMatchObject({ stats_month: true, shared_revenue: true, transactions: false });

    await user.goto('/orders');
    const nav = user.getByRole('navigation', { name: 'Разделы' });
    await nav.locator('a[href="/month_statistics"]').waitFor({ state: 'attached' });
    expect(await nav.locator('a[href="/driver_statistics"]').count()).toBe(0);
  });
});

describe('the left column', () => {
  it('shows the revenue block only, and its figure follows a new order live', async () => {
    const column = user.getByRole('region', { name: 'Сводка' }).or(user.locator('.left-column'));
    const today = column.locator('[data-flag="shared_revenue"] li').first();
    await today.waitFor();
    expect(await column.locator('[data-flag="shared_profit"]').count()).toBe(0);
    const before = await today.textContent();
    await api(admin, 'POST', '/api/orders', {
      order: {
        start_date: isoDate(new Date()).split('-').reverse().join('.'),
        contractor_id: (await api<{ items: { id: number }[] }>(admin, 'GET', '/api/contractors?limit=1')).items[0].id,
        next_status: 1,
        order_prices: [{ work_type_id: 48, workers_amount: 1, rate_client1: '1000' }],
      },
    });
    await user.waitForFunction(
      (was) => document.querySelector('[data-flag="shared_revenue"] li')?.textContent !== was,
      before,
    );
    expect(await today.locator('a').getAttribute('href')).toMatch(/^\/orders\?filter=/);
  });
});
