import { sql } from 'kysely';
import type { CellKind, CellValue } from '../../core/export/spreadsheet-cells.ts';
import { LEDGER_OPERATIONS } from '../../core/ledger/ledger-catalogue.ts';
import { transactionOwnerTypeOptions } from '../../core/resources/options.ts';
import { resources } from '../../core/resources/index.ts';
import type { ExportSelect, Row } from './keyset-pages.ts';

export interface ExportColumn {
  header: string;
  kind: CellKind;
  /** Character width of the XLSX column. */
  width: number;
  value(row: Row): CellValue;
}

const fields = resources.transactions.fields;
const labelOf = (options: readonly { value: unknown; label: string }[], v: unknown) =>
  options.find((o) => String(o.value) === String(v))?.label ?? (v === null ? null : String(v));
const column = (header: string, kind: CellKind, width: number, key: string): ExportColumn => ({
  header,
  kind,
  width,
  value: (row) => (row[key] ?? null) as CellValue,
});

/**
 * The ledger as an accountant reads it (issue 13 item 1 «Russian headers»): the registry's labels,
 * names instead of ids for the owner and the author, the operation's and owner type's labels.
 */
export const transactionsExportColumns: ExportColumn[] = [
  column('№', 'int', 9, 'id'),
  column(fields.payment_date.label, 'date', 11, 'payment_date'),
  column(fields.amount.label, 'money', 14, 'amount'),
  {
    header: fields.owner_type.label,
    kind: 'text',
    width: 18,
    value: (r) => labelOf(transactionOwnerTypeOptions, r.owner_type),
  },
  column(fields.owner_name.label, 'text', 30, 'owner_name'),
  column(fields.owner_id.label, 'int', 9, 'owner_id'),
  {
    header: fields.operation_id.label,
    kind: 'text',
    width: 22,
    value: (r) => labelOf(LEDGER_OPERATIONS, r.operation_id),
  },
  column(fields.order_id.label, 'int', 9, 'order_id'),
  column(fields.account_id.label, 'text', 12, 'account_number'),
  column(fields.user_id.label, 'text', 24, 'author_name'),
  column(fields.comment.label, 'text', 40, 'comment'),
  column(fields.closed.label, 'bool', 8, 'closed'),
  column(fields.no_order.label, 'bool', 10, 'no_order'),
  column(fields.nullify.label, 'bool', 10, 'nullify'),
  column(`${fields.reversal_of_id.label} операции №`, 'int', 10, 'reversal_of_id'),
  column(`${fields.reversed_by_id.label} №`, 'int', 10, 'reversed_by_id'),
];

const WORKER_TYPES = ['Individual', 'Our_Individual', 'Theirs_Individual'];

/**
 * The columns and names a page carries: the owner's name by its owner type (a polymorphic link, so
 * three outer joins of which one matches), the author's name and the account's number.
 */
export const transactionsExportSelect: ExportSelect = (q) =>
  q
    .leftJoin('individuals as owner_i', (j) =>
      j.onRef('owner_i.id', '=', 'transactions.owner_id').on('transactions.owner_type', 'in', WORKER_TYPES),
    )
    .leftJoin('users as owner_u', (j) =>
      j.onRef('owner_u.id', '=', 'transactions.owner_id').on('transactions.owner_type', '=', 'User'),
    )
    .leftJoin('contractors as owner_c', (j) =>
      j.onRef('owner_c.id', '=', 'transactions.owner_id').on('transactions.owner_type', '=', 'Contractor'),
    )
    .leftJoin('users as author', 'author.id', 'transactions.user_id')
    .leftJoin('accounts as account', 'account.id', 'transactions.account_id')
    .select([
      'transactions.id',
      'transactions.payment_date',
      'transactions.amount',
      'transactions.owner_type',
      'transactions.owner_id',
      'transactions.operation_id',
      'transactions.order_id',
      'transactions.comment',
      'transactions.closed',
      'transactions.no_order',
      'transactions.nullify',
      'transactions.reversal_of_id',
      'transactions.reversed_by_id',
      sql<string | null>`coalesce(owner_i.name, owner_u.name, owner_c.name)`.as('owner_name'),
      'author.name as author_name',
      'account.number as account_number',
    ]);
