import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEFT_COLUMN_CHANNEL, type LeftColumnAnswer } from '../../core/left-column.ts';
import { isoDate } from '../../core/format.ts';
import { toKopecks } from '../../core/money.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { pickWorkers } from './orders-fixtures.ts';
import { anyId } from './sample-payload.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

// Issue 15 item 3: "The left column: the blocks behind the `shared_*` flags ..., each visible only
// with its flag, each a link to its filtered list, refreshed live over the realtime channel."
let t: TestApp;
let base: string;
let admin: Credentials;
let manager: Credentials;
let logist: Credentials;
let contractorId: number;
const opened: WsClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  contractorId = await anyId(t, admin, 'contractors');
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await t?.close();
});

async function leftColumn(as: Credentials): Promise<LeftColumnAnswer> {
  const res = await t.api('GET', '/api/left_column', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const flagsOf = (answer: LeftColumnAnswer) => answer.blocks.map((b) => b.flag);
const figure = (answer: LeftColumnAnswer, flag: string, label: string) =>
  toKopecks(answer.blocks.find((b) => b.flag === flag)?.items.find((i) => i.label === label)?.value as string);

/** A user of a new group holding exactly these flags. */
async function userWith(permissions: Record<string, boolean>): Promise<Credentials> {
  const group = await t.api('POST', '/api/user_groups', admin, {
    user_group: { name: `Группа ${Math.random()}`, permissions },
  });
  const email = `lc-${group.json().id}@crm.local`;
  const user = await t.api('POST', '/api/users', admin, {
    user: {
      email,
      name: 'Проверка колонки',
      user_group_id: group.json().id,
      password: 'left-column-1',
      password_confirmation: 'left-column-1',
    },
  });
  expect(user.statusCode, user.body).toBe(201);
  return t.loginAs(email, 'left-column-1');
}

describe('GET /api/left_column: each block only with its flag', () => {
  it('answers a shared_profit holder the profit block alone', async () => {
    expect(flagsOf(await leftColumn(await userWith({ shared_profit: true })))).toEqual(['shared_profit']);
  });

  it('answers a group 1 manager (shared_revenue) revenue and no profit', async () => {
    expect(flagsOf(await leftColumn(manager))).toEqual(['shared_revenue']);
  });

  it('answers a user with no money flag no money block, and a user with no flags an empty column', async () => {
    expect(flagsOf(await leftColumn(logist))).not.toContain('shared_revenue');
    expect(flagsOf(await leftColumn(logist))).not.toContain('shared_profit');
    expect(await leftColumn(await userWith({ stats_month: true, shared_profit: false }))).toEqual({ blocks: [] });
  });

  it('answers an admin every block ("Admins pass every permission check")', async () => {
    expect(flagsOf(await leftColumn(admin))).toEqual(expect.arrayContaining(['shared_revenue', 'shared_profit']));
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await t.api('GET', '/api/left_column', null)).statusCode).toBe(401);
  });
});

describe('revenue and profit figures', () => {
  const today = isoDate(new Date());
  const [y, m, d] = today.split('-');

  async function orderToday(status: number, discount: Record<string, unknown> = {}) {
    const res = await t.api('POST', '/api/orders', admin, {
      order: {
        ...discount,
        start_date: `${d}.${m}.${y}`,
        contractor_id: contractorId,
        pure_time: '5.5',
        trip_time: '1',
        order_prices: [
          {
            work_type_id: 48,
            workers_amount: 2,
            rate_client1: '650',
            rate_client2: '100',
            rate_individual1: '400',
            rate_individual2: '50',
          },
          { work_type_id: 49, workers_amount: 1, rate_client1: '1200.50' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.db.updateTable('orders').set({ status }).where('id', '=', res.json().id).execute();
    return res.json().id as number;
  }

  it('adds an order of today by the order-cost rule, to the kopeck, as decimal strings', async () => {
    const before = await leftColumn(admin);
    await orderToday(2);
    await orderToday(0); // a raw new order is not money yet
    const after = await leftColumn(admin);
    // 6.5 billed hours, the fixed rate per worker (issue 22 item 13): 2 × (650 × 6.5 + 100) + 1 × 1200.50 × 6.5
    // = 8 650 + 7 803.25; cost 2 × (400 × 6.5 + 50) = 5 300.
    for (const label of ['Сегодня', 'За месяц']) {
      expect(figure(after, 'shared_revenue', label) - figure(before, 'shared_revenue', label)).toBe(1_645_325n);
      expect(figure(after, 'shared_profit', label) - figure(before, 'shared_profit', label)).toBe(
        1_645_325n - 530_000n,
      );
    }
    const moneyBlocks = after.blocks.filter((b) => b.flag === 'shared_revenue' || b.flag === 'shared_profit');
    expect(moneyBlocks).toHaveLength(2);
    for (const item of moneyBlocks.flatMap((b) => b.items)) {
      expect(item.kind).toBe('money');
      expect(item.value).toMatch(/^-?\d+\.\d\d$/);
    }
  });

  // Issue 13 item 6: 'the left-column revenue and profit figures'; spec 01 §3 'discount (percent; a
  // surcharge when has_discount is false)': the blocks count an order at the revenue it stores, discount included.
  it('counts a discounted order at its discounted revenue, as the order stores it', async () => {
    const before = await leftColumn(admin);
    const id = await orderToday(2, { has_discount: true, discount: '10' });
    const after = await leftColumn(admin);
    const stored = await t.db
      .selectFrom('orders')
      .select(['total_revenue', 'total_profit'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // 16 453,25 less 10 % = 14 807,925, rounded half away from zero; the pay (5 300,00) is not discounted.
    expect(toKopecks(String(stored.total_revenue))).toBe(1_480_793n);
    for (const label of ['Сегодня', 'За месяц']) {
      expect(figure(after, 'shared_revenue', label) - figure(before, 'shared_revenue', label)).toBe(1_480_793n);
      expect(figure(after, 'shared_profit', label) - figure(before, 'shared_profit', label)).toBe(
        1_480_793n - 530_000n,
      );
    }
  });

  it('counts an order with a worker assigned at its stored final money (his line, discounted), not the plan', async () => {
    const before = await leftColumn(admin);
    const id = await orderToday(0, { has_discount: true, discount: '10' });
    const formed = await t.api('PUT', `/api/orders/${id}`, admin, { order: { next_status: 1 } });
    expect(formed.statusCode, formed.body).toBe(200);
    const [place] = formed.json().order_individuals as { id: number }[];
    const { own } = await pickWorkers(t);
    const assigned = await t.api('PUT', `/api/orders/${id}`, admin, {
      order: { order_individuals: [{ id: place.id, individual_id: own[0] }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const stored = await t.db
      .selectFrom('orders')
      .select(['status', 'total_revenue', 'final_revenue', 'final_profit'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.status)).toBeGreaterThanOrEqual(1);
    const finalRevenue = toKopecks(String(stored.final_revenue));
    expect(finalRevenue).toBeGreaterThan(0n);
    expect(finalRevenue).not.toBe(toKopecks(String(stored.total_revenue)));
    const after = await leftColumn(admin);
    expect(figure(after, 'shared_revenue', 'Сегодня') - figure(before, 'shared_revenue', 'Сегодня')).toBe(finalRevenue);
    expect(figure(after, 'shared_profit', 'Сегодня') - figure(before, 'shared_profit', 'Сегодня')).toBe(
      toKopecks(String(stored.final_profit)),
    );
  });

  it('links each figure to the orders list filtered to what it sums', async () => {
    const id = await orderToday(3);
    const item = (await leftColumn(admin)).blocks[0].items[0];
    const url = new URL(item.href, 'http://x');
    expect(url.pathname).toBe('/orders');
    const res = await t.api(
      'GET',
      `/api/orders?limit=500&filter=${encodeURIComponent(url.searchParams.get('filter')!)}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((o: { id: number }) => o.id)).toContain(id);
    expect(
      res.json().items.every((o: { start_date: string; status: number }) => o.start_date === today && o.status >= 1),
    ).toBe(true);
  });
});

describe('live refresh over the realtime channel (a real WebSocket)', () => {
  async function listener(as: Credentials) {
    const client = await openWs(`ws://${base}/ws`, { cookie: as.headers.cookie });
    opened.push(client);
    client.send({ type: 'subscribe', channel: LEFT_COLUMN_CHANNEL });
    expect(await client.next((m) => m.channel === LEFT_COLUMN_CHANNEL)).toMatchObject({ type: 'subscribed' });
    return client;
  }
  const write = (method: string, path: string, as: Credentials, body?: unknown) =>
    fetch(`http://${base}${path}`, {
      method,
      headers: { ...as.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const notice = (client: WsClient, timeoutMs?: number) =>
    client.next((m) => m.type === 'event' && m.channel === LEFT_COLUMN_CHANNEL, timeoutMs);

  it('tells every console after an order is saved, and the figures it then fetches have changed', async () => {
    const client = await listener(manager);
    const before = await leftColumn(manager);
    const created = await write('POST', '/api/orders', admin, {
      order: {
        start_date: isoDate(new Date()).split('-').reverse().join('.'),
        contractor_id: contractorId,
        order_prices: [{ work_type_id: 48, workers_amount: 1, rate_client1: '1000' }],
      },
    });
    expect(created.status).toBe(201);
    await notice(client);
    const id = ((await created.json()) as { id: number }).id;
    await t.db.updateTable('orders').set({ status: 1 }).where('id', '=', id).execute();
    const saved = await write('PUT', `/api/orders/${id}`, admin, { order: { comment: 'Сохранён' } });
    expect(saved.status).toBe(200);
    await notice(client);
    // 1 × 1000 × 4 h (the minimum billed time).
    expect(
      figure(await leftColumn(manager), 'shared_revenue', 'Сегодня') - figure(before, 'shared_revenue', 'Сегодня'),
    ).toBe(400_000n);
  });

  it('stays silent after a refused write and after a write to an unrelated list', async () => {
    const client = await listener(manager);
    const refused = await write('PUT', '/api/orders/999999999', admin, { order: { comment: 'нет такого' } });
    expect(refused.status).toBe(404);
    const territory = await write('POST', '/api/territories', admin, { territory: { name: `Зона ${Date.now()}` } });
    expect(territory.status).toBe(201);
    await expect(notice(client, 800)).rejects.toThrow(/no matching message/);
  });
});
