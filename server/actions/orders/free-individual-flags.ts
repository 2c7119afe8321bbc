import type { Kysely } from 'kysely';
import type { FreeIndividual } from '../../../core/actions/defs/worker-picking.actions.ts';
import { expiredRequiredDocuments } from '../../domain/individuals/document-expiry.ts';
import type { DB } from '../../db/db-types.ts';

/** A candidate of the worker picker as the query reads it, before the flags. */
export type FreeIndividualRow = Omit<FreeIndividual, 'busy' | 'busy_order_ids' | 'expired_documents'>;

export interface FlagContext {
  /** The order date, yyyy-MM-dd. */
  date: string;
  /** The order being staffed: its own rows do not make anyone busy. */
  orderId: number | null;
}

/**
 * Other orders of the day each individual already works on. A cancelled order (client_canceled_at)
 * frees its workers.
 */
export async function busyOrdersOf(
  db: Kysely<DB>,
  individualIds: readonly number[],
  { date, orderId }: FlagContext,
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!individualIds.length) return out;
  let q = db
    .selectFrom('order_individuals as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['oi.individual_id', 'o.id as order_id'])
    .where('oi.individual_id', 'in', [...individualIds])
    .where('o.start_date', '=', date)
    .where('o.client_canceled_at', 'is', null)
    .orderBy('o.id');
  if (orderId !== null) q = q.where('o.id', '<>', orderId);
  // `in individualIds` leaves out the places no worker fills yet.
  for (const r of await q.$narrowType<{ individual_id: number }>().execute()) {
    const list = out.get(r.individual_id) ?? [];
    if (!list.includes(r.order_id)) list.push(r.order_id);
    out.set(r.individual_id, list);
  }
  return out;
}

/**
 * Every row of POST /api/orders/free_individuals passes through here, so the picker's warnings
 * (busy elsewhere that day, a required document expired by the order's date — the same rule as
 * the left column's document alerts) come from one place. Free individuals
 * come first; the query's order (rating, then name) holds within each group.
 */
export async function flagFreeIndividuals(
  db: Kysely<DB>,
  rows: readonly FreeIndividualRow[],
  ctx: FlagContext,
): Promise<FreeIndividual[]> {
  const ids = rows.map((r) => r.id);
  const [busy, expired] = await Promise.all([busyOrdersOf(db, ids, ctx), expiredRequiredDocuments(db, ids, ctx.date)]);
  const flagged = rows.map((r) => {
    const orders = busy.get(r.id) ?? [];
    return { ...r, busy: orders.length > 0, busy_order_ids: orders, expired_documents: expired.get(r.id) ?? [] };
  });
  return [...flagged.filter((r) => !r.busy), ...flagged.filter((r) => r.busy)];
}
