import { describe, expect, it } from 'vitest';
import { balancingPostings, LEDGER_OPERATION, orderPostings } from './order-ledger.rule.ts';

// Issue 10: 'PUT /api/orders/{id}/close … writes the order's ledger transactions (each worker's
// earning, the client's receivable) …; restore_status2 reverses them with balancing rows. Closing
// twice or restoring twice changes nothing.'
const postings = orderPostings(10, 650_000n, [
  { individual_id: 1, relation_type_id: 1, cost: 150_000n },
  { individual_id: 2, relation_type_id: 2, cost: 240_000n },
]);

describe('orderPostings', () => {
  it('credits each worker his pay and charges the client the final revenue', () => {
    expect(postings).toEqual([
      { owner_type: 'Our_Individual', owner_id: 1, operation_id: LEDGER_OPERATION.workerEarning, amount: 150_000n },
      { owner_type: 'Theirs_Individual', owner_id: 2, operation_id: LEDGER_OPERATION.workerEarning, amount: 240_000n },
      { owner_type: 'Contractor', owner_id: 10, operation_id: LEDGER_OPERATION.clientCharge, amount: -650_000n },
    ]);
  });
});

describe('balancingPostings', () => {
  it('posts everything on the first close', () => {
    const rows = balancingPostings(postings, []);
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['post', 150_000n],
      ['post', 240_000n],
      ['post', -650_000n],
    ]);
  });

  it('writes nothing when the ledger already holds the postings (a second close)', () => {
    expect(balancingPostings(postings, postings)).toEqual([]);
  });

  it('reverses every posting on restore, and nothing on a second restore', () => {
    const reversal = balancingPostings([], postings);
    expect(reversal.map((r) => [r.kind, r.amount])).toEqual([
      ['reverse', -150_000n],
      ['reverse', -240_000n],
      ['reverse', 650_000n],
    ]);
    expect(balancingPostings([], [...postings, ...reversal])).toEqual([]);
  });

  it('adjusts by the difference when a counted order changes, and sums split rows per owner', () => {
    const changed = orderPostings(10, 700_000n, [
      { individual_id: 1, relation_type_id: 1, cost: 100_000n },
      { individual_id: 1, relation_type_id: 1, cost: 80_000n },
    ]);
    const rows = balancingPostings(changed, postings);
    expect(rows.map((r) => [r.owner_id, r.kind, r.amount])).toEqual([
      [1, 'adjust', 30_000n],
      [2, 'reverse', -240_000n],
      [10, 'adjust', -50_000n],
    ]);
  });
});
