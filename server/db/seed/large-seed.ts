import { sql } from 'kysely';
import type { Database } from '../database.ts';
import { moscowToday } from './demo-seed.ts';
import {
  insertContractorContacts,
  insertContractors,
  insertIndividuals,
  insertOrderIndividuals,
  insertOrderPrices,
  insertOrders,
  type LargeRefs,
  updateDisplayedStatus,
} from './large-seed.sql.ts';
import { resetIdentity } from './seed-insert.ts';

export interface LargeSeedOptions {
  orders: number;
  individuals: number;
  contractors: number;
  log?: (msg: string) => void;
  /** 'yyyy-MM-dd' the three years of orders end at (plus 14 days ahead); default today in Moscow. */
  today?: string;
}

/** Rows per statement: big enough that per-statement costs vanish, small enough to show progress. */
export const LARGE_BATCH = 100_000;

async function ids(database: Database, query: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`${sql.raw(query)}`.execute(database.db);
  return rows.map((r) => Number(r.id));
}

async function maxId(database: Database, table: string): Promise<number> {
  const { rows } = await sql<{ m: number }>`select coalesce(max(id), 0)::int as m from ${sql.table(table)}`.execute(
    database.db,
  );
  return rows[0].m;
}

async function loadRefs(database: Database, today: string): Promise<LargeRefs> {
  const workTypes = await ids(database, 'select id from work_types where id in (48, 52)');
  if (workTypes.length < 2)
    throw new Error('seedLarge работает поверх демо-данных: сначала выполните seedDemo (нет типов работ 48 и 52).');
  return {
    today,
    managerIds: await ids(database, 'select id from users where user_group_id = 1 and not fired order by id'),
    logistIds: await ids(database, 'select id from users where user_group_id in (2, 6) and not fired order by id'),
    streetIds: await ids(database, 'select id from streets order by id'),
    metroIds: await ids(database, 'select id from metro_stations order by id'),
    territoryIds: await ids(database, 'select id from territories order by id'),
    paymentConditionIds: await ids(database, 'select id from payment_conditions order by id'),
    scopeIds: await ids(database, 'select id from contractor_scopes order by id'),
  };
}

/**
 * Adds benchmark-scale rows on top of the demo data: contractors (with a contact each), workers,
 * and orders over three years with one price line each and assigned workers on a tenth of them.
 * Plain INSERT ... SELECT over generate_series in batches; values are hashes of the series number,
 * so two runs give the same rows. Orders take explicit ids (after the current maximum) so the price
 * line of order g is computed from g too, without reading orders back.
 */
export async function seedLarge(database: Database, opts: LargeSeedOptions): Promise<void> {
  const started = Date.now();
  const log = (msg: string) => opts.log?.(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
  const db = database.db;
  const refs = await loadRefs(database, opts.today ?? moscowToday());
  const batches = async (total: number, step: (from: number, to: number) => Promise<void>, label: string) => {
    for (let from = 1; from <= total; from += LARGE_BATCH) {
      const to = Math.min(total, from + LARGE_BATCH - 1);
      await step(from, to);
      log(`${label}: ${to.toLocaleString('ru-RU')} / ${total.toLocaleString('ru-RU')}`);
    }
  };

  const contractorBase = await maxId(database, 'contractors');
  await batches(
    opts.contractors,
    async (from, to) => {
      await insertContractors(from, to, contractorBase, refs).execute(db);
      await insertContractorContacts(from, to, contractorBase).execute(db);
    },
    'контрагенты',
  );
  await resetIdentity(db, ['contractors']);
  await batches(
    opts.individuals,
    (from, to) =>
      insertIndividuals(from, to, refs)
        .execute(db)
        .then(() => undefined),
    'работники',
  );

  await sql`drop table if exists seed_contractors`.execute(db);
  await sql`create temp table seed_contractors as
    select row_number() over (order by c.id)::int as rn, c.id, c.payment_type, cc.contact_id
    from contractors c
    left join (select contractor_id, min(id) as contact_id from contractor_contacts group by contractor_id) cc
      on cc.contractor_id = c.id`.execute(db);
  await sql`create unique index on seed_contractors (rn)`.execute(db);
  await sql`drop table if exists seed_individuals`.execute(db);
  await sql`create temp table seed_individuals as
    select row_number() over (order by id)::int as rn, id from individuals where status in (1, 2, 3, 5) and not fired`.execute(
    db,
  );
  await sql`create unique index on seed_individuals (rn)`.execute(db);

  const orderBase = await maxId(database, 'orders');
  await batches(
    opts.orders,
    async (from, to) => {
      await insertOrders(from, to, orderBase, refs).execute(db);
      await insertOrderPrices(from, to, orderBase).execute(db);
      await insertOrderIndividuals(from, to, orderBase).execute(db);
      await updateDisplayedStatus(from, to, orderBase).execute(db);
    },
    'заказы',
  );
  await resetIdentity(db, ['orders']);
  await sql`drop table seed_contractors`.execute(db);
  await sql`drop table seed_individuals`.execute(db);
  // VACUUM as well: it sets the visibility map, without which an index-only scan (a list's keyset
  // walk, a count) still reads every heap page of a freshly written table.
  log('VACUUM ANALYZE');
  await sql`vacuum analyze`.execute(db);
  log('готово');
}
