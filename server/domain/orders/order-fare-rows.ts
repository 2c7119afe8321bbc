import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString } from '../../../core/money.ts';
import { commutePerWorker, mkadHoursNote } from '../../../core/rules/commute.rule.ts';
import type { Row } from '../../crud/serialize.ts';

/**
 * The virtual fields mkad_note («+1,5 ч за МКАД (Балашиха)») and commute_per_worker of the orders
 * on a page or card, by commute.rule.ts from each order's MKAD city and commute tariff (migration
 * 0039): one query for the rows that carry the keys (asked for), none otherwise.
 */
export async function decorateOrderFares(db: Kysely<any>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'mkad_note' in r || 'commute_per_worker' in r);
  if (!wanted.length) return;
  const { rows: fares } = await sql<{
    id: number;
    minibus: boolean;
    city_name: string | null;
    add_hour: string | null;
    ticket_cost: string | null;
    commute_amount: string | null;
  }>`
    select o.id, o.minibus, m.city_name, m.add_hour::text, m.ticket_cost::text, c.amount::text as commute_amount
    from orders o
    left join mkad_additional_payments m on m.id = o.mkad_additional_payment_id
    left join commute_payments c on c.id = o.commute_payment_id
    where o.id = any(${wanted.map((r) => Number(r.id))}::integer[])`.execute(db);
  const byId = new Map(fares.map((f) => [Number(f.id), f]));
  for (const r of wanted) {
    const fare = byId.get(Number(r.id));
    if ('mkad_note' in r) r.mkad_note = fare ? mkadHoursNote(fare) : null;
    if ('commute_per_worker' in r) {
      const amount = fare ? commutePerWorker(fare) : 0n;
      r.commute_per_worker = amount === 0n ? null : kopecksToDecimalString(amount);
    }
  }
}
