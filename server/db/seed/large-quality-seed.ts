import { type Kysely, sql } from 'kysely';
import { addDays, moscowDate } from '../../../core/rules/schedule.rule.ts';
import type { DB } from '../db-types.ts';

/**
 * The quality history of the benchmark scale (issue 21 item 8), on top of the large seed, which has
 * none: refusals of a third of the workers over 120 days, suit checks on every seventh counted order
 * of the last four months with workers, client ratings on a fifth of the counted orders of five
 * months and marks on a third of their workers. Every value follows from ids through hashint4, so
 * a run gives the same rows. Skipped when the refusals are already there (cached with the data dir).
 */
export async function seedLargeQuality(db: Kysely<DB>, log: (line: string) => void = () => undefined) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from individual_refusals`.execute(db);
  if (rows[0].n >= 10_000) return false;
  const today = moscowDate();
  const since = addDays(today, -150);
  await sql`insert into individual_refusals (individual_id, kind, refused_on, comment)
    select i.id, 1 + ((hashint4(i.id * 7 + g) & 2147483647) % 3),
      ${today}::date - ((hashint4(i.id * 13 + g) & 2147483647) % 120), 'bench'
    from individuals i cross join generate_series(1, 2) g
    where (hashint4(i.id) & 2147483647) % 3 = 0`.execute(db);
  log('отказы');
  await sql`with checked as (
      insert into suit_checks (order_id, created_at)
      select o.id, (o.start_date + time '10:00') at time zone 'Europe/Moscow' from orders o
      where o.status = 3 and o.start_date >= ${addDays(today, -120)}::date and o.id % 7 = 0
        and exists (select 1 from order_individuals oi where oi.order_id = o.id and oi.individual_id is not null)
      returning id, order_id)
    insert into suit_check_individuals (suit_check_id, individual_id, check_type)
    select distinct on (c.id, oi.individual_id) c.id, oi.individual_id,
      (array[1, 1, 1, 1, 1, 1, 1, 0, 0, -5])[1 + (hashint4(oi.id) & 2147483647) % 10]
    from checked c join order_individuals oi on oi.order_id = c.order_id and oi.individual_id is not null`.execute(db);
  log('проверки формы');
  await sql`update orders set rating = (array[5, 5, 5, 4, 4, 3, 2])[1 + (hashint4(id) & 2147483647) % 7],
      rating_set_at = (start_date + 1 + time '11:00') at time zone 'Europe/Moscow'
    where status = 3 and start_date >= ${since}::date and id % 5 = 0`.execute(db);
  await sql`update order_individuals oi set rating = (array[5, 5, 4, 4, 3])[1 + (hashint4(oi.id) & 2147483647) % 5]
    from orders o where o.id = oi.order_id and o.status = 3 and o.start_date >= ${since}::date
      and oi.individual_id is not null and oi.id % 3 = 0`.execute(db);
  log('оценки');
  // One statement per call: a prepared statement takes one command (PGlite and pg's extended protocol).
  for (const table of ['individual_refusals', 'suit_checks', 'suit_check_individuals'])
    await sql`analyze ${sql.table(table)}`.execute(db);
  return true;
}
