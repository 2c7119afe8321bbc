import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/db-types.ts';

/**
 * Other connections' rows of the kept statistics folded into one row a key (migration 0081), as
 * its own short write committed before a read: it skips what a writer holds and never waits.
 */
export async function foldStatisticsRollups(db: Kysely<DB>): Promise<void> {
  await sql`select statistics_rollups_fold()`.execute(db);
}
