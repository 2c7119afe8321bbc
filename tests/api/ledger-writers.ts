import fc from 'fast-check';
import { kopecksToDecimalString } from '../../core/money.ts';
import { kopecksArb } from './ledger-commands.ts';
import type { LedgerWorld } from './ledger-model.ts';

type Op =
  | { kind: 'create'; owner: number; type: number; kopecks: bigint; operation: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'nullify'; owner: number }
  | { kind: 'close' | 'restore_status2'; order: number }
  | { kind: 'pay'; account: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      owner: fc.nat(),
      type: fc.nat(),
      kopecks: kopecksArb,
      operation: fc.integer({ min: 1, max: 7 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('nullify' as const), owner: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('close' as const, 'restore_status2' as const), order: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), account: fc.nat() }) },
);

/** Refusals a racing writer may meet: the row was already reversed, or is a reversal. */
const expectedRefusal = /уже отменена|сама сторнирует/;

export interface WritersOutcome {
  /** Answers that no rule allows (a 500, a deadlock, a refusal of a valid call). */
  unexpected: string[];
  /** `balance` of every nullify answer. */
  nullifyBalances: string[];
  /** Nullify answers that wrote a row. */
  nullifyRows: number;
  counts: string;
}

/**
 * `writers` clients, each running `ops` random operations one after another through the real HTTP
 * layer, all at once; deletes pick from the rows any writer created, so reversals race. Every
 * answer is checked against what the call may answer; the database is checked by the caller.
 */
export async function runWriters(w: LedgerWorld, writers: number, ops: number): Promise<WritersOutcome> {
  const plans = Array.from(
    { length: writers },
    (_, i) => fc.sample(fc.array(opArb, { minLength: ops, maxLength: ops }), { numRuns: 1, seed: 1300 + i })[0],
  );
  const created: number[] = [];
  const out: WritersOutcome = { unexpected: [], nullifyBalances: [], nullifyRows: 0, counts: '' };
  const counts = new Map<string, number>();
  const accounts = [...w.accounts.keys()];
  const send = (method: string, url: string, body?: unknown) => w.t.api(method, url, w.as, body);

  async function step(op: Op) {
    const tally = (status: number) => counts.set(`${op.kind} ${status}`, (counts.get(`${op.kind} ${status}`) ?? 0) + 1);
    const wrong = (res: { statusCode: number; body: string }) => {
      out.unexpected.push(
        `${JSON.stringify(op, (_, v) => (typeof v === 'bigint' ? String(v) : v))}: ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
    };
    if (op.kind === 'create') {
      const o = w.owners[op.owner % w.owners.length];
      const res = await send('POST', '/api/transactions', {
        transaction: {
          owner_type: o.types[op.type % o.types.length],
          owner_id: o.id,
          amount: kopecksToDecimalString(op.kopecks),
          operation_id: op.operation,
        },
      });
      tally(res.statusCode);
      if (res.statusCode === 201) created.push(res.json().id);
      else wrong(res);
    } else if (op.kind === 'delete') {
      if (created.length === 0) return;
      const res = await send('DELETE', `/api/transactions/${created[op.pick % created.length]}`);
      tally(res.statusCode);
      const refused = res.statusCode === 422 && expectedRefusal.test(res.body);
      if (res.statusCode === 200) created.push(res.json().transaction.id);
      else if (!refused) wrong(res);
    } else if (op.kind === 'nullify') {
      const o = w.owners[op.owner % w.owners.length];
      const res = await send('POST', '/api/transactions/nullify_amount', { owner_class: o.cls, owner_id: o.id });
      tally(res.statusCode);
      if (res.statusCode !== 200) return wrong(res);
      const answer = res.json();
      out.nullifyBalances.push(answer.balance);
      if (answer.transaction_id !== null) {
        out.nullifyRows++;
        created.push(answer.transaction_id);
      }
    } else if (op.kind === 'pay') {
      const res = await send('PUT', '/api/accounts/make_payments', {
        account_ids: [accounts[op.account % accounts.length]],
        payment_date: '2026-11-21',
      });
      tally(res.statusCode);
      if (res.statusCode !== 200) wrong(res);
    } else {
      const res = await send('PUT', `/api/orders/${w.orders[op.order % w.orders.length]}/${op.kind}`);
      tally(res.statusCode);
      if (res.statusCode !== 200) wrong(res);
    }
  }

  await Promise.all(
    plans.map(async (plan) => {
      for (const op of plan) await step(op);
    }),
  );
  out.counts = [...counts].map(([k, n]) => `${k}: ${n}`).join(', ');
  return out;
}
