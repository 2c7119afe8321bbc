import type { Kysely } from 'kysely';
import { expiredRequiredDocuments } from '../../domain/individuals/document-expiry.ts';

/** A candidate of the worker picker as the query reads it, before the flags. */
export interface FreeIndividualRow {
  id: number;
  name: string;
  phone: string | null;
  status: number;
  fix_pay: boolean;
  metro: string | null;
  rating: number | null;
  /** Issue 21: the kept reliability score and chance to show up (core/rules/reliability.rule.ts). */
  reliability: { score: number; p_show: number };
}

export interface FlaggedIndividual extends FreeIndividualRow {
  /** Assigned to another order of the same day: picking them double-books them. */
  busy: boolean;
  busy_order_ids: number[];
  /** Names of the required document types whose validity ended before the order date. */
  expired_documents: string[];
}

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
  db: Kysely<any>,
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
  for (const r of await q.execute()) {
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
  db: Kysely<any>,
  rows: readonly FreeIndividualRow[],
  ctx: FlagContext,
): Promise<FlaggedIndividual[]> {
  const ids = rows.map((r) => r.id);
  const [busy, expired] = await Promise.all([busyOrdersOf(db, ids, ctx), expiredRequiredDocuments(db, ids, ctx.date)]);
  const flagged = rows.map((r) => {
    const orders = busy.get(r.id) ?? [];
    return { ...r, busy: orders.length > 0, busy_order_ids: orders, expired_documents: expired.get(r.id) ?? [] };
  });
  return [...flagged.filter((r) => !r.busy), ...flagged.filter((r) => r.busy)];
}
