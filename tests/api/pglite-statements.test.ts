import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { PGliteStatements } from '../../server/db/pglite-statements.ts';
import { openPGliteTemplate } from './pglite-template.ts';

// The embedded database's driver prepares each statement once (server/db/pglite-statements.ts):
// the answers, errors and transactions must be exactly what PGlite.query gives.
let database: Database;
let pglite: PGlite;

beforeAll(async () => {
  database = await openPGliteTemplate(inject('templateDump'));
  pglite = database.pglite as PGlite;
});
afterAll(async () => database?.close());

/** The statements this backend holds prepared under the driver's names. */
async function prepared(): Promise<string[]> {
  const { rows } = await pglite.query<{ statement: string }>(
    `select statement from pg_prepared_statements where name like 'crm\\_%' order by statement`,
  );
  return rows.map((r) => r.statement);
}

const typed = `select $1::numeric(16,2) as money, $2::date as day, $3::int[] as ids, $4::jsonb as doc,
  $5::text as nothing, $6::bigint as big, $7::timestamptz as at, $8::boolean as flag`;
const values = ['-1234.50', '2026-11-27', [3, 1, 2], { a: 'ё', b: [1] }, null, 9007199254740993n, new Date(0), true];

describe.skipIf(process.env.DATABASE_URL)('prepared statements on PGlite', () => {
  it('answers every type as PGlite.query does, rows, fields and affected rows', async () => {
    const statements = new PGliteStatements(pglite);
    const ours = await statements.query(typed, values);
    const theirs = await pglite.query(typed, values);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toMatchObject({ money: '-1234.50', ids: [3, 1, 2], doc: { a: 'ё', b: [1] }, nothing: null });

    const update = 'update orders set comment = comment where id = any($1::int[])';
    const ids = (await pglite.query<{ id: number }>('select id from orders order by id limit 3')).rows.map((r) => r.id);
    expect((await statements.query(update, [ids])).affectedRows).toBe(3);
    expect((await statements.query(update, [[]])).affectedRows).toBe(0);
    await statements.forget();
  });

  it('prepares a text once, however often it runs', async () => {
    const statements = new PGliteStatements(pglite);
    for (let i = 0; i < 7; i++)
      expect((await statements.query('select $1::int + 1 as n', [i])).rows).toEqual([{ n: i + 1 }]);
    expect((await prepared()).filter((text) => text === 'select $1::int + 1 as n')).toHaveLength(1);
    // A list read is planned for its values each run (a generic plan cannot see a page's bounds).
    const page = 'select id from orders where id > $1 order by id limit $2';
    for (const after of [0, 1, 2, 3, 4, 5, 6]) {
      const { rows } = await statements.query<{ id: number }>(page, [after, 2]);
      expect(rows.map((r) => r.id)).toEqual(
        (await pglite.query<{ id: number }>(page, [after, 2])).rows.map((r) => r.id),
      );
    }
    expect(await prepared()).not.toContain(page);
    await statements.forget();
    expect(await prepared()).not.toContain('select $1::int + 1 as n');
  });

  it('keeps at most its limit prepared, closing the least recently used', async () => {
    const statements = new PGliteStatements(pglite, 2);
    await statements.query('select 1 as a', []);
    await statements.query('select 2 as b', []);
    await statements.query('select 1 as a', []);
    await statements.query('select 3 as c', []);
    expect(await prepared()).toEqual(['select 1 as a', 'select 3 as c']);
    await statements.forget();
  });

  it('throws the database error with its code, query and parameters, and the statement works again', async () => {
    const statements = new PGliteStatements(pglite);
    const failing = statements.query('select 10 / $1::int as q', [0]);
    await expect(failing).rejects.toMatchObject({ code: '22012', query: 'select 10 / $1::int as q', params: [0] });
    expect((await statements.query('select 10 / $1::int as q', [5])).rows).toEqual([{ q: 2 }]);
    await expect(statements.query('selec 1', [])).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    await statements.forget();
  });

  it('keeps a transaction whole: a failed statement aborts it, ROLLBACK undoes what it wrote', async () => {
    const statements = new PGliteStatements(pglite);
    const before = (await statements.query<{ n: number }>('select count(*)::int as n from work_types', [])).rows[0].n;
    await statements.query('BEGIN', []);
    await statements.query('insert into work_types (name) values ($1)', ['Проба подготовленных']);
    await expect(statements.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(statements.query('select 1', [])).rejects.toMatchObject({ code: '25P02' });
    await statements.query('ROLLBACK', []);
    expect((await statements.query<{ n: number }>('select count(*)::int as n from work_types', [])).rows[0].n).toBe(
      before,
    );
    await statements.forget();
  });

  it('answers with the new columns after a schema change, through it or beside it', async () => {
    const statements = new PGliteStatements(pglite);
    await statements.query('create table statement_probe (id int)', []);
    await statements.query('insert into statement_probe values ($1)', [1]);
    expect((await statements.query('select * from statement_probe', [])).rows).toEqual([{ id: 1 }]);
    // Through the driver: every prepared statement is closed, the next select is planned anew.
    await statements.query('alter table statement_probe add column note text', []);
    expect((await statements.query('select * from statement_probe', [])).rows).toEqual([{ id: 1, note: null }]);
    // Beside it (a migration script runs through exec): the stale plan fails once, then is prepared again.
    await pglite.exec('alter table statement_probe add column more int');
    await expect(statements.query('select * from statement_probe', [])).rejects.toMatchObject({ code: '0A000' });
    expect((await statements.query('select * from statement_probe', [])).rows).toEqual([
      { id: 1, note: null, more: null },
    ]);
    await statements.query('drop table statement_probe', []);
  });
});
