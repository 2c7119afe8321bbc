import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { type Database, openPGlite } from '../database.ts';
import { migrate } from '../migrate.ts';
import { demoLoginsIn } from './demo-logins.ts';
import { type DemoLogin, SeedRefusedError, seedDemo } from './demo-seed.ts';
import { refreshDisplayedStatus } from '../../domain/orders/displayed-status.ts';
import { seedLarge } from './large-seed.ts';
import { createRandom } from './seed-random.ts';
import { statisticsRollupsDrift } from '../../../tests/api/statistics-direct.ts';

const TODAY = '2025-03-15';
let database: Database;
let logins: DemoLogin[];

async function rows<T>(query: string): Promise<T[]> {
  return (await sql<T>`${sql.raw(query)}`.execute(database.db)).rows;
}
const column = async (query: string) => (await rows<{ v: unknown }>(query)).map((r) => Number(r.v));

beforeAll(async () => {
  database = await openPGlite();
  await migrate(database);
  logins = await seedDemo(database.db, { adminEmail: 'boss@crm.local', adminPassword: 'boss-secret-1', today: TODAY });
}, 180_000);
afterAll(() => database?.close());

describe('seedDemo', () => {
  it('lets every later start find the demo sign-in of each role, without the fired ones', async () => {
    // Issue 26 item 7: `npm start` prints 'the URL and the demo login of each role'.
    expect(await demoLoginsIn(database.db)).toEqual(logins.slice(1));
    const rollback = new Error('rollback');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ fired: true }).where('email', '=', 'demo-logist@crm.local').execute();
        const left = (await demoLoginsIn(trx)).map((l) => l.email);
        expect(left).toHaveLength(logins.length - 2);
        expect(left).not.toContain('demo-logist@crm.local');
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('creates the staff groups with one login each, the admin first, passwords hashed', async () => {
    expect(await column('select id as v from user_groups where id in (1, 2, 4, 6, 7) order by id')).toEqual([
      1, 2, 4, 6, 7,
    ]);
    expect(logins[0]).toMatchObject({ email: 'boss@crm.local', password: 'boss-secret-1' });
    const users = await rows<{ email: string; user_group_id: number; is_admin: boolean; password_hash: string }>(
      'select email, user_group_id, is_admin, password_hash from users',
    );
    const admin = users.find((u) => u.email === 'boss@crm.local')!;
    expect(admin.is_admin).toBe(true);
    expect(await verifyPassword('boss-secret-1', admin.password_hash)).toBe(true);
    for (const group of [1, 2, 4, 6, 7]) {
      const user = users.find((u) => u.user_group_id === group && logins.some((l) => l.email === u.email))!;
      expect(user, `group ${group}`).toBeDefined();
    }
    const manager = users.find((u) => u.email === logins[1].email)!;
    expect(await verifyPassword(logins[1].password, manager.password_hash)).toBe(true);
  });

  it('gives transactions to accountants and transactions_delete only to the chief accountant', async () => {
    const groups = await rows<{ id: number; permissions: Record<string, boolean> }>(
      'select id, permissions from user_groups',
    );
    const has = (flag: string) =>
      groups
        .filter((g) => g.permissions[flag])
        .map((g) => g.id)
        .sort();
    expect(has('transactions')).toEqual(expect.arrayContaining([4, 7]));
    expect(has('transactions_delete').filter((id) => id < 8)).toEqual([7]);
  });

  it('has work types 48-54, the driver (52) with vehicles, and document types exactly 1-15', async () => {
    expect(await column('select id as v from work_types where id between 48 and 54 order by id')).toEqual([
      48, 49, 50, 51, 52, 53, 54,
    ]);
    const [driver] = await rows<{ has_instrument: boolean; instrument_type_ids: number[] }>(
      'select has_instrument, instrument_type_ids from work_types where id = 52',
    );
    expect(driver.has_instrument).toBe(true);
    expect(driver.instrument_type_ids.length).toBeGreaterThan(0);
    expect(await column('select id as v from document_types order by id')).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(await column('select id as v from passport_types order by id')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Identities continue after the explicit ids.
    const [next] = await rows<{ id: number }>("insert into work_types (name) values ('Новый тип') returning id");
    expect(next.id).toBeGreaterThan(56);
    await sql`delete from work_types where id = ${next.id}`.execute(database.db);
  });

  it('has orders in every stored status and the displayed sub-states of status 2', async () => {
    expect(await column('select distinct status as v from orders order by 1')).toEqual([0, 1, 2, 3]);
    const states = await rows<{ visible: boolean; filled: number; places: number; confirmed: number }>(`
      select o.visible_to_workers as visible, count(oi.individual_id)::int as filled, count(oi.id)::int as places,
        count(*) filter (where oi.confirmed)::int as confirmed
      from orders o join order_individuals oi on oi.order_id = o.id where o.status = 2 group by o.id`);
    expect(states.some((s) => !s.visible && s.filled === s.places)).toBe(true); // 2.1
    expect(states.some((s) => s.visible && s.filled > 0 && s.filled < s.places)).toBe(true); // 2.2
    expect(states.some((s) => s.visible && s.confirmed === s.places)).toBe(true); // 2.5
    const [range] = await rows<{ min: string; max: string }>(
      'select min(start_date) as min, max(start_date) as max from orders',
    );
    // The 60 days of the demo window and, before them, issue 21's five months of counted history (today − 215).
    expect(range.min >= '2024-08-12' && range.max <= '2025-03-30').toBe(true);
  });

  it('has workers of every status, passport type and relation type', async () => {
    expect(await column('select distinct status as v from individuals order by 1')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await column('select distinct passport_type_id as v from individuals order by 1')).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(await column('select distinct relation_type_id as v from individuals order by 1')).toEqual([1, 2]);
    expect(await column('select count(*) as v from brigades where brigadier_id is not null')).toEqual([6]);
  });

  it('keeps price lines unique per work type and instrument, with workers on every order', async () => {
    expect(
      await column(`select count(*) as v from (select 1 from order_prices
        group by order_id, work_type_id, instrument_type_id having count(*) > 1) d`),
    ).toEqual([0]);
    expect(
      await column(`select count(*) as v from orders o
        where (select coalesce(sum(workers_amount), 0) from order_prices p where p.order_id = o.id) = 0`),
    ).toEqual([0]);
  });

  it('fills the finance area: accounts, acts with operations, transactions', async () => {
    for (const table of ['accounts', 'acts', 'act_operations', 'transactions', 'calls', 'messages', 'tasks']) {
      expect((await column(`select count(*) as v from ${table}`))[0], table).toBeGreaterThan(0);
    }
    expect(await column('select count(*) as v from orders where rating is not null')).not.toEqual([0]);
  });

  it('has calls from the PBX matched to contacts and unknown numbers marked «Не клиент» (issue 14 item 6)', async () => {
    expect(
      await column('select count(*) as v from calls where contractor_id is not null and not not_a_client'),
    ).not.toEqual([0]);
    expect(await column('select count(*) as v from calls where not_a_client and contractor_id is null')).not.toEqual([
      0,
    ]);
    expect(
      await column('select count(*) as v from calls where record_filename is not null and link_duration > 0'),
    ).not.toEqual([0]);
    expect(await column("select count(*) as v from calls where caller_estimation like '%,%'")).toEqual([0]);
    expect(await column('select count(*) as v from users where phone_extension is not null')).not.toEqual([0]);
  });

  it('refuses to seed a database that already has data', async () => {
    await expect(seedDemo(database.db, { adminEmail: 'x@crm.local', adminPassword: 'x' })).rejects.toBeInstanceOf(
      SeedRefusedError,
    );
  });
});

describe('seedLarge', () => {
  it('adds the requested rows on top of the demo data, one price line per order', async () => {
    const before = await rows<Record<string, number>>(`select
      (select count(*) from orders)::int as orders, (select count(*) from individuals)::int as individuals,
      (select count(*) from contractors)::int as contractors, (select count(*) from order_prices)::int as prices`);
    await seedLarge(database, { orders: 5000, individuals: 500, contractors: 200, today: TODAY });
    const [after] = await rows<Record<string, number>>(`select
      (select count(*) from orders)::int as orders, (select count(*) from individuals)::int as individuals,
      (select count(*) from contractors)::int as contractors, (select count(*) from order_prices)::int as prices,
      crm_row_count('orders')::int as counted,
      (select count(distinct status) from orders)::int as statuses,
      (select count(*) from order_individuals oi join orders o on o.id = oi.order_id where o.id > 200)::int as assigned`);
    expect(after.orders - before[0].orders).toBe(5000);
    expect(after.individuals - before[0].individuals).toBe(500);
    expect(after.contractors - before[0].contractors).toBe(200);
    expect(after.prices - before[0].prices).toBe(5000);
    expect(after.counted).toBe(after.orders);
    expect(after.statuses).toBe(4);
    expect(after.assigned).toBeGreaterThan(0);
    // Issue 10 item 11: 'make it set orders.displayed_status consistently (status 3 → 3, etc.)':
    // every seeded order shows what the core rule computes from its status, places and workers.
    const seeded = await rows<{ id: number; displayed_status: string }>(
      'select id, displayed_status from orders where id > 200 order by id',
    );
    await refreshDisplayedStatus(
      database.db,
      seeded.map((r) => r.id),
    );
    const ruled = await rows<{ displayed_status: string }>(
      'select displayed_status from orders where id > 200 order by id',
    );
    expect(seeded.map((r) => Number(r.displayed_status))).toEqual(ruled.map((r) => Number(r.displayed_status)));
    expect(new Set(ruled.map((r) => Number(r.displayed_status)))).toEqual(new Set([0, 1, 2, 2.2, 3]));
    const [next] = await rows<{ id: number }>(
      "insert into orders (start_date, contractor_id) values ('2025-03-16', 1) returning id",
    );
    expect(next.id).toBe(after.orders + 1);
  }, 30_000);

  it('leaves the statistics sums kept by the triggers (migration 0081) equal to the orders', async () => {
    expect(await statisticsRollupsDrift(database.db)).toEqual({
      month_clients: 0,
      six_months: 0,
      months: 0,
      days: 0,
      new_clients: 0,
    });
    const [kept] = await rows<Record<string, number>>(`select
      (select count(*) from statistics_month_clients)::int as clients, (select count(*) from statistics_new_client_days)::int as news`);
    expect(kept.clients).toBeGreaterThan(0);
    expect(kept.news).toBeGreaterThan(0);
  });
});

describe('seed-random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, () => a.int(1, 1000))).toEqual(Array.from({ length: 5 }, () => b.int(1, 1000)));
  });
});
