import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type ClientChangeItem,
  clientChanges,
  reviewClientChange,
} from '../../../core/actions/defs/order-extras.actions.ts';
import { resources } from '../../../core/resources/index.ts';
import { parseWrite } from '../../../core/resources/write-schema.ts';
import { updateRecord } from '../../crud/record-repository.ts';
import { refreshDisplayedStatus } from '../../domain/orders/displayed-status.ts';
import { historyText, saveOrderChanges } from '../../domain/orders/order-history.ts';
import { mountAction } from '../mount-action.ts';
import { loadOrder, refuse } from './order-extras-common.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * orders.client_changes as the client's side writes it (docs/api.md):
 * `{fields: {name: newValue}, added_prices: [priceLine], removed_prices: [priceId],
 *   additional_addresses: [address]}`.
 */
interface ClientChanges {
  fields?: Record<string, unknown>;
  added_prices?: Record<string, unknown>[];
  removed_prices?: number[];
  additional_addresses?: Record<string, unknown>[];
}

const orders = resources.orders;
const asChanges = (v: unknown): ClientChanges => (typeof v === 'object' && v !== null ? (v as ClientChanges) : {});

/** Each pending change as one line a person allows or denies, with its key and what it turns into. */
async function itemsOf(db: Kysely<DB>, order: Record<string, any>): Promise<ClientChangeItem[]> {
  const c = asChanges(order.client_changes);
  const items: ClientChangeItem[] = [];
  // In the card's field order (jsonb keeps its keys in an order of its own).
  const declared = Object.keys(orders.fields);
  const rank = (field: string) => (declared.includes(field) ? declared.indexOf(field) : declared.length);
  const fields = Object.entries(c.fields ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  for (const [field, to] of fields)
    items.push({
      key: `fields.${field}`,
      kind: 'field',
      label: (orders.fields as Record<string, { label: string }>)[field]?.label ?? field,
      from: historyText(order[field]),
      to: historyText(to),
    });
  for (const [i, line] of (c.added_prices ?? []).entries())
    items.push({
      key: `added_prices.${i}`,
      kind: 'added_price',
      label: 'Добавлена строка цены',
      from: null,
      to: historyText(line),
    });
  const removed = c.removed_prices ?? [];
  const lines = removed.length
    ? await db
        .selectFrom('order_prices')
        .selectAll()
        .where('order_id', '=', order.id)
        .where('id', 'in', removed)
        .execute()
    : [];
  for (const priceId of removed)
    items.push({
      key: `removed_prices.${priceId}`,
      kind: 'removed_price',
      label: 'Удалена строка цены',
      from: historyText(lines.find((l) => l.id === priceId) ?? { id: priceId }),
      to: null,
    });
  for (const [i, address] of (c.additional_addresses ?? []).entries())
    items.push({
      key: `additional_addresses.${i}`,
      kind: 'address',
      label: 'Дополнительный адрес',
      from: null,
      to: historyText(address),
    });
  return items;
}

/** The order update a change stands for, and client_changes without it. */
function splitChange(c: ClientChanges, key: string): { payload: Record<string, unknown>; rest: ClientChanges } | null {
  const [group, part] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
  if (group === 'fields' && c.fields && Object.hasOwn(c.fields, part)) {
    const { [part]: value, ...fields } = c.fields;
    return { payload: { [part]: value }, rest: { ...c, fields } };
  }
  const index = Number(part);
  if (group === 'added_prices' && c.added_prices?.[index]) {
    const { id: _id, ...line } = c.added_prices[index];
    return {
      payload: { order_prices: [line] },
      rest: { ...c, added_prices: c.added_prices.filter((_, i) => i !== index) },
    };
  }
  if (group === 'removed_prices' && c.removed_prices?.includes(index))
    return {
      payload: { order_prices: [{ id: index, _destroy: true }] },
      rest: { ...c, removed_prices: c.removed_prices.filter((p) => p !== index) },
    };
  if (group === 'additional_addresses' && c.additional_addresses?.[index]) {
    const { id: _id, ...address } = c.additional_addresses[index];
    return {
      payload: { additional_order_addresses: [address] },
      rest: { ...c, additional_addresses: c.additional_addresses.filter((_, i) => i !== index) },
    };
  }
  return null;
}

/**
 * Spec 01 §2 'review of client changes (allow or deny per field, added or removed price line,
 * additional address)'. Allowing applies the change through the registry's own validation and
 * repository (a bad value is the same 422 as in the card); either way it leaves client_changes.
 */
export function registerClientChangesActions(app: FastifyInstance) {
  mountAction(app, clientChanges, async ({ trx, record }) => ({ items: await itemsOf(trx, record) }));

  mountAction(app, reviewClientChange, async ({ trx, params, body, user, record: order }) => {
    const { id } = params;
    const { key, allow } = body;
    const item = (await itemsOf(trx, order)).find((i) => i.key === key);
    const split = splitChange(asChanges(order.client_changes), key);
    if (!item || !split) throw refuse('key', 'Такого изменения клиента нет: обновите карточку');
    if (allow) {
      const parsed = parseWrite(orders, 'update', split.payload);
      await updateRecord(trx, orders, id, parsed.values, parsed.nested);
    }
    await trx
      .updateTable('orders')
      .set({ client_changes: JSON.stringify(split.rest) })
      .where('id', '=', id)
      .execute();
    const verdict = allow ? 'разрешено' : 'отклонено';
    await saveOrderChanges(trx, id, user.id, [
      { field: 'client_changes', label: `Изменение клиента ${verdict}: ${item.label}`, from: item.from, to: item.to },
    ]);
    await refreshDisplayedStatus(trx, [id]);
    const after = await loadOrder(trx, id);
    return { items: await itemsOf(trx, after) };
  });
}
