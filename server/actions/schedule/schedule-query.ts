import { orderAtRisk, turnoutText } from '../../../core/rules/reliability.rule.ts';
import { orderTurnouts } from '../../domain/reliability/turnout.query.ts';
import { type Kysely, sql } from 'kysely';
import type { ScheduleAnswer, ScheduleBar } from '../../../core/actions/defs/schedule.actions.ts';
import { barTimes, findConflicts } from '../../../core/rules/schedule.rule.ts';
import type { DB } from '../../db/db-types.ts';

type OrderTuple = [
  id: number,
  status: number,
  displayed_status: number,
  start_date: string,
  start_time: string | null,
  hours: number | null,
  contractor: string | null,
  address: string,
  territory: string | null,
  places_total: number,
  places_filled: number,
  canceled: boolean,
  ...managers: (string | null)[],
];

/**
 * The chart's orders from `from` to `to` (dates, inclusive): status 2 and 3 only (status 0 and 1 are
 * skipped, spec 02), through the start_date index, then their assigned workers in one query.
 */
export async function loadSchedule(db: Kysely<DB>, from: string, to: string): Promise<ScheduleAnswer> {
  // One JSON document instead of 6 000 rows: at a week of the large seed, decoding rows one by one
  // cost more than the query itself on PGlite.
  const { rows: aggregated } = await sql<{
    bars: OrderTuple[];
  }>`select coalesce(json_agg(json_build_array(o.id, o.status,
      o.displayed_status, o.start_date, o.start_time, o.approx_work_time, c.name, concat_ws(', ', s.name, o.address_info),
      t.name,
      coalesce((select sum(p.workers_amount) from order_prices p where p.order_id = o.id), 0),
      (select count(*) from order_individuals w where w.order_id = o.id and w.individual_id is not null),
      o.client_canceled_at is not null,
      u1.name, u2.name, u3.name) order by o.start_date, o.start_time nulls first, o.id), '[]'::json) as bars
    from orders o
    left join contractors c on c.id = o.contractor_id
    left join streets s on s.id = o.street_id
    left join territories t on t.id = s.territory_id
    left join users u1 on u1.id = o.user_id
    left join users u2 on u2.id = o.user2_id
    left join users u3 on u3.id = o.user3_id
    where o.start_date between ${from}::date and ${to}::date and o.status >= 2`.execute(db);
  const orders = aggregated[0].bars.map(
    ([
      id,
      status,
      displayed_status,
      start_date,
      start_time,
      hours,
      contractor,
      address,
      territory,
      places_total,
      places_filled,
      canceled,
      ...managers
    ]) => ({
      id,
      status,
      displayed_status,
      start_date,
      start_time,
      hours,
      contractor,
      address,
      territory,
      places_total: Number(places_total),
      places_filled: Number(places_filled),
      canceled,
      // One person who is manager 1 and 2 of the card is one name on the chart, not two.
      managers: [...new Set(managers.filter((m): m is string => m !== null))],
    }),
  );
  const ids = orders.map((o) => Number(o.id));
  const people = ids.length
    ? (
        await sql<{ people: [number, number, string, string | null][] }>`select coalesce(json_agg(
            json_build_array(oi.order_id, i.id, i.name, b.name) order by oi.order_id, oi.id), '[]'::json) as people
          from order_individuals oi
          join individuals i on i.id = oi.individual_id
          left join brigades b on b.id = i.brigade_id
          where oi.order_id = any(${ids}::integer[])`.execute(db)
      ).rows[0].people.map(([order_id, id, name, brigade]) => ({ order_id, id, name, brigade }))
    : [];
  const byOrder = new Map<number, typeof people>();
  for (const p of people) {
    const list = byOrder.get(p.order_id);
    if (list) list.push(p);
    else byOrder.set(p.order_id, [p]);
  }
  // Issue 21's at-risk mark on the board without hovering: «Ожидается 2,6 из 4».
  const risky = new Map(
    (await orderTurnouts(db, from, to)).filter((t) => orderAtRisk(t)).map((t) => [t.order_id, turnoutText(t)]),
  );
  const items: ScheduleBar[] = orders.map((o) => {
    const own = byOrder.get(Number(o.id)) ?? [];
    return {
      order_id: Number(o.id),
      status: Number(o.status),
      displayed_status: Number(o.displayed_status),
      ...barTimes(o.start_date, o.start_time, o.hours === null ? null : Number(o.hours)),
      contractor: o.contractor,
      address: o.address || null,
      territory: o.territory,
      brigade: [...new Set(own.map((p) => p.brigade).filter((b): b is string => b !== null))],
      managers: o.managers,
      places_total: o.places_total,
      places_filled: o.places_filled,
      canceled: o.canceled,
      at_risk: risky.get(Number(o.id)) ?? null,
      workers: own.map((p) => ({ id: Number(p.id), name: p.name })),
      conflict: false,
    };
  });
  const found = findConflicts(
    items.map((b) => ({ order_id: b.order_id, start: b.start, end: b.end, workers: b.workers.map((w) => w.id) })),
  );
  const clashing = new Set(found.flatMap((c) => c.order_ids));
  for (const bar of items) bar.conflict = clashing.has(bar.order_id);
  const names = new Map(people.map((p) => [Number(p.id), p.name]));
  return { from, to, items, conflicts: found.map((c) => ({ ...c, name: names.get(c.individual_id) ?? '' })) };
}
