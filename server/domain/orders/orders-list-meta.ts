import { type Kysely, sql } from 'kysely';
import type { ListAnswer } from '../../crud/list-records.ts';

export interface ContractorOrderStats {
  /** The contractor's id. */
  id: number;
  /** Spec 01 §3 computed num_orders: how many orders the contractor has, all statuses. */
  num_orders: number;
  /** Spec 01 §3 computed first_ordered_at: the date of the contractor's first order, yyyy-MM-dd. */
  first_ordered_at: string;
}

/**
 * The per-contractor computed values of the orders list (num_orders, first_ordered_at), in
 * meta.contractor_orders, one entry per contractor on the page: each is counted through the
 * (contractor_id, start_date) index, so a page costs its contractors' orders, not the table's.
 */
export async function ordersListMeta(db: Kysely<any>, answer: ListAnswer): Promise<Record<string, unknown>> {
  const ids = [...new Set(answer.items.map((r) => r.contractor_id).filter((v) => v !== null && v !== undefined))];
  if (!ids.length) return { contractor_orders: [] };
  const { rows } = await sql<{ id: number; num_orders: string; first_ordered_at: string }>`
    select c.id, s.num_orders, s.first_ordered_at::text as first_ordered_at
    from unnest(${ids.map(Number)}::integer[]) as c(id)
    cross join lateral (
      select count(*) as num_orders, min(o.start_date) as first_ordered_at from orders o where o.contractor_id = c.id
    ) s
    order by c.id`.execute(db);
  const stats: ContractorOrderStats[] = rows.map((r) => ({
    id: Number(r.id),
    num_orders: Number(r.num_orders),
    first_ordered_at: r.first_ordered_at,
  }));
  return { contractor_orders: stats };
}
