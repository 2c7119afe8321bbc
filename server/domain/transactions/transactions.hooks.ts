import type { Kysely } from 'kysely';
import { resources } from '../../../core/resources/index.ts';
import { getRecord } from '../../crud/record-repository.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import type { Row } from '../../crud/serialize.ts';
import { ownerKey, ownerNames } from './transaction-owners.ts';
import { reverseTransaction } from './transaction-reversal.ts';
import { checkNewTransaction, checkTransactionEdit } from './transaction-save-rules.ts';

/**
 * The virtual owner_name of a page of ledger rows: the worker's, user's or contractor's name, one
 * query per owner class on the page. A list that asked only for the name carries no owner
 * columns, so those are read again by the rows' ids (one more query, only then).
 */
export async function decorateTransactionRows(db: Kysely<any>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'owner_name' in r);
  if (!wanted.length) return;
  let owners = new Map(wanted.map((r) => [Number(r.id), r as { owner_type: string; owner_id: number }]));
  if (wanted.some((r) => r.owner_type == null || r.owner_id == null)) {
    const found = await db
      .selectFrom('transactions')
      .select(['id', 'owner_type', 'owner_id'])
      .where(
        'id',
        'in',
        wanted.map((r) => Number(r.id)),
      )
      .execute();
    owners = new Map(found.map((f) => [Number(f.id), f]));
  }
  const names = await ownerNames(db, [...owners.values()]);
  for (const r of wanted) {
    const o = owners.get(Number(r.id));
    r.owner_name = o ? (names.get(ownerKey(o.owner_type, o.owner_id)) ?? null) : null;
  }
}

/** Issue 13 item 1: the ledger is append-only; a delete appends the reversal and answers it. */
export const transactionsHooks: ResourceHooks = {
  async beforeSave({ trx }, parsed, existing) {
    if (existing) checkTransactionEdit(parsed, existing);
    else await checkNewTransaction(trx, parsed);
  },
  async remove({ trx, user }, existing) {
    const reversalId = await reverseTransaction(trx, Number(existing.id), user.id);
    const transaction = await getRecord(trx, resources.transactions, reversalId);
    await decorateTransactionRows(trx, [transaction]);
    return { transaction };
  },
  decorateRows: decorateTransactionRows,
};
