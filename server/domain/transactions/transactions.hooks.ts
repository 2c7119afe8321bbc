import { type Expression, sql } from 'kysely';
import { LEDGER_OWNER_TYPES, ownerClass } from '../../../core/ledger/ledger-catalogue.ts';
import { resources } from '../../../core/resources/index.ts';
import { getRecord } from '../../crud/record-repository.ts';
import type { ComputedColumns, ResourceHooks } from '../../crud/resource-hooks.ts';
import { ownerTables } from './transaction-owners.ts';
import { reverseTransaction } from './transaction-reversal.ts';
import { checkNewTransaction, checkTransactionEdit } from './transaction-save-rules.ts';

/**
 * The virtual owner_name of ledger rows: the worker's, user's or contractor's name, read by the
 * list's own statement (issue 25: no query of its own), one lookup per row through the owner
 * table's key. The owner type names its table (a worker's three types all name an individual).
 */
export const transactionOwnerName: ComputedColumns = {
  select(table, asked): Record<string, Expression<unknown>> {
    if (!asked('owner_name')) return {};
    const t = (column: string) => sql.ref(`${table}.${column}`);
    const branches = LEDGER_OWNER_TYPES.map(
      (type) =>
        sql`when ${type} then (select o.name from ${sql.table(ownerTables[ownerClass(type)])} as o where o.id = ${t('owner_id')})`,
    );
    return { owner_name: sql`(case ${t('owner_type')} ${sql.join(branches, sql` `)} end)` };
  },
  apply(row, raw) {
    if ('owner_name' in row) row.owner_name = (raw.__c_owner_name as string | null) ?? null;
  },
};

/** Issue 13 item 1: the ledger is append-only; a delete appends the reversal and answers it. */
export const transactionsHooks: ResourceHooks = {
  async beforeSave({ trx }, parsed, existing) {
    if (existing) checkTransactionEdit(parsed, existing);
    else await checkNewTransaction(trx, parsed);
  },
  async remove({ trx, user }, existing) {
    const reversalId = await reverseTransaction(trx, Number(existing.id), user.id);
    const transaction = await getRecord(trx, resources.transactions, reversalId, undefined, transactionOwnerName);
    return { transaction };
  },
  computed: transactionOwnerName,
};
