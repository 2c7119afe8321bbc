import { LEDGER_OPERATION } from '../ledger/ledger-catalogue.ts';

/**
 * The ledger rows of a counted order (docs/decisions.md «Ledger of an order»). Sign: a row's
 * amount is in the owner's favour, so an owner's balance is what the company owes him (negative:
 * what he owes the company). A worker's earning is +pay, the client's receivable −revenue.
 */
// The ids come from the one operation catalogue; re-exported for the rules that post them.
export { LEDGER_OPERATION };

export const ORDER_LEDGER_OPERATIONS = [
  LEDGER_OPERATION.workerEarning,
  LEDGER_OPERATION.clientCharge,
  LEDGER_OPERATION.commute,
] as const;

export type LedgerOwnerType = 'Our_Individual' | 'Theirs_Individual' | 'Contractor';

export interface Posting {
  owner_type: LedgerOwnerType;
  owner_id: number;
  operation_id: number;
  /** Kopecks. */
  amount: bigint;
}

export interface EarningInput {
  individual_id: number;
  /** Spec 01 §3 'relation_type_id (1 own, 2 third party)'. */
  relation_type_id: number;
  /** The worker's pay for the order, kopecks. */
  cost: bigint;
}

/** What the ledger must hold for a counted order: each worker's earning and the client's receivable. */
export function orderPostings(contractor_id: number, final_revenue: bigint, earnings: readonly EarningInput[]) {
  const postings: Posting[] = earnings.map((e) => ({
    owner_type: e.relation_type_id === 2 ? 'Theirs_Individual' : 'Our_Individual',
    owner_id: e.individual_id,
    operation_id: LEDGER_OPERATION.workerEarning,
    amount: e.cost,
  }));
  postings.push({
    owner_type: 'Contractor',
    owner_id: contractor_id,
    operation_id: LEDGER_OPERATION.clientCharge,
    amount: -final_revenue,
  });
  return postings;
}

const keyOf = (p: Posting) => `${p.owner_type}:${p.owner_id}:${p.operation_id}`;

function byKey(postings: readonly Posting[]): Map<string, Posting> {
  const out = new Map<string, Posting>();
  for (const p of postings) {
    const seen = out.get(keyOf(p));
    out.set(keyOf(p), seen ? { ...seen, amount: seen.amount + p.amount } : { ...p });
  }
  return out;
}

export type BalancingKind = 'post' | 'reverse' | 'adjust';

/**
 * The rows to append so the order's ledger holds `desired`, given what it holds now (`current`,
 * the rows already written). Rows are never edited or deleted: a change is a new balancing row,
 * and when the ledger already holds `desired` nothing is written (closing twice changes nothing).
 */
export function balancingPostings(desired: readonly Posting[], current: readonly Posting[]) {
  const want = byKey(desired);
  const have = byKey(current);
  const out: (Posting & { kind: BalancingKind })[] = [];
  for (const key of new Set([...have.keys(), ...want.keys()])) {
    const target = want.get(key)?.amount ?? 0n;
    const held = have.get(key)?.amount ?? 0n;
    if (target === held) continue;
    const kind: BalancingKind = held === 0n ? 'post' : target === 0n ? 'reverse' : 'adjust';
    out.push({ ...(want.get(key) ?? have.get(key)!), amount: target - held, kind });
  }
  return out;
}
