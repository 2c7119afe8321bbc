import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { resources } from '../../../core/resources/index.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import { texts } from '../../../core/texts.ts';
import { historyText, type OrderChange } from './order-change.ts';
import { type OrderRows, orderRowChanges, orderRowsOf } from './order-history-rows.ts';
import type { DB } from '../../db/db-types.ts';

export { historyText, type OrderChange } from './order-change.ts';

type Row = Record<string, unknown>;

/**
 * Derived or bookkeeping columns: displayed_status follows status (which is recorded), and the
 * client-change and change lists are recorded by the calls that move them.
 */
const NOT_RECORDED = new Set(['displayed_status', 'client_changes', 'change_list']);

/** Spec 01 §4: 'a change to status 2 reads conducting card 1, to status 3 conducting card 2' (DESIGN.md §8). */
const statusLabels: Record<string, string> = { '2': texts.historyStatus2, '3': texts.historyStatus3 };

function recordedFields(def: ResourceDef): [string, string][] {
  return Object.entries(def.fields)
    .filter(([key, f]) => f.kind !== 'nested' && !f.writeOnly && !NOT_RECORDED.has(key))
    .map(([key, f]) => [key, f.label]);
}

/** The fields whose stored value differs between two rows of one order, labelled for a person. */
export function orderChanges(before: Row | null, after: Row): OrderChange[] {
  if (!before) return [{ field: 'id', label: 'Заказ создан', from: null, to: historyText(after.id) }];
  const changes: OrderChange[] = [];
  for (const [field, label] of recordedFields(resources.orders)) {
    const from = historyText(before[field]);
    const to = historyText(after[field]);
    if (from === to) continue;
    const statusLabel = field === 'status' && to !== null ? statusLabels[to] : undefined;
    changes.push({ field, label: statusLabel ?? label, from, to });
  }
  return changes;
}

/** Stores changes made by one user now (rows of one request share changed_at: the transaction's now()). */
export async function saveOrderChanges(
  trx: Kysely<DB>,
  orderId: number,
  userId: number,
  changes: readonly OrderChange[],
): Promise<void> {
  if (!changes.length) return;
  await trx
    .insertInto('order_changes')
    .values(changes.map((c) => ({ order_id: orderId, user_id: userId, ...c })))
    .execute();
}

/** The list rows of an order before a save, until its afterSave compares them (one save = one parsed payload). */
const rowsBefore = new WeakMap<ParsedWrite, OrderRows>();

/**
 * Called from the orders hooks' beforeSave of an existing order: keeps its price lines, workers and
 * additional addresses as they are, so the history can say what a save changed in them.
 */
export async function rememberOrderRows(trx: Kysely<DB>, parsed: ParsedWrite, orderId: number): Promise<void> {
  rowsBefore.set(parsed, await orderRowsOf(trx, orderId));
}

/**
 * Called from the orders hooks' afterSave with the row as it was before the save (null on create):
 * 'every save records who changed which field from what to what' (issue 10 item 5), the card's
 * lists included when rememberOrderRows ran before the save.
 */
export async function recordOrderSave(
  trx: Kysely<DB>,
  orderId: number,
  userId: number,
  before: Row | null,
  parsed?: ParsedWrite,
): Promise<void> {
  const after = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const changes = orderChanges(before, after);
  const rows = parsed && rowsBefore.get(parsed);
  if (before && rows) changes.push(...(await orderRowChanges(trx, rows, await orderRowsOf(trx, orderId))));
  await saveOrderChanges(trx, orderId, userId, changes);
}
