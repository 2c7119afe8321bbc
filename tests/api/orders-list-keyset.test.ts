import fc from 'fast-check';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { sortableFields } from '../../server/crud/list-params.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 10 item 11: 'keyset pagination behind the same `page` parameter … `page`/`per_page` still
// answer the same rows, only faster'. Every page, read from whatever row the server remembers,
// must hold exactly the rows a plain LIMIT/OFFSET query gives, ties and NULLs included.
let t: TestApp;
let admin: Credentials;

const filters: { api?: string; where: RawBuilder<SqlBool> }[] = [
  { where: sql<SqlBool>`true` },
  { api: 'status=3', where: sql<SqlBool>`status = 3` },
  { api: 'user2_id=null', where: sql<SqlBool>`user2_id is null` },
  { api: 'payment_type=1', where: sql<SqlBool>`payment_type = 1` },
];
const sorts = sortableFields(resources.orders);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  // Ties and NULLs on purpose: a shared date and time, cleared second managers and discounts.
  await sql`update orders set start_time = null, discount = null where id % 3 = 0`.execute(t.db);
  await sql`update orders set user2_id = null where id % 4 = 0`.execute(t.db);
  await sql`update orders set start_date = (select min(start_date) from orders) where id % 5 = 0`.execute(t.db);
});
afterAll(async () => t?.close());

interface ListShape {
  sort: string;
  order: 'asc' | 'desc';
  filter: number;
  limit: number;
  group?: string;
}

async function offsetIds(s: ListShape, page: number): Promise<number[]> {
  const dir = sql.raw(s.order);
  const keys = [...new Set([...(s.group ? [s.group] : []), s.sort, 'id'])].map((k) => sql`${sql.ref(k)} ${dir}`);
  const { rows } = await sql<{ id: number }>`select id from orders where ${filters[s.filter].where}
    order by ${sql.join(keys)} limit ${s.limit} offset ${(page - 1) * s.limit}`.execute(t.db);
  return rows.map((r) => Number(r.id));
}

function query(s: ListShape, extra: Record<string, string>) {
  const q = new URLSearchParams({
    sort: s.sort,
    order: s.order,
    per_page: String(s.limit),
    fields: 'status',
    ...extra,
  });
  if (s.group) q.set('group', s.group);
  const f = filters[s.filter].api;
  if (f) q.set('filter', f);
  return q.toString();
}

async function apiPage(s: ListShape, extra: Record<string, string>) {
  const res = await t.api('GET', `/api/orders?${query(s, extra)}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { id: number }[]; meta: { page: number; total: number; located?: boolean } };
  return { ids: body.items.map((r) => r.id), meta: body.meta };
}

const shape = fc.record({
  sort: fc.constantFrom(...sorts),
  order: fc.constantFrom('asc' as const, 'desc' as const),
  filter: fc.nat(filters.length - 1),
  limit: fc.integer({ min: 1, max: 25 }),
  group: fc.option(fc.constantFrom('status', 'payment_type', 'user2_id'), { nil: undefined }),
});

describe('orders list pages by keyset answer what OFFSET answers', () => {
  it('any page, in any order of visits, for random sorts, filters and groups', async () => {
    await fc.assert(
      fc.asyncProperty(
        shape,
        fc.array(fc.double({ min: 0, max: 1.2, noNaN: true }), { minLength: 4, maxLength: 8 }),
        async (s, visits) => {
          const { meta } = await apiPage(s, { page: '1' });
          const pages = Math.ceil(meta.total / s.limit);
          for (const v of visits) {
            const page = Math.max(1, Math.ceil(v * pages));
            const got = await apiPage(s, { page: String(page) });
            expect(got.ids, `${query(s, {})} page ${page}`).toEqual(await offsetIds(s, page));
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 30) },
    );
  });

  it('paging through every page forwards then backwards (each read from the last page seen) over NULL keys', async () => {
    const shapes: ListShape[] = [
      { sort: 'start_time', order: 'asc', filter: 0, limit: 6, group: 'status' },
      { sort: 'user2_id', order: 'asc', filter: 0, limit: 5 },
      { sort: 'discount', order: 'desc', filter: 3, limit: 4, group: 'user2_id' },
      { sort: 'start_date', order: 'asc', filter: 2, limit: 3 },
    ];
    for (const s of shapes) {
      const pages = Math.ceil((await apiPage(s, { page: '1' })).meta.total / s.limit);
      const order = [...Array(pages).keys()].map((i) => i + 1);
      for (const page of [...order, ...order.reverse()])
        expect((await apiPage(s, { page: String(page) })).ids, `${query(s, {})} page ${page}`).toEqual(
          await offsetIds(s, page),
        );
    }
  });

  it('locate=<id> answers the page OFFSET puts the record on, and that page holds it', async () => {
    await fc.assert(
      fc.asyncProperty(shape, fc.double({ min: 0, max: 0.999, noNaN: true }), async (s, at) => {
        const all = await offsetIds({ ...s, limit: 100_000 }, 1);
        fc.pre(all.length > 0);
        const index = Math.floor(at * all.length);
        const got = await apiPage(s, { page: '1', locate: String(all[index]) });
        expect(got.meta.located).toBe(true);
        expect(got.meta.page).toBe(Math.floor(index / s.limit) + 1);
        expect(got.ids).toEqual(await offsetIds(s, got.meta.page));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 20) },
    );
  });

  it('a write between two visits is seen: remembered positions expire with the table version', async () => {
    const s: ListShape = { sort: 'start_date', order: 'desc', filter: 0, limit: 7 };
    for (const page of [3, 4, 2])
      expect((await apiPage(s, { page: String(page) })).ids).toEqual(await offsetIds(s, page));
    const [{ id }] = (await sql<{ id: number }>`select id from orders order by start_date, id limit 1`.execute(t.db))
      .rows;
    await sql`update orders set start_date = start_date + 4000 where id = ${id}`.execute(t.db);
    for (const page of [3, 4, 2])
      expect((await apiPage(s, { page: String(page) })).ids).toEqual(await offsetIds(s, page));
  });
});
