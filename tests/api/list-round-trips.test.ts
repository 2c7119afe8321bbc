import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteStatements } from '../../server/db/pglite-statements.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 25 item 1: 'one database round trip per list where today there are several (page, count,
// lookups, owner names, computed fields)'. Counted at the embedded database's door: every statement
// the app sends while answering one list request (the statement count is the same on PostgreSQL).
let t: TestApp;
let admin: Credentials;
let statements: string[];

const { query } = PGliteStatements.prototype;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  statements = [];
  // Every statement of the app goes to PGlite through its prepared statements (pglite-statements.ts).
  // The files of a worker share this module: the door is put back as it was after this file.
  PGliteStatements.prototype.query = function (this: PGliteStatements, text, params) {
    statements.push(text);
    return query.call(this, text, params);
  } as typeof query;
});
afterAll(async () => {
  PGliteStatements.prototype.query = query;
  await t?.close();
});

/** The credential's lookup (cached 3 s, server/auth/auth-cache.ts) is no part of the list. */
const ofTheList = () => statements.filter((text) => !text.includes('"sessions"."token_hash"'));

async function statementsOf(url: string): Promise<string[]> {
  // The first visit of a list counts it and learns the table's catalogue; the next ones are the usual case.
  expect((await t.api('GET', url, admin)).statusCode).toBe(200);
  statements.length = 0;
  const res = await t.api('GET', url, admin);
  expect(res.statusCode, res.body).toBe(200);
  return ofTheList();
}

describe.skipIf(process.env.DATABASE_URL)('statements per list page', () => {
  it.each([
    ['/api/orders', 'orders, page 1 with every field, lookups and computed values'],
    ['/api/orders?page=3&per_page=50', 'a far page'],
    ['/api/orders?fields=id,contractor_id,num_orders,mkad_note,status', 'the console columns'],
    ['/api/orders?filter=status%3D1,2', 'a filter'],
    ['/api/contractors?fields=id,name,contractor_contacts,sleep_status', 'nested names and computed sleep status'],
    ['/api/transactions?fields=id,amount,owner_name', 'ledger rows with their owners’ names'],
  ])('%s (%s): one', async (url) => {
    const sent = await statementsOf(url);
    expect(sent, sent.join('\n---\n')).toHaveLength(1);
  });

  it('a search first looks up the records its searchable references name (orders: clients, streets)', async () => {
    expect(await statementsOf('/api/orders?search=%D0%93%D1%80%D0%B0%D0%BD%D0%B4')).toHaveLength(3);
  });

  it('a list written to meanwhile: a page read from a remembered row is read again on the new version', async () => {
    await statementsOf('/api/orders?page=2');
    await t.db.updateTable('orders').set({ comment: 'изменено' }).where('id', '=', 1).execute();
    statements.length = 0;
    const res = await t.api('GET', '/api/orders?page=2', admin);
    expect(res.statusCode).toBe(200);
    // The page planned on the remembered version, a fresh count, the page again.
    expect(ofTheList()).toHaveLength(3);
  });

  it('a list written to meanwhile: a first page stands, a narrowed one is counted again', async () => {
    for (const [url, count] of [
      ['/api/orders', 1],
      ['/api/orders?filter=status%3D1,2', 2],
    ] as const) {
      await statementsOf(url);
      await t.db.updateTable('orders').set({ comment: 'изменено снова' }).where('id', '=', 1).execute();
      statements.length = 0;
      expect((await t.api('GET', url, admin)).statusCode).toBe(200);
      expect(ofTheList(), url).toHaveLength(count);
    }
  });
});
