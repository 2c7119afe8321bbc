import { nullifyAmount, ownerBalances } from '../../../core/actions/defs/ledger.actions.ts';
import type { Row } from '../../../core/api/api-client.ts';
import { type LedgerOwnerTypeName, ownerClass } from '../../../core/ledger/ledger-catalogue.ts';
import type { BalanceRow, NullifyAnswer } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles, sumMoney } from '../../../core/money.ts';
import { countOf } from '../../../core/plural.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';

/** A worker whose balance a nullify dialog shows and zeroes. */
export interface Worker {
  id: number;
  name: string | null;
}

const workerNouns = ['работник', 'работника', 'работников'] as const;

/** The workers of /individuals rows (the selection or the cursor row). */
export const individualsAsWorkers = (rows: readonly Row[]): Worker[] =>
  rows.map((r) => ({ id: r.id, name: r.name == null ? null : String(r.name) }));

/** A ledger row's owner when it is a worker (any of his three owner types), once per worker. */
export function ownersAsWorkers(rows: readonly Row[]): Worker[] {
  const seen = new Map<number, Worker>();
  for (const r of rows)
    if (isWorkerRow(r) && !seen.has(Number(r.owner_id)))
      seen.set(Number(r.owner_id), {
        id: Number(r.owner_id),
        name: r.owner_name == null ? null : String(r.owner_name),
      });
  return [...seen.values()];
}

/** A ledger row that belongs to a worker and names him (the list fetched owner_id with the owner column). */
export const isWorkerRow = (r: Row): boolean =>
  typeof r.owner_type === 'string' &&
  ownerClass(r.owner_type as LedgerOwnerTypeName) === 'Individual' &&
  Number(r.owner_id) > 0;

/** GET /api/transactions/balances for these workers. */
export async function workerBalances(ids: readonly number[]): Promise<BalanceRow[]> {
  const answer = await api.call(ownerBalances, { query: { owner_class: 'Individual', owner_ids: ids.join(',') } });
  return answer.items;
}

/** POST /api/transactions/nullify_amount for one worker; the key makes a retry a replay, never a second row. */
export function nullifyWorker(id: number, paymentDate: string, key: string): Promise<NullifyAnswer> {
  return api.call(
    nullifyAmount,
    { body: { owner_class: 'Individual', owner_id: id, payment_date: paymentDate } },
    { idempotencyKey: key },
  );
}

/** The sum of balances in kopecks (never a float sum), shown as «12 345,00». */
export const totalOf = (balances: readonly { balance: string }[]): string =>
  formatRoubles(sumMoney(balances.map((b) => b.balance)));

/** «Баланс обнулён: 2 работника, 12 345,00 ₽»: how many were zeroed and what their balances came to. */
export function nullifyNotice(answers: readonly NullifyAnswer[]): string {
  const total = formatRoubles(sumMoney(answers.map((a) => a.balance_before)));
  return `${texts.nullifyDone}: ${countOf(answers.length, workerNouns)}, ${total} ₽`;
}
