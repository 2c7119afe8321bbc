import { type Kysely, sql } from 'kysely';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import type { Row } from '../../crud/serialize.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * Spec 02 'Call: … first_order_date (dd.MM.yyyy), order_amount': the matched contractor's first
 * order day and number of orders, computed for the page's calls in one query (orders by
 * contractor_id through orders_contractor_id_start_date_idx), never stored, so they follow every
 * new order. A call with no contractor has neither.
 */
export async function decorateCallRows(db: Kysely<DB>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'first_order_date' in r || 'order_amount' in r);
  if (!wanted.length) return;
  const { rows: stats } = await sql<{ id: number; first_order_date: string | null; order_amount: string }>`
    select c.id, s.first_order_date::text as first_order_date, s.order_amount
    from calls c
    cross join lateral (
      select min(o.start_date) as first_order_date, count(o.id) as order_amount
      from orders o where o.contractor_id = c.contractor_id
    ) s
    where c.id = any(${wanted.map((r) => Number(r.id))}::integer[])`.execute(db);
  const byCall = new Map(stats.map((s) => [Number(s.id), s]));
  for (const row of wanted) {
    const s = byCall.get(Number(row.id));
    if ('first_order_date' in row) row.first_order_date = s?.first_order_date ?? null;
    if ('order_amount' in row) row.order_amount = Number(s?.order_amount ?? 0);
  }
}

/**
 * The names the call card (/calls/{id}) shows beside the ids: contractor, contact and manager, in
 * one query, so the card needs no lookup lists and no read permission on another resource.
 */
export async function callNames(db: Kysely<DB>, record: Row): Promise<Record<string, unknown>> {
  const { rows } = await sql<{ contractor_name: string | null; contact_name: string | null; user_name: string | null }>`
    select c.name as contractor_name, cc.name as contact_name, u.name as user_name
    from calls k
    left join contractors c on c.id = k.contractor_id
    left join contractor_contacts cc on cc.id = k.contact_id
    left join users u on u.id = k.user_id
    where k.id = ${Number(record.id)}`.execute(db);
  return rows[0] ?? {};
}

export const callsHooks: ResourceHooks = { decorateRows: decorateCallRows, extendRecord: callNames };
