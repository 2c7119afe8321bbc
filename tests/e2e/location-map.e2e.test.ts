import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openSignedIn } from './browser.ts';
import { watchCsp } from './csp-watch.ts';

// Issue 15 item 4: '/location_logs map with pigeon-maps centred on Moscow at zoom 11, today / yesterday /
// day before / latest, clustered markers, a marker's worker filters the map and draws the track; ... the
// screen stays usable (markers, list) when tiles cannot load'. The demo seed tracks 25 workers today
// and yesterday. Every tile request is refused here: a closed network without a tile server.
let browser: Browser;
let page: Page;
let violations: () => Promise<string[]>;
const tileRequests: string[] = [];

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  violations = await watchCsp(page);
  await page.route(
    (url) => url.hostname.includes('tile'),
    (route) => {
      tileRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
});
afterAll(async () => {
  await browser?.close();
});

const markers = (p: Page) => p.locator('.map-marker');
const options = () => page.locator('.map-workers [role=option]');

describe('the workers’ map', () => {
  it('shows today’s clustered markers and the list although no tile loads', async () => {
    await page.goto('/location_logs');
    await page.getByRole('heading', { name: 'Карта работников' }).waitFor();
    await options().first().waitFor();
    expect(await options().count()).toBeGreaterThan(5);
    await markers(page).first().waitFor();
    await page.getByText('Подложка карты не загрузилась').waitFor();
    // Spec 02 §9 'Map centred on Moscow at zoom 11': the Kremlin's tile at zoom 11 is 1238/641.
    expect(tileRequests.some((url) => url.endsWith('/11/1238/641.png'))).toBe(true);
    // Clustered: fewer markers than points; the markers count the points in view (a few may lie outside).
    const listed = (await options().allInnerTexts()).reduce((s, t) => s + Number(/(\d+) ·/.exec(t)?.[1] ?? 0), 0);
    const counts = await markers(page).evaluateAll((els) =>
      els.map((el) => Number(/точек (\d+)/.exec(el.getAttribute('aria-label') ?? '')?.[1] ?? 0)),
    );
    expect(counts.length).toBeLessThan(listed);
    const shown = counts.reduce((s, n) => s + n, 0);
    expect(shown).toBeLessThanOrEqual(listed);
    expect(shown).toBeGreaterThan(listed / 2);
    expect(await page.locator('.map-days').getByRole('button', { name: 'Сегодня' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Issue 23 item 13: the count and time column of the worker list never wraps.
    const lines = await page.locator('.map-worker-time').evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((n) => n !== 1)).toEqual([]);
  });

  it('chooses a worker from the list by keyboard: only their points and their track', async () => {
    await page.locator('.map-workers').focus();
    await page.keyboard.press('ArrowDown');
    const name = (await options().nth(1).locator('.map-worker-name').textContent())?.trim() ?? '';
    await page.keyboard.press('Enter');
    await page.locator('.map-chosen', { hasText: name }).waitFor();
    await page.locator('.map-track polyline').waitFor({ state: 'attached' });
    const labels = await markers(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label.startsWith(`${name}:`)).toBe(true);
    const points = (await page.locator('.map-track polyline').getAttribute('points'))?.trim().split(' ') ?? [];
    expect(points.length).toBeGreaterThan(1);
    // Issue 23 item 13: his whole track is brought into view, every point inside the map.
    await expect
      .poll(async () => {
        const svg = await page.locator('.map-track').boundingBox();
        const xy = ((await page.locator('.map-track polyline').getAttribute('points')) ?? '')
          .trim()
          .split(' ')
          .map((p) => p.split(',').map(Number));
        return svg !== null && xy.every(([x, y]) => x >= 0 && y >= 0 && x <= svg.width && y <= svg.height);
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.map-chosen').waitFor({ state: 'detached' });
    await page.locator('.map-track').waitFor({ state: 'detached' });
  });

  it('chooses a worker by their marker', async () => {
    // From the map as it opens (Moscow at zoom 11), not the view the last test's track left: there
    // every marker in view could mix two workers (seen once in CI, after other files added points).
    await page.goto('/location_logs');
    await options().first().waitFor();
    const single = page.locator('.map-marker:not(.mixed)').first();
    const label = (await single.getAttribute('aria-label')) ?? '';
    await single.click();
    await page.locator('.map-chosen', { hasText: label.split(':')[0] }).waitFor();
    await page.getByRole('button', { name: /Показать всех/ }).click();
    await page.locator('.map-chosen').waitFor({ state: 'detached' });
  });

  it('switches to yesterday and to the latest positions, one marker point per worker', async () => {
    await page.locator('.map-days').getByRole('button', { name: 'Вчера', exact: true }).click();
    await options().first().waitFor();
    await page.locator('.map-days').getByRole('button', { name: 'Последние' }).click();
    await page.waitForFunction(() =>
      document.querySelector('.map-workers [role=option] .muted')?.textContent?.startsWith('1 ·'),
    );
    const counts = await options().locator('.muted').allInnerTexts();
    for (const c of counts) expect(c.startsWith('1 ·')).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it('lets an admin issue a phone’s token; the phone’s point then shows on the map', async () => {
    await page.locator('.map-days').getByRole('button', { name: 'Сегодня' }).click();
    const worker = await page.evaluate(async () => {
      const answer = await (await fetch('/api/individuals?sort=id&order=desc&limit=1')).json();
      return answer.items[0] as { id: number; name: string };
    });
    await page.getByText('Токен телефона работника').click();
    await page.locator('#map-token-worker').focus();
    await page.keyboard.type(worker.name);
    await page.locator('[cmdk-item][data-selected="true"]', { hasText: worker.name }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Выдать токен' }).click();
    const token = await page.getByLabel('Токен устройства').inputValue();
    expect(token).toMatch(/^dev_/);
    const posted = await fetch(`${baseUrl}/api/location_logs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ location_log: { lat: 55.7601, lng: 37.6187, tracked_at: new Date().toISOString() } }),
    });
    expect(posted.status).toBe(201);
    await page.reload();
    await page.locator('.map-workers [role=option]', { hasText: worker.name }).waitFor();
  });
});
