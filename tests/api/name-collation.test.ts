import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 23 item 11: 'streets whose names begin with a lower-case letter sort after «Э…» (use a
// Russian, case-insensitive collation for every name sort)'. Migration 0056 gives every name column
// the collation names_ru (ICU root), the same on PGlite and PostgreSQL.
let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

const NAME_COLUMNS = [
  'name',
  'short_name',
  'long_name',
  'legal_name',
  'city_name',
  'humanly_name',
  'line_name',
  'title',
  'subject',
  'original_name',
];

describe('names sort in Russian, whatever the case', () => {
  it('gives every name column of every table the names_ru collation', async () => {
    const { rows } = await sql<{ col: string; collation: string | null }>`
      select c.table_name || '.' || c.column_name as col, c.collation_name as collation
      from information_schema.columns c
      join information_schema.tables tab using (table_schema, table_name)
      where c.table_schema = current_schema() and tab.table_type = 'BASE TABLE' and c.data_type = 'text'
        and c.column_name = any(${NAME_COLUMNS}) and c.table_name <> 'schema_migrations'
      order by 1`.execute(t.db);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.collation !== 'names_ru').map((r) => r.col)).toEqual([]);
  });

  it('sorts streets starting with a small letter among the others, ё beside е, a page after another', async () => {
    const names = [
      'Эльдорадовский переулок',
      'улица Лесная',
      'Абрикосовая улица',
      'ёлочная аллея',
      'Ельнинская улица',
      'бульвар Яна Райниса',
      'Яблоневая улица',
    ];
    for (const name of names) {
      const res = await t.api('POST', '/api/streets', admin, { street: { name: `Сорт ${name}` } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const expected = [
      'Абрикосовая улица',
      'бульвар Яна Райниса',
      // ё is е with a mark: «ёло…» comes before «Ель…» as «ело…» would (о before ь).
      'ёлочная аллея',
      'Ельнинская улица',
      'улица Лесная',
      'Эльдорадовский переулок',
      'Яблоневая улица',
    ].map((n) => `Сорт ${n}`);
    const all = (await t.api('GET', '/api/streets?search=Сорт&sort=name&order=asc&fields=name&limit=50', admin)).json();
    expect(all.items.map((r: { name: string }) => r.name)).toEqual(expected);
    // Pages of three: the keyset walk compares in the same collation as the sort.
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await t.api(
        'GET',
        `/api/streets?search=Сорт&sort=name&order=asc&fields=name&per_page=3&page=${page}`,
        admin,
      );
      pages.push(...res.json().items.map((r: { name: string }) => r.name));
    }
    expect(pages).toEqual(expected);
    const down = (
      await t.api('GET', '/api/streets?search=Сорт&sort=name&order=desc&fields=name&limit=50', admin)
    ).json();
    expect(down.items.map((r: { name: string }) => r.name)).toEqual([...expected].reverse());
  });
});
