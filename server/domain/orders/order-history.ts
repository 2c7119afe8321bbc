import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';

type Row = Record<string, unknown>;

export interface OrderChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

/**
 * Derived or bookkeeping columns: displayed_status follows status (which is recorded), and the
 * client-change and change lists are recorded by the calls that move them.
 */
const NOT_RECORDED = new Set(['displayed_status', 'client_changes', 'change_list']);

/** Spec 01 §4: 'a change to status 2 reads conducting card 1, to status 3 conducting card 2' (DESIGN.md §8). */
const statusLabels: Record<string, string> = { '2': texts.historyStatus2, '3': texts.historyStatus3 };

/**
 * A stored value as the text history keeps: arrays and JSON as JSON, numbers without trailing
 * zeros, times as HH:mm (the card's time picker has no seconds).
 */
export function historyText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (/^\d{2}:\d{2}:00$/.test(text)) return text.slice(0, 5);
  return /^-?\d+\.\d+$/.test(text) ? text.replace(/\.?0+$/, '') : text;
}

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
  trx: Kysely<any>,
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

/**
 * Called from the orders hooks' afterSave with the row as it was before the save (null on create):
 * 'every save records who changed which field from what to what' (issue 10 item 5).
 */
export async function recordOrderSave(
  trx: Kysely<any>,
  orderId: number,
  userId: number,
  before: Row | null,
): Promise<void> {
  const after = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  await saveOrderChanges(trx, orderId, userId, orderChanges(before, after));
}
