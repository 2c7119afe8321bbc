import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 9: 'After a save you see what you saved … even when it sorts onto another page: open that
// page — the server may need to tell which page an id is on for the current sort/filter.'
let t: TestApp;
let admin: Credentials;
const ids: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  for (const name of ['Локатор Альфа', 'Локатор Бета', 'Локатор Гамма', 'Локатор Дельта', 'Локатор Эпсилон']) {
    const res = await t.api('POST', '/api/streets', admin, { street: { name } });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
});
afterAll(async () => t?.close());

const list = async (query: string) => {
  const res = await t.api('GET', `/api/streets?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; name: string }[]; meta: { page: number; located?: boolean } };
};

describe('locate=<id>: the page a record is on', () => {
  it('answers the page holding the record for the sort and search, whatever page was asked', async () => {
    // Sorted by name descending, two a page: Эпсилон, Дельта | Гамма, Бета | Альфа.
    const base = 'search=Локатор&sort=name&order=desc&limit=2';
    for (const [index, page] of [
      [4, 1],
      [2, 2],
      [1, 2],
      [0, 3],
    ] as const) {
      const answer = await list(`${base}&page=1&locate=${ids[index]}`);
      expect(answer.meta.page).toBe(page);
      expect(answer.meta.located).toBe(true);
      expect(answer.items.map((r) => r.id)).toContain(ids[index]);
    }
    const ascending = await list('search=Локатор&sort=name&order=asc&limit=2&page=3&locate=' + ids[0]);
    expect(ascending.meta.page).toBe(1);
  });

  it('keeps the asked page and says located false when the filter leaves the record out', async () => {
    const answer = await list(`search=Локатор Бета&limit=2&page=1&locate=${ids[0]}`);
    expect(answer.meta.located).toBe(false);
    expect(answer.meta.page).toBe(1);
  });

  it('refuses a locate that is not a record number with a 400', async () => {
    const res = await t.api('GET', '/api/streets?locate=abc', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('locate');
  });
});
