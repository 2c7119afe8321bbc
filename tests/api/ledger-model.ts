import { sql } from 'kysely';
import { expect } from 'vitest';
import type { LedgerOwnerClass } from '../../core/ledger/ledger-catalogue.ts';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { contractorWithoutPrices, orderApi, pickWorkers } from './orders-fixtures.ts';
import { createAccounts, someContractor } from './payments-fixture.ts';
import type { Credentials, TestApp } from './test-app.ts';

/** One owner of the test's pool, with the owner types its rows may carry. */
export interface Owner {
  cls: LedgerOwnerClass;
  id: number;
  types: readonly string[];
}
export const keyOf = (cls: string, id: number) => `${cls}:${id}`;

/** The real side of the model run: the app, a signed-in admin and the records the commands use. */
export interface LedgerWorld {
  t: TestApp;
  as: Credentials;
  owners: Owner[];
  orders: number[];
  /** Account id → its amount in kopecks. */
  accounts: Map<number, bigint>;
}

/**
 * A pool of owners of every class and the records that write to them: formed orders whose workers
 * and client are in the pool (close and restore write their rows), and unpaid accounts of a
 * pool contractor (a payment writes its row).
 */
export async function buildWorld(t: TestApp, as: Credentials): Promise<LedgerWorld> {
  const workers = await pickWorkers(t);
  const orderClient = await contractorWithoutPrices(t);
  const payer = await someContractor(t.db, 2);
  const users = await t.db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
  const individualTypes = ['Individual', 'Our_Individual', 'Theirs_Individual'];
  const owners: Owner[] = [
    ...[workers.own[0], workers.own[1], workers.theirs[0]].map((id) => ({
      cls: 'Individual' as const,
      id,
      types: individualTypes,
    })),
    ...users.map((u) => ({ cls: 'User' as const, id: Number(u.id), types: ['User'] })),
    ...[orderClient, payer.id].map((id) => ({ cls: 'Contractor' as const, id, types: ['Contractor'] })),
  ];
  const o = orderApi(t, () => as);
  const orders: number[] = [];
  for (const [day, own] of [
    ['2027-05-03', workers.own[0]],
    ['2027-05-04', workers.own[1]],
    ['2027-05-05', workers.own[0]],
  ] as const) {
    const order = await o.create({
      start_date: day,
      contractor_id: orderClient,
      order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: '510.10', rate_individual1: '305.05' }],
    });
    const formed = await o.save(order.id, { next_status: 1 });
    const [a, b] = formed.order_individuals.map((w: { id: number }) => w.id);
    await o.save(order.id, {
      order_individuals: [
        { id: a, individual_id: own, pure_time: '5.5' },
        { id: b, individual_id: workers.theirs[0], pure_time: '3' },
      ],
    });
    orders.push(order.id);
  }
  const ids = await createAccounts(t.db, payer.id, 60, `LDG${Date.now() % 100000}`);
  const rows = await t.db.selectFrom('accounts').select(['id', 'amount']).where('id', 'in', ids).execute();
  return { t, as, owners, orders, accounts: new Map(rows.map((r) => [Number(r.id), toKopecks(r.amount)])) };
}

/** Kept balance and the sum of the class' rows of each pool owner, both from SQL numeric. */
export async function storedBalances(world: LedgerWorld): Promise<Map<string, { kept: string; summed: string }>> {
  const { rows } = await sql<{ cls: string; id: number; kept: string; summed: string }>`
    select k.c as cls, k.i as id, coalesce(b.balance, 0)::numeric(16,2)::text as kept,
      (select coalesce(sum(t.amount), 0) from transactions t
        where t.owner_id = k.i and ledger_owner_class(t.owner_type) = k.c)::numeric(16,2)::text as summed
    from unnest(${world.owners.map((o) => o.cls)}::text[], ${world.owners.map((o) => o.id)}::integer[]) as k(c, i)
    left join ledger_balances b on b.owner_class = k.c and b.owner_id = k.i`.execute(world.t.db);
  return new Map(rows.map((r) => [keyOf(r.cls, Number(r.id)), { kept: r.kept, summed: r.summed }]));
}

/** Issue 13 item 2: 'every owner's balance equals the sum of its transactions', and the model's. */
export async function expectBalances(world: LedgerWorld, model: Map<string, bigint>) {
  const stored = await storedBalances(world);
  for (const [key, expected] of model) {
    const s = stored.get(key);
    expect({ key, kept: s?.kept, summed: s?.summed }).toEqual({
      key,
      kept: kopecksToDecimalString(expected),
      summed: kopecksToDecimalString(expected),
    });
  }
}

/** The rows written after `afterId`, in id order (amounts as SQL text, read as bigint kopecks). */
export async function rowsAfter(world: LedgerWorld, afterId: number) {
  const { rows } = await sql<{
    id: number;
    owner_type: string;
    owner_id: number;
    amount: string;
    order_id: number | null;
  }>`
    select id, owner_type, owner_id, amount::text as amount, order_id from transactions where id > ${afterId}
    order by id`.execute(world.t.db);
  return rows.map((r) => ({ ...r, id: Number(r.id), owner_id: Number(r.owner_id), kopecks: toKopecks(r.amount) }));
}

export async function lastTransactionId(world: LedgerWorld): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from transactions`.execute(world.t.db);
  return Number(rows[0].id ?? 0);
}
