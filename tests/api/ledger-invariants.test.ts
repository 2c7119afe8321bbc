import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toKopecks } from '../../core/money.ts';
import { type LedgerModel, ledgerCommands } from './ledger-commands.ts';
import { buildWorld, type LedgerWorld, lastTransactionId, storedBalances } from './ledger-model.ts';
import { runWriters } from './ledger-writers.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Issue 13 item 2: 'Invariants, each checked after every step of model-based tests (fast-check
// commands): every owner's balance equals the sum of its transactions; a nullify leaves exactly
// zero; close, restore, payment and delete move balances by exactly what they show; nothing is
// summed in floats. 20 concurrent writers × 500 random operations leave every invariant true, on
// PGlite and PostgreSQL.' Runs on PGlite, and on PostgreSQL with DATABASE_URL (npm run test:pg).
const RUNS = Number(process.env.LEDGER_RUNS ?? 6);
const WRITERS = Number(process.env.LEDGER_WRITERS ?? 20);
const OPS = Number(process.env.LEDGER_OPS ?? 500);

let t: TestApp;
let world: LedgerWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld(t, await t.loginAs());
}, 120_000);
afterAll(async () => t?.close());

/** A fresh model from what the database holds now (earlier runs left their rows). */
async function setup(): Promise<{ model: LedgerModel; real: LedgerWorld }> {
  const stored = await storedBalances(world);
  const balances = new Map<string, bigint>();
  for (const [key, s] of stored) {
    expect(s.kept).toBe(s.summed);
    balances.set(key, toKopecks(s.kept));
  }
  const unpaid = await t.db
    .selectFrom('accounts')
    .select('id')
    .where('id', 'in', [...world.accounts.keys()])
    .where('payment_date', 'is', null)
    .execute();
  return { model: { balances, rows: new Map(), unpaid: new Set(unpaid.map((r) => Number(r.id))) }, real: world };
}

describe('ledger invariants after every step (fast-check commands)', () => {
  it('keeps every balance the sum of its rows and the model, in kopecks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(ledgerCommands, { maxCommands: 30 }), (cmds) => fc.asyncModelRun(setup, cmds)),
      { numRuns: RUNS },
    );
  }, 600_000);
});

/** Owners whose kept balance is not the sum of their rows, over the whole table. */
const driftedBalances = sql<{ c: string; i: number; kept: string | null; summed: string | null }>`
  with sums as (select ledger_owner_class(owner_type) as c, owner_id as i, sum(amount) as s from transactions group by 1, 2)
  select coalesce(b.owner_class, s.c) as c, coalesce(b.owner_id, s.i) as i, b.balance::text as kept, s.s::text as summed
  from ledger_balances b full join sums s on s.c = b.owner_class and s.i = b.owner_id
  where coalesce(b.balance, 0) <> coalesce(s.s, 0)`;

/** Rows reversed twice, or a reversal and its original that do not point at each other or cancel out. */
const badReversals = sql<{ id: number; why: string }>`
  select reversal_of_id as id, 'reversed twice' as why from transactions
    where reversal_of_id is not null group by 1 having count(*) > 1
  union all
  select o.id, 'reversal does not match' from transactions o left join transactions r on r.id = o.reversed_by_id
    where o.reversed_by_id is not null and (r.reversal_of_id is distinct from o.id or r.amount <> -o.amount
      or r.owner_id <> o.owner_id or r.owner_type <> o.owner_type or r.operation_id <> o.operation_id)
  union all
  select r.id, 'original not marked' from transactions r join transactions o on o.id = r.reversal_of_id
    where o.reversed_by_id is distinct from r.id`;

/** Nullify rows after `from` whose owner's running sum (in row order) up to and including them is not zero. */
const nonZeroNullifies = (from: number) => sql<{ id: number; running: string }>`
  select id, running::text as running from (
    select id, nullify, sum(amount) over (partition by ledger_owner_class(owner_type), owner_id order by id) as running
    from transactions) s
  where nullify and id > ${from} and running <> 0`;

describe(`${WRITERS} concurrent writers × ${OPS} random operations`, () => {
  it('leave every invariant true', async () => {
    const from = await lastTransactionId(world);
    const started = Date.now();
    const outcome = await runWriters(world, WRITERS, OPS);
    console.info(`ledger writers: ${WRITERS}×${OPS} in ${Date.now() - started} ms (${outcome.counts})`);
    expect(outcome.unexpected).toEqual([]);
    expect((await driftedBalances.execute(t.db)).rows).toEqual([]);
    expect((await badReversals.execute(t.db)).rows).toEqual([]);
    expect((await nonZeroNullifies(from).execute(t.db)).rows).toEqual([]);
    // Every nullify answered a zero balance, and wrote exactly the rows it said it wrote.
    expect(outcome.nullifyBalances.filter((b) => b !== '0.00')).toEqual([]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from transactions where nullify and id > ${from}`.execute(t.db);
    expect(rows[0].n).toBe(outcome.nullifyRows);
  }, 1_800_000);
});
