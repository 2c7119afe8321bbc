import { type Kysely, sql } from 'kysely';
import type { ListAnswer } from '../../crud/list-records.ts';
import type { Row } from '../../crud/serialize.ts';

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
  return {
    contractor_orders: await contractorStats(
      db,
      answer.items.map((r) => Number(r.id)),
    ),
  };
}

/**
 * The same values on each order's own row, for the virtual fields num_orders and first_ordered_at
 * (the list columns and the card); only rows that carry the keys (asked for) get them.
 */
export async function decorateOrderRows(db: Kysely<any>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'num_orders' in r || 'first_ordered_at' in r);
  if (!wanted.length) return;
  const { rows: links } = await sql<{ id: number; contractor_id: number }>`
    select id, contractor_id from orders where id = any(${wanted.map((r) => Number(r.id))}::integer[])`.execute(db);
  const byContractor = new Map(
    (
      await contractorStats(
        db,
        wanted.map((r) => Number(r.id)),
      )
    ).map((s) => [s.id, s] as const),
  );
  const contractorOf = new Map(links.map((l) => [Number(l.id), Number(l.contractor_id)]));
  for (const r of wanted) {
    const stats = byContractor.get(contractorOf.get(Number(r.id)) ?? -1);
    if ('num_orders' in r) r.num_orders = stats?.num_orders ?? 0;
    if ('first_ordered_at' in r) r.first_ordered_at = stats?.first_ordered_at ?? null;
  }
}

/** num_orders and first_ordered_at of the contractors of these orders. */
async function contractorStats(db: Kysely<any>, orderIds: readonly number[]): Promise<ContractorOrderStats[]> {
  if (!orderIds.length) return [];
  const { rows } = await sql<{ id: number; num_orders: string; first_ordered_at: string }>`
    select c.id, s.num_orders, s.first_ordered_at::text as first_ordered_at
    from (select distinct contractor_id as id from orders where id = any(${[...orderIds]}::integer[])) as c
    cross join lateral (
      select count(*) as num_orders, min(o.start_date) as first_ordered_at from orders o where o.contractor_id = c.id
    ) s
    order by c.id`.execute(db);
  const stats: ContractorOrderStats[] = rows.map((r) => ({
    id: Number(r.id),
    num_orders: Number(r.num_orders),
    first_ordered_at: r.first_ordered_at,
  }));
  return stats;
}
