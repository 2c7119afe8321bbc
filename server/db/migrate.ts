import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const rowCountersScript = fileURLToPath(new URL('./row-counters.sql', import.meta.url));

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies the numbered SQL files not applied yet, each in its own transaction, then refreshes the
 * row-counter triggers (idempotent, so new tables get theirs). On PostgreSQL an advisory lock keeps
 * two starting servers from migrating at once.
 */
export async function migrate(database: Database): Promise<string[]> {
  const { db } = database;
  if (database.kind === 'pg') await sql`select pg_advisory_lock(727001)`.execute(db);
  try {
    await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(
      db,
    );
    const done = new Set(
      (await sql<{ name: string }>`select name from schema_migrations`.execute(db)).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      const text = readFileSync(join(migrationsDir, file), 'utf8');
      await database.execScript(`${text}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');`);
      applied.push(file);
    }
    await database.execScript(readFileSync(rowCountersScript, 'utf8'));
    return applied;
  } finally {
    if (database.kind === 'pg') await sql`select pg_advisory_unlock(727001)`.execute(db);
  }
}
