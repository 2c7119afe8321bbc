import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

// server/db/row-counters.sql and migration 0074: an unfiltered list answers its total from the
// trigger-kept count (a base in row_counts plus a part per connection), never by counting the table.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every counted table whose kept count differs from count(*), with both numbers. */
async function wrongCounts(): Promise<string[]> {
  const tables = (await sql<{ table_name: string }>`select table_name from row_counts order by 1`.execute(t.db)).rows;
  const wrong: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql<{ kept: string; real: string }>`select crm_row_count(${table_name})::text as kept,
      (select count(*) from ${sql.table(table_name)})::text as real`.execute(t.db);
    if (rows[0].kept !== rows[0].real) wrong.push(`${table_name}: ${rows[0].kept} ≠ ${rows[0].real}`);
  }
  return wrong;
}

describe('kept row counts', () => {
  it('equal count(*) for every table after the demo seed', async () => {
    expect(await wrongCounts()).toEqual([]);
  });

  it('follow inserts and deletes made concurrently on several connections, and the list total with them', async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.db.transaction().execute((trx) =>
          trx
            .insertInto('contractor_types')
            .values({ name: `Счётчик ${i}` })
            .returning('id')
            .executeTakeFirstOrThrow(),
        ),
      ),
    );
    await t.db
      .deleteFrom('contractor_types')
      .where(
        'id',
        'in',
        made.slice(0, 5).map((r) => r.id),
      )
      .execute();
    expect(await wrongCounts()).toEqual([]);
    const admin = await t.loginAs();
    const list = (await t.api('GET', '/api/contractor_types', admin)).json();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from contractor_types`.execute(t.db);
    expect(list.meta.total ?? list.total).toBe(rows[0].n);
  });
});
