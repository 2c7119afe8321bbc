import { type Kysely, sql } from 'kysely';
import { resources } from '../../../core/resources/index.ts';
import type { ScalarField } from '../../../core/resources/fields/field-kinds.ts';
import { type Row, serializeFields } from '../../crud/serialize.ts';
import type { DB } from '../../db/db-types.ts';

const { number, date, contractor_id, amount, payed_amount, payment_date } = resources.accounts.fields;
const accountFields = { number, date, contractor_id, amount, payed_amount, payment_date } as Record<
  string,
  ScalarField
>;

/**
 * The computed values of act rows (order_ids, account_ids, contractor_mismatch), one query for the
 * whole page: the act's orders by orders.act_id, its accounts by act_operations, and whether any attached order or account belongs to another
 * contractor than the act's (spec 02 'a red cross marks an inconsistent contractor').
 */
export async function decorateActRows(db: Kysely<DB>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'order_ids' in r || 'account_ids' in r || 'contractor_mismatch' in r);
  if (!wanted.length) return;
  const { rows: found } = await sql<{ id: number; order_ids: number[]; account_ids: number[]; mismatch: boolean }>`
    select a.id,
      coalesce((select array_agg(o.id order by o.id) from orders o where o.act_id = a.id), '{}') as order_ids,
      coalesce((select array_agg(op.account_id order by op.id) from act_operations op where op.act_id = a.id), '{}')
        as account_ids,
      (exists (select 1 from orders o where o.act_id = a.id and o.contractor_id <> a.contractor_id)
        or exists (select 1 from act_operations op join accounts ac on ac.id = op.account_id
          where op.act_id = a.id and ac.contractor_id <> a.contractor_id)) as mismatch
    from acts a where a.id = any(${wanted.map((r) => Number(r.id))}::integer[])`.execute(db);
  const byId = new Map(found.map((f) => [Number(f.id), f]));
  for (const r of wanted) {
    const f = byId.get(Number(r.id));
    if ('order_ids' in r) r.order_ids = (f?.order_ids ?? []).map(Number);
    if ('account_ids' in r) r.account_ids = (f?.account_ids ?? []).map(Number);
    if ('contractor_mismatch' in r) r.contractor_mismatch = f?.mismatch === true;
  }
}

/**
 * Spec 02 §3 'nested act_operations (account_id, amount, account)': each operation of a record's
 * answer carries its account (number, date, contractor, amount, paid), one query for all of them.
 */
export async function operationAccounts(db: Kysely<DB>, record: Row): Promise<Record<string, unknown>> {
  const operations = Array.isArray(record.act_operations) ? (record.act_operations as Row[]) : [];
  if (!operations.length) return {};
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'number', 'date', 'contractor_id', 'amount', 'payed_amount', 'payment_date'])
    .where(
      'id',
      'in',
      operations.map((op) => Number(op.account_id)),
    )
    .execute();
  const byId = new Map(accounts.map((a) => [Number(a.id), { id: Number(a.id), ...serializeFields(accountFields, a) }]));
  return {
    act_operations: operations.map((op) => ({ ...op, account: byId.get(Number(op.account_id)) ?? null })),
  };
}
