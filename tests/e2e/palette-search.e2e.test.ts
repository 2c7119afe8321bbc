import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { formatPhone } from '../../core/phone.ts';
import { openPalette, openSignedIn, screenshot } from './browser.ts';

// Issue 9, item 5: "the palette searches contact persons as well as orders, contractors and
// workers, shows each hit's type and second line, and only asks for an order by number when the
// number can be one (no 404 per keystroke)".

let browser: Browser;
let page: Page;
const requested: string[] = [];
let contact: { name: string; phone: string; contractor_id: number };
let contractorName: string;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  page.on('request', (r) => requested.push(new URL(r.url()).pathname + new URL(r.url()).search));
  const contacts = (await (await page.request.get('/api/contractor_contacts?limit=50&sort=id')).json()).items;
  contact = contacts.find((c: { phone: string | null }) => c.phone && /^7\d{10}$/.test(c.phone));
  contractorName = (await (await page.request.get(`/api/contractors/${contact.contractor_id}`)).json()).name;
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failure-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  await browser?.close();
});

/** The demo stores '79261445956'; the operator types '8 (926) 144-59-56'. */
const typedWithEight = (stored: string) => {
  const d = stored.slice(1);
  return `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
};

describe('palette record search', () => {
  it('finds a contact person by a phone typed with 8 and brackets, with its type and second line', async () => {
    await openPalette(page);
    await page.keyboard.type(typedWithEight(contact.phone));
    const hit = page.locator('.palette-item', { hasText: contact.name }).filter({ hasText: 'Контактное лицо' });
    await hit.first().waitFor();
    const detail = await hit.first().locator('.palette-detail').textContent();
    expect(detail).toContain(contractorName);
    expect(detail).toContain(formatPhone(contact.phone));
    await page.keyboard.press('Escape');
  });

  it('does not ask for an order by a run of digits that cannot be an order number', async () => {
    requested.length = 0;
    await openPalette(page);
    const national = contact.phone.slice(1);
    const answered = page.waitForResponse((r) => r.url().includes(`/api/contractor_contacts?search=${national}`));
    // Slow enough for the palette to search on the way: '9', '92', … '926144595' can be numbers.
    await page.keyboard.type(national, { delay: 250 });
    await answered;
    await page.locator('.palette-item', { hasText: contact.name }).first().waitFor();
    expect(
      requested.filter((u) => /^\/api\/orders\/\d/.test(u)),
      'no order fetched by id',
    ).toEqual([]);
    expect(requested.filter((u) => u.includes(`/api/orders?search=${national}`))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('asks for the order by a number that can be one, as a list filter (no 404 when there is none)', async () => {
    requested.length = 0;
    await openPalette(page);
    const answered = page.waitForResponse((r) => r.url().startsWith(`${baseUrl}/api/orders?filter=`));
    await page.keyboard.type('12');
    await answered;
    await page.locator('.palette-item', { hasText: '№ 12' }).filter({ hasText: 'Заказ' }).first().waitFor();
    expect(requested.filter((u) => /^\/api\/orders\/\d/.test(u))).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
