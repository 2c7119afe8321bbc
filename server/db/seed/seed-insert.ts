import { sql } from 'kysely';
import type { DynamicDb } from '../dynamic-db.ts';

export type Row = Record<string, unknown>;

/**
 * Multi-row inserts in chunks (PostgreSQL takes at most 65 535 parameters per statement); the ids
 * come back in the order of the rows. JSON columns must arrive already stringified.
 */
export async function insertRows(db: DynamicDb, table: string, rows: readonly Row[], chunk = 400): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const out = await db.insertInto(table).values(part).returning('id').execute();
    for (const r of out) ids.push(Number(r.id));
  }
  return ids;
}

/** After rows with explicit ids, the identity must continue past them. */
export async function resetIdentity(db: DynamicDb, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
      db,
    );
  }
}
