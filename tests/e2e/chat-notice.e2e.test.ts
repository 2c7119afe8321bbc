import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { openBrowser, newPage, screenshot, signIn } from './browser.ts';
import { pageApi } from './page-actions.ts';

// Issue 14 item 2: 'a new incoming message appears at once for its receivers as a persistent notice
// 'Сообщение от {sender} в HH:mm: {text}' over /messages/{userId}'. A manager signed in to the
// console; a worker of the manager's order writes through the workers' channel (device token).
let browser: Browser;
let manager: Page;
let admin: Page;

beforeAll(async () => {
  browser = await openBrowser();
  manager = await newPage(browser, baseUrl);
  await signIn(manager, 'demo-manager@crm.local', 'demo12345');
  admin = await newPage(browser, baseUrl);
  await signIn(admin);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(manager, 'failure-chat-notice');
});
afterAll(async () => {
  await browser?.close();
});

interface OrderRecord {
  id: number;
  user_id: number | null;
  user2_id: number | null;
  user3_id: number | null;
  order_individuals: { individual_id: number | null }[];
}

/** An order of this manager with a worker on it, and that worker's name. */
async function managersOrderWithWorker(managerId: number) {
  const list = await pageApi<{ items: { id: number }[] }>(
    admin,
    'GET',
    `/api/orders?filter=user_id=${managerId}&fields=id&limit=100`,
  );
  for (const { id } of list.items) {
    const order = await pageApi<OrderRecord>(admin, 'GET', `/api/orders/${id}`);
    const worker = order.order_individuals.find((w) => w.individual_id)?.individual_id;
    if (worker) {
      const person = await pageApi<{ name: string }>(admin, 'GET', `/api/individuals/${worker}`);
      return { orderId: id, workerId: worker, workerName: person.name };
    }
  }
  throw new Error('no order of the demo manager has a worker');
}

describe('an incoming chat message', () => {
  it('appears at once as the persistent notice for the order’s manager', async () => {
    const me = await pageApi<{ id: number }>(manager, 'GET', '/api/me');
    const { orderId, workerId, workerName } = await managersOrderWithWorker(me.id);
    const { token } = await pageApi<{ token: string }>(admin, 'POST', '/api/location_logs/device_tokens', {
      device_token: { trackable_id: workerId },
    });
    // The console has subscribed to its channels once its realtime connection is up.
    await manager.waitForTimeout(1000);
    const text = `Подъехали к объекту ${Date.now() % 100000}`;
    const res = await fetch(`${baseUrl}/api/worker_messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: { order_id: orderId, message: text } }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const notice = manager.getByText(new RegExp(`^Сообщение от ${workerName} в \\d{2}:\\d{2}: ${text}$`));
    await notice.waitFor({ timeout: 10_000 });
    // Persistent (spec §9): still there well after an ordinary notice would have gone.
    await manager.waitForTimeout(5000);
    expect(await notice.isVisible()).toBe(true);
  });
});
