import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { tomorrow } from '../../core/format.ts';
import { addDays } from '../../core/rules/schedule.rule.ts';
import { openBrowser, newPage, screenshot, signIn } from './browser.ts';
import { DayKeys } from './day-keys.ts';
import { seedDispatcherDay } from './day-seed.ts';
import { pageApi } from './page-actions.ts';

// Issue 22, done when: 'An end-to-end test in Chromium runs the whole dispatcher day above by
// keyboard alone (Russian typed as real ЙЦУКЕН key presses) and asserts each step's result on the
// server; … the closing note gives the keystroke count of that day before and after.' The day: sign
// in, find a client by phone, create an order with typed price lines, move it to «Сформирован»,
// assign three workers, send their data, read the schedules, make an order from a call, answer a
// chat message, copy an order to several dates, close one. The dispatcher's page gets key presses
// only (DayKeys counts them); a second, seeding session plays the world: the records the day needs,
// the PBX that rings and the worker who writes. The filer counted 494 keystrokes for the day.

/** A little above the count measured when the test was written (day-keys.ts prints it): more friction fails. */
const KEYSTROKE_LIMIT = 275;
const day = tomorrow(new Date());
const ru = (iso: string) => iso.split('-').reverse().join('.');
const PHONE = '79165550101';
const DISPATCHER = 'demo-senior-logist@crm.local';

let browser: Browser;
let world: Page;
let page: Page;
let keys: DayKeys;
const ids: Record<string, number> = {};
let secret: string;
let workerToken: string;

const api = <T>(method: string, path: string, body?: unknown) => pageApi<T>(world, method, path, body);

interface OrderRecord {
  id: number;
  status: number;
  start_date: string;
  contractor_id: number | null;
  client_id: number | null;
  user_id: number | null;
  brigade_data_sent_counter: number | null;
  order_prices: { work_type_id: number; workers_amount: number; rate_client1: string; rate_individual1: string }[];
  order_individuals: { individual_id: number | null }[];
}
const order = (id: number) => api<OrderRecord>('GET', `/api/orders/${id}`);

beforeAll(async () => {
  browser = await openBrowser();
  world = await newPage(browser, baseUrl);
  await signIn(world);
  ({ secret, workerToken } = await seedDispatcherDay(api, ids, PHONE, DISPATCHER));
  // The dispatcher's own browser: nothing signed in, every step from here by keys.
  page = await newPage(browser, baseUrl);
  keys = new DayKeys(page);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(keys.page, `dispatcher-day-${ctx.task.name.slice(0, 24)}`);
});
afterAll(async () => {
  keys?.report();
  await browser?.close();
});

const focusedId = () => keys.page.evaluate(() => document.activeElement?.id ?? '');
const waitFocus = (id: string) => keys.page.waitForFunction((x) => document.activeElement?.id === x, id);
const activeItem = (text: string) =>
  keys.page.locator('[cmdk-item][data-selected="true"]').filter({ hasText: text }).waitFor();

/** Types into the focused picker face (which opens it with the text), waits for the match, Enter. */
async function pick(text: string, expected: string) {
  await keys.russian(text);
  await activeItem(expected);
  await keys.press('Enter');
  await keys.page.locator('.picker').waitFor({ state: 'detached' });
}

/** Opens the palette, types, waits for the active item, Enter. */
async function palette(text: string, expected: string, russian = true) {
  await keys.page.waitForFunction(() => !document.querySelector('.palette-search'));
  await keys.press('Control+k');
  await keys.page.waitForFunction(() => document.activeElement?.classList.contains('palette-search'));
  await (russian ? keys.russian(text) : keys.type(text));
  await keys.page.locator('.palette-item.active').filter({ hasText: expected }).waitFor();
  await keys.press('Enter');
  // The palette closes with a short animation and keeps its search focused meanwhile: a key pressed
  // then was typed into it (the schedule step's «]» was lost twice in CI).
  await keys.page.waitForFunction(() => !document.querySelector('.palette-search'));
}

describe('a dispatcher’s day, keyboard only', () => {
  it('signs in: e-mail, Tab, password, Enter', async () => {
    keys.step('вход');
    await page.goto('/login');
    await waitFocus('login-email');
    await keys.type(DISPATCHER);
    await keys.press('Tab');
    await keys.type('demo12345');
    await keys.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    const me = await pageApi<{ id: number; email: string }>(page, 'GET', '/api/me');
    expect(me).toMatchObject({ id: ids.me, email: DISPATCHER });
  });

  it('finds the client by a phone typed with 8 and opens the company with the contact', async () => {
    keys.step('клиент по телефону');
    await page.locator('.grid-row').first().waitFor();
    await palette(`8${PHONE.slice(1)}`, 'Тихонов Лев Дневной', false);
    await page.getByRole('heading', { name: `Контрагент № ${ids.contractor}` }).waitFor();
    // The contact found has the focus, in its company's card.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement).value === 'Тихонов Лев Дневной');
    const contacts = await api<{ items: { id: number; phone: string }[] }>(
      'GET',
      `/api/contractor_contacts?filter=contractor_id=${ids.contractor}`,
    );
    expect(contacts.items).toEqual([expect.objectContaining({ id: ids.client, phone: PHONE })]);
    await keys.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('creates an order for tomorrow with typed price lines and moves it to «Сформирован»', async () => {
    keys.step('заказ с ценами');
    await keys.press('Alt+n');
    await page.getByRole('heading', { name: 'Новый: Заказ' }).waitFor();
    await waitFocus('field-start_date');
    await keys.tabTo('field-contractor_id');
    await pick('Ладога', 'Ладога Дневная');
    await keys.press('Tab');
    await pick('Тихонов', 'Тихонов Лев Дневной');
    await keys.tabTo('field-user_id');
    await pick('Волков', 'Андрей Волков');
    // Alt+3: the price lines. The default Грузчик line gets two workers at a typed client rate …
    await keys.press('Alt+3');
    await waitFocus('field-order_prices-0-work_type_id');
    await keys.tabTo('field-order_prices-0-workers_amount');
    await keys.press('Control+a');
    await keys.type('2');
    await keys.tabTo('field-order_prices-0-rate_client1');
    await keys.type('600');
    await keys.tabTo('field-order_prices-0-rate_individual1');
    await keys.type('400');
    // … and Alt+A adds a line of its own, a typed work type with one worker.
    await keys.press('Alt+a');
    await page.waitForFunction(() => /^field-order_prices-\d+-work_type_id$/.test(document.activeElement?.id ?? ''));
    const line = /^field-order_prices-(\d+)-/.exec(await focusedId())?.[1];
    await pick('Упаковщик', 'Упаковщик');
    await keys.tabTo(`field-order_prices-${line}-workers_amount`);
    await keys.press('Control+a');
    await keys.type('1');
    await keys.tabTo(`field-order_prices-${line}-rate_client1`);
    await keys.type('520');
    await keys.tabTo(`field-order_prices-${line}-rate_individual1`);
    await keys.type('340');
    keys.step('в «Сформирован»');
    await keys.press('Control+Enter');
    await page.locator('form[data-form="2"]').waitFor();
    await waitFocus('field-order_individuals-0-individual_id');
    ids.order = Number(/№ (\d+)/.exec((await page.locator('#form-title').textContent()) ?? '')?.[1]);
    const saved = await order(ids.order);
    expect(saved).toMatchObject({
      status: 2,
      start_date: day,
      contractor_id: ids.contractor,
      client_id: ids.client,
      user_id: ids.me,
    });
    // The unused default lines stay unsaved; the two typed ones are the order's.
    expect(
      saved.order_prices.map((p) => [
        p.work_type_id,
        p.workers_amount,
        Number(p.rate_client1),
        Number(p.rate_individual1),
      ]),
    ).toEqual([
      [48, 2, 600, 400],
      [53, 1, 520, 340],
    ]);
    expect(saved.order_individuals).toHaveLength(3);
  });

  it('assigns three workers by typing their names and saves without closing', async () => {
    keys.step('три работника');
    await pick('Дневной Перв', 'Дневной Первый');
    await waitFocus('field-order_individuals-1-individual_id');
    await pick('Дневной Втор', 'Дневной Второй');
    await waitFocus('field-order_individuals-2-individual_id');
    await pick('Дневной Трет', 'Дневной Третий');
    await keys.press('Alt+s');
    await page
      .locator('[data-sonner-toast][data-index="0"]')
      .filter({ hasText: `Заказ № ${ids.order} сохранён` })
      .waitFor();
    const rows = (await order(ids.order)).order_individuals;
    expect(
      rows.map((r) => r.individual_id),
      JSON.stringify(rows),
    ).toEqual([ids.first, ids.second, ids.third]);
  });

  it('sends the workers’ data to the client from the card’s panel', async () => {
    keys.step('данные работников');
    await keys.press('Alt+w');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Отправить данные клиенту…');
    await keys.press('Enter');
    const letter = page.getByRole('dialog', { name: 'Письмо клиенту' });
    await letter.waitFor();
    expect(await letter.textContent()).toContain('tikhonov@ladoga.example');
    await keys.tabToText('Отправить');
    await keys.press('Enter');
    await page.getByText('Данные отправлены').first().waitFor();
    expect(Number((await order(ids.order)).brigade_data_sent_counter)).toBe(1);
    await keys.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('reads tomorrow’s schedule and opens the order from its bar', async () => {
    keys.step('расписание');
    await palette('Расписание на день', 'Расписание на день');
    const chart = page.getByRole('listbox').first();
    await chart.waitFor();
    await keys.press('BracketRight');
    await page.waitForURL((u) => u.searchParams.get('start_date') === day);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    const bar = `gantt-bar-${ids.order}`;
    await page.locator(`#${bar}`).waitFor();
    for (let i = 0; i < 40 && (await chart.getAttribute('aria-activedescendant')) !== bar; i++)
      await keys.press('ArrowDown');
    expect(await chart.getAttribute('aria-activedescendant')).toBe(bar);
    expect(await page.locator(`#${bar}`).textContent()).toContain('Ладога Дневная');
    const schedule = await api<{ items: { order_id: number; places_filled: number; workers: { id: number }[] }[] }>(
      'GET',
      `/api/schedule/daily?start_date=${day}`,
    );
    const mine = schedule.items.find((b) => b.order_id === ids.order);
    expect(mine?.places_filled).toBe(3);
    expect(mine?.workers.map((w) => w.id).sort()).toEqual([ids.first, ids.second, ids.third].sort());
    await keys.press('Enter');
    await page.getByRole('heading', { name: `Заказ № ${ids.order}` }).waitFor();
    await keys.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('makes an order from an incoming call: the pop-up, the call card, the prefilled card', async () => {
    keys.step('заказ по звонку');
    const res = await fetch(`${baseUrl}/api/telephony/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telephony-secret': secret },
      body: JSON.stringify({
        event: {
          call_id: `day-${Date.now()}`,
          occurred_at: new Date().toISOString(),
          direction: 'in',
          caller: `8${PHONE.slice(1)}`,
          callee: '74951234567',
          extension: '771',
          duration: 95,
          link_duration: 60,
        },
      }),
    });
    expect(res.status).toBe(201);
    const callId = (await res.json()).call.id as number;
    await page.getByRole('alertdialog').filter({ hasText: 'Входящий звонок' }).waitFor({ timeout: 10_000 });
    await keys.press('Alt+i');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Открыть');
    await keys.press('Enter');
    await page.getByRole('heading', { name: `Звонок №${callId}` }).waitFor();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), keys.press('Alt+o')]);
    keys.page = tab;
    await tab.getByRole('heading', { name: 'Новый: Заказ' }).waitFor();
    await tab.waitForFunction(() => document.activeElement?.id === 'field-start_date');
    await tab.locator('#field-contractor_id').filter({ hasText: 'Ладога Дневная' }).waitFor();
    await tab.locator('#field-client_id').filter({ hasText: 'Тихонов Лев Дневной' }).waitFor();
    await keys.press('Alt+3');
    await tab.waitForFunction(() => document.activeElement?.id === 'field-order_prices-0-work_type_id');
    await keys.tabTo('field-order_prices-0-workers_amount');
    await keys.press('Control+a');
    await keys.type('1');
    await keys.press('Control+s');
    const saved = tab.locator('[data-sonner-toast]').filter({ hasText: /^Заказ № \d+ сохранён/ });
    await saved.waitFor();
    ids.callOrder = Number(/№ (\d+)/.exec((await saved.textContent()) ?? '')?.[1]);
    expect(await order(ids.callOrder)).toMatchObject({ contractor_id: ids.contractor, client_id: ids.client });
    await expect
      .poll(async () => (await api<{ order_id: number | null }>('GET', `/api/calls/${callId}`)).order_id)
      .toBe(ids.callOrder);
    // The tab the call card opened is closed as a person does it: Ctrl+W (the browser's own key).
    await keys.closeTab(page);
  });

  it('answers a worker’s chat message from its notice: «Открыть», the reply, Ctrl+Enter', async () => {
    keys.step('ответ в чат');
    const text = 'Подъехали к складу, где ворота?';
    const res = await fetch(`${baseUrl}/api/worker_messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${workerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: { order_id: ids.order, message: text } }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: text });
    await notice.waitFor({ timeout: 10_000 });
    await keys.press('Alt+m');
    await page.waitForFunction(
      (t) => document.activeElement?.closest('[data-sonner-toast]')?.textContent?.includes(t as string),
      text,
    );
    await keys.press('Enter');
    await page.getByRole('heading', { name: `Заказ № ${ids.order}` }).waitFor();
    await page.waitForFunction(
      () =>
        document.activeElement?.closest('[data-panel="chat"]')?.querySelector('textarea') === document.activeElement,
    );
    await keys.russian('Ворота с торца, заезжайте');
    await keys.press('Control+Enter');
    await expect
      .poll(async () => {
        const list = await api<{ items: { incoming: boolean; message: string; is_processed: boolean }[] }>(
          'GET',
          `/api/messages?filter=order_id=${ids.order}&fields=incoming,message,is_processed`,
        );
        return list.items.map((m) => [m.incoming, m.message, m.is_processed]);
      })
      .toEqual(
        expect.arrayContaining([
          [true, text, true],
          [false, 'Ворота с торца, заезжайте', expect.anything()],
        ]),
      );
  });

  it('copies the order to three dates typed as a range with a hyphen', async () => {
    keys.step('копия на даты');
    const [from, to] = [addDays(day, 7), addDays(day, 9)];
    await keys.press('Alt+c');
    const dialog = page.getByRole('alertdialog').filter({ hasText: 'Копировать заказ' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="alertdialog"]') != null);
    await keys.press('Control+a');
    await keys.type(`${ru(from)}-${ru(to)}`);
    await dialog.getByText('Копий: 3').waitFor();
    await keys.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const list = await api<{ items: { id: number; start_date: string }[] }>(
          'GET',
          `/api/orders?filter=contractor_id=${ids.contractor}&fields=id,start_date&limit=50`,
        );
        return list.items
          .filter((o) => o.id !== ids.order && o.id !== ids.callOrder)
          .map((o) => o.start_date)
          .sort();
      })
      .toEqual([from, addDays(day, 8), to]);
    await keys.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('closes the order found by its number: asked first, then counted into the ledger', async () => {
    keys.step('закрытие');
    await palette(String(ids.order), `№ ${ids.order}`, false);
    await page.getByRole('heading', { name: `Заказ № ${ids.order}` }).waitFor();
    // The card as the dispatcher sees it before the key: its record read and its fields filled.
    await page.locator('#field-contractor_id').filter({ hasText: 'Ладога Дневная' }).waitFor();
    await keys.press('Alt+x');
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: /^Закрыть/ });
    await confirm.and(page.locator(':enabled')).waitFor();
    await keys.tabToText(/^Закрыть/);
    await keys.press('Enter');
    await page.locator('.order-card .status-badge').filter({ hasText: 'Посчитан' }).waitFor();
    expect((await order(ids.order)).status).toBe(3);
    const ledger = await api<{ items: { owner_type: string; owner_id: number; amount: string }[] }>(
      'GET',
      `/api/transactions?filter=order_id=${ids.order}&limit=100`,
    );
    // Four hours at the typed rates (the 4-hour minimum): 400 and 340 ₽/h to the workers, the client
    // 2 × 600 + 520 ₽/h.
    const rows = ledger.items.map((r) => [r.owner_type, r.owner_id, r.amount]);
    expect(rows.sort()).toEqual(
      [
        ['Contractor', ids.contractor, '-6880.00'],
        ['Our_Individual', ids.first, '1600.00'],
        ['Our_Individual', ids.second, '1600.00'],
        ['Our_Individual', ids.third, '1360.00'],
      ].sort(),
    );
    await keys.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('took no more key presses than the limit', () => {
    keys.step(null);
    expect(keys.total).toBeLessThanOrEqual(KEYSTROKE_LIMIT);
  });
});
