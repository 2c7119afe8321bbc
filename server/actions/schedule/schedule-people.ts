import { type Kysely, sql } from 'kysely';
import type { SchedulePeopleAnswer, SchedulePerson } from '../../../core/actions/defs/schedule-board.actions.ts';
import { addDays, DEFAULT_START_TIME } from '../../../core/rules/schedule.rule.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { DB } from '../../db/db-types.ts';

/** Spec 01 §4 'Individual status … 7 Not working': not offered for orders, so not «free» either. */
const NOT_WORKING = 7;

/** At most this many people in one answer; a search narrows the rest (the large seed has 50 000 workers). */
export const PEOPLE_LIMIT = 1000;

type PersonRow = [
  id: number,
  name: string,
  brigade_id: number | null,
  status: number,
  fired: boolean,
  until: string | null,
];

/**
 * The people rows of the week board (issue 23 item 1): every worker who could work some day of the
 * week (not «Не работает», not fired past Sunday, the order card's picking rule) and every worker
 * already on an order of the week, by brigade then name; each day holds that worker's orders
 * (cancelled ones free him, as the card's busy flag has it) or null when he cannot work that day.
 */
export async function loadSchedulePeople(
  db: Kysely<DB>,
  from: string,
  to: string,
  search: string,
): Promise<SchedulePeopleAnswer> {
  const pattern = likePattern(search);
  const { rows } = await sql<{ people: PersonRow[] | null; total: number | null }>`
    with booked as (
      select distinct oi.individual_id from order_individuals oi join orders o on o.id = oi.order_id
      where o.start_date between ${from}::date and ${to}::date and o.client_canceled_at is null
        and oi.individual_id is not null
    ), matching as (
      select i.id, i.name, i.brigade_id, i.status, i.fired, i.fired_until, b.name as brigade,
        count(*) over () as total
      from individuals i
      left join brigades b on b.id = i.brigade_id
      where ((i.status <> ${NOT_WORKING} and (not i.fired or i.fired_until < ${to}::date))
          or i.id in (select individual_id from booked))
        and (${search} = '' or i.name ilike ${pattern} or b.name ilike ${pattern})
      order by b.name nulls last, i.name, i.id
      limit ${PEOPLE_LIMIT}
    )
    select json_agg(json_build_array(id, name, brigade_id, status, fired, fired_until)
        order by brigade nulls last, name, id) as people,
      max(total) as total
    from matching`.execute(db);
  const people = rows[0]?.people ?? [];
  const ids = people.map(([id]) => id);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const booked = await weekOrders(db, from, to, ids);
  const items: SchedulePerson[] = people.map(([id, name, brigade_id, status, fired, until]) => ({
    id,
    name,
    brigade_id,
    status,
    days: days.map((day) => {
      const orders = booked.get(`${id}/${day}`) ?? [];
      // The picker's rule per day: not «Не работает», not fired unless the firing ended before that day.
      const off = status === NOT_WORKING || (fired && (until === null || until >= day));
      return off && orders.length === 0 ? null : orders;
    }),
  }));
  const brigadeIds = [...new Set(people.map((p) => p[2]).filter((b): b is number => b !== null))];
  const brigades = brigadeIds.length
    ? await db.selectFrom('brigades').select(['id', 'name']).where('id', 'in', brigadeIds).orderBy('name').execute()
    : [];
  return { from, to, brigades, items, total: Number(rows[0]?.total ?? 0), limit: PEOPLE_LIMIT };
}

/** The week's orders of these workers, keyed `worker/day`, by start time. */
async function weekOrders(db: Kysely<DB>, from: string, to: string, ids: number[]) {
  const out = new Map<string, { order_id: number; start: string }[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('order_individuals as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select([
      'oi.individual_id',
      'o.id as order_id',
      sql<string>`o.start_date::text`.as('day'),
      sql<string | null>`to_char(o.start_time, 'HH24:MI')`.as('time'),
    ])
    .where('oi.individual_id', '=', sql<number>`any(${ids}::integer[])`)
    .where(sql<boolean>`o.start_date between ${from}::date and ${to}::date`)
    .where('o.client_canceled_at', 'is', null)
    .orderBy('o.start_date')
    .orderBy(sql`coalesce(o.start_time, ${DEFAULT_START_TIME}::time)`)
    .orderBy('o.id')
    .execute();
  for (const r of rows) {
    const key = `${r.individual_id}/${r.day}`;
    const list = out.get(key) ?? [];
    if (!list.some((o) => o.order_id === r.order_id))
      list.push({ order_id: Number(r.order_id), start: r.time ?? DEFAULT_START_TIME });
    out.set(key, list);
  }
  return out;
}
