import fc from 'fast-check';
import { expect } from 'vitest';
import { LEDGER_OPERATIONS, type LedgerOwnerTypeName, ownerClass } from '../../core/ledger/ledger-catalogue.ts';
import { kopecksToDecimalString, toKopecks } from '../../core/money.ts';
import { expectBalances, keyOf, type LedgerWorld, lastTransactionId, rowsAfter } from './ledger-model.ts';

/** A row the model knows: live rows may be reversed once; reversed rows and reversals may not. */
interface KnownRow {
  key: string;
  kopecks: bigint;
  state: 'live' | 'reversed' | 'reversal';
}

/** The model: each pool owner's expected balance in bigint kopecks, the rows it saw, the unpaid accounts. */
export interface LedgerModel {
  balances: Map<string, bigint>;
  rows: Map<number, KnownRow>;
  unpaid: Set<number>;
}

type Cmd = fc.AsyncCommand<LedgerModel, LedgerWorld, false>;

/** Appends rows the server wrote (read back from SQL) to the model. */
function absorb(model: LedgerModel, rows: Awaited<ReturnType<typeof rowsAfter>>) {
  for (const r of rows) {
    const key = keyOf(ownerClass(r.owner_type as LedgerOwnerTypeName), r.owner_id);
    expect(model.balances.has(key), `row ${r.id} for an owner outside the pool: ${key}`).toBe(true);
    model.balances.set(key, model.balances.get(key)! + r.kopecks);
    model.rows.set(r.id, { key, kopecks: r.kopecks, state: 'live' });
  }
}

class CreateCmd implements Cmd {
  constructor(
    readonly owner: number,
    readonly type: number,
    readonly kopecks: bigint,
    readonly operation: number,
  ) {}
  check = () => true;
  async run(model: LedgerModel, w: LedgerWorld) {
    const o = w.owners[this.owner % w.owners.length];
    const res = await w.t.api('POST', '/api/transactions', w.as, {
      transaction: {
        owner_type: o.types[this.type % o.types.length],
        owner_id: o.id,
        amount: kopecksToDecimalString(this.kopecks),
        operation_id: this.operation,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const key = keyOf(o.cls, o.id);
    model.balances.set(key, model.balances.get(key)! + this.kopecks);
    model.rows.set(res.json().id, { key, kopecks: this.kopecks, state: 'live' });
    await expectBalances(w, model.balances);
  }
  toString = () => `create(${this.owner}/${this.type}, ${this.kopecks}, op ${this.operation})`;
}

class DeleteCmd implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<LedgerModel>) => m.rows.size > 0;
  async run(model: LedgerModel, w: LedgerWorld) {
    const ids = [...model.rows.keys()].sort((a, b) => a - b);
    const id = ids[this.pick % ids.length];
    const row = model.rows.get(id)!;
    const res = await w.t.api('DELETE', `/api/transactions/${id}`, w.as);
    if (row.state !== 'live') {
      // Issue 13: reversing a reversal or a reversed row is refused and writes nothing.
      expect(res.statusCode, res.body).toBe(422);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      const reversal = res.json().transaction;
      expect([reversal.reversal_of_id, toKopecks(reversal.amount)]).toEqual([id, -row.kopecks]);
      row.state = 'reversed';
      model.rows.set(reversal.id, { key: row.key, kopecks: -row.kopecks, state: 'reversal' });
      model.balances.set(row.key, model.balances.get(row.key)! - row.kopecks);
    }
    await expectBalances(w, model.balances);
  }
  toString = () => `delete(${this.pick})`;
}

class NullifyCmd implements Cmd {
  constructor(readonly owner: number) {}
  check = () => true;
  async run(model: LedgerModel, w: LedgerWorld) {
    const o = w.owners[this.owner % w.owners.length];
    const key = keyOf(o.cls, o.id);
    const expected = model.balances.get(key)!;
    const res = await w.t.api('POST', '/api/transactions/nullify_amount', w.as, { owner_class: o.cls, owner_id: o.id });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    // Issue 13 item 2: 'a nullify leaves exactly zero'.
    expect([answer.balance_before, answer.balance]).toEqual([kopecksToDecimalString(expected), '0.00']);
    expect(answer.transaction_id === null).toBe(expected === 0n);
    if (answer.transaction_id !== null)
      model.rows.set(answer.transaction_id, { key, kopecks: -expected, state: 'live' });
    model.balances.set(key, 0n);
    await expectBalances(w, model.balances);
  }
  toString = () => `nullify(${this.owner})`;
}

/** Close or restore: the balances move by exactly the rows the call wrote, all of them the order's. */
class OrderCmd implements Cmd {
  constructor(
    readonly order: number,
    readonly action: 'close' | 'restore_status2',
  ) {}
  check = () => true;
  async run(model: LedgerModel, w: LedgerWorld) {
    const orderId = w.orders[this.order % w.orders.length];
    const before = await lastTransactionId(w);
    const res = await w.t.api('PUT', `/api/orders/${orderId}/${this.action}`, w.as);
    expect(res.statusCode, res.body).toBe(200);
    const written = await rowsAfter(w, before);
    for (const r of written) expect(r.order_id).toBe(orderId);
    absorb(model, written);
    await expectBalances(w, model.balances);
  }
  toString = () => `${this.action}(${this.order})`;
}

class PayCmd implements Cmd {
  constructor(readonly account: number) {}
  check = () => true;
  async run(model: LedgerModel, w: LedgerWorld) {
    const ids = [...w.accounts.keys()];
    const id = ids[this.account % ids.length];
    const before = await lastTransactionId(w);
    const res = await w.t.api('PUT', '/api/accounts/make_payments', w.as, {
      account_ids: [id],
      payment_date: '2026-11-20',
    });
    expect(res.statusCode, res.body).toBe(200);
    const written = await rowsAfter(w, before);
    // A payment writes the account's amount for its contractor; a repeat writes nothing.
    expect(written.map((r) => r.kopecks)).toEqual(model.unpaid.has(id) ? [w.accounts.get(id)] : []);
    model.unpaid.delete(id);
    absorb(model, written);
    await expectBalances(w, model.balances);
  }
  toString = () => `pay(${this.account})`;
}

const operations = LEDGER_OPERATIONS.map((o) => o.value);
/** Non-zero kopecks, up to a million roubles either way, with odd kopecks to catch float drift. */
export const kopecksArb = fc.bigInt({ min: -100_000_000n, max: 100_000_000n }).filter((k) => k !== 0n);

export const ledgerCommands = [
  fc
    .tuple(fc.nat(), fc.nat(), kopecksArb, fc.constantFrom(...operations))
    .map(([owner, type, k, op]) => new CreateCmd(owner, type, k, op)),
  fc.nat().map((pick) => new DeleteCmd(pick)),
  fc.nat().map((owner) => new NullifyCmd(owner)),
  fc.nat().map((order) => new OrderCmd(order, 'close')),
  fc.nat().map((order) => new OrderCmd(order, 'restore_status2')),
  fc.nat().map((account) => new PayCmd(account)),
];
