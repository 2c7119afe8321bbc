import { sql } from 'kysely';
import type { Database } from '../database.ts';
import { moscowToday } from './demo-seed.ts';
import { createSeedOrders, insertSeedAccounts, insertSeedCards, insertSeedLedger } from './large-ledger-seed.sql.ts';
import { LARGE_BATCH } from './large-seed.ts';

export interface LargeLedgerSeedOptions {
  log?: (msg: string) => void;
  /** 'yyyy-MM-dd'; default today in Moscow. */
  today?: string;
}

/**
 * The ledger and accounts of the large seed's closed orders (the money reports' bench, issue 13):
 * client charges and payments, worker earnings and payouts, one account per invoiced order, card
 * data on workers. Batches of order ids, each in its own transaction; a batch skips the orders
 * that already have their client charge (operation 6), so a rerun or an interrupted run tops up
 * rather than doubling anything. Ends with VACUUM ANALYZE, like seedLarge.
 */
export async function seedLargeLedger(database: Database, opts: LargeLedgerSeedOptions = {}): Promise<void> {
  const started = Date.now();
  const log = (msg: string) => opts.log?.(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
  const today = opts.today ?? moscowToday();
  const { rows } = await sql<{ lo: number; hi: number }>`select coalesce(min(id), 0)::int as lo,
    coalesce(max(id), 0)::int as hi from orders`.execute(database.db);
  const { lo, hi } = rows[0];
  await database.db.transaction().execute(async (trx) => {
    await insertSeedCards(today).execute(trx);
  });
  for (let from = lo; from <= hi; from += LARGE_BATCH) {
    const to = Math.min(hi, from + LARGE_BATCH - 1);
    await database.db.transaction().execute(async (trx) => {
      // Synthetic bench data is no one's change of money: the audit trail (0072) is off for this
      // transaction only (ALTER TABLE is transactional; it is on again before the commit, and other
      // sessions wait on the lock meanwhile). With it on, the trail's per-row triggers made a million
      // orders' ledger (about 4 million rows) take over half an hour more.
      await sql`alter table accounts disable trigger audit_trail`.execute(trx);
      await sql`alter table transactions disable trigger audit_trail`.execute(trx);
      await sql`create temp table seed_ledger_workers on commit drop as
        select row_number() over (order by id)::int as rn, id, relation_type_id from individuals
        where not fired`.execute(trx);
      await createSeedOrders(from, to, today).execute(trx);
      await insertSeedAccounts.execute(trx);
      await insertSeedLedger(today).execute(trx);
      await sql`drop table seed_ledger_orders`.execute(trx);
      await sql`drop table seed_ledger_workers`.execute(trx);
      await sql`alter table accounts enable trigger audit_trail`.execute(trx);
      await sql`alter table transactions enable trigger audit_trail`.execute(trx);
    });
    log(`проводки заказов ${from.toLocaleString('ru-RU')}–${to.toLocaleString('ru-RU')}`);
  }
  log('VACUUM ANALYZE');
  await sql`vacuum analyze transactions`.execute(database.db);
  await sql`vacuum analyze accounts`.execute(database.db);
  await sql`vacuum analyze ledger_balances`.execute(database.db);
  await sql`vacuum analyze ledger_daily`.execute(database.db);
  await sql`vacuum analyze individuals`.execute(database.db);
  log('готово');
}
