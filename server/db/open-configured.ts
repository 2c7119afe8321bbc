import { join } from 'node:path';
import { buildDataDirAtomically, lockDataDir } from './data-dir.ts';
import { type Database, openPGlite, openPostgres } from './database.ts';
import { migrate } from './migrate.ts';

export interface DbConfig {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Opens the database the configuration names and migrates it. `onCreate` runs once on a database
 * that was just created (demo data): for PGlite inside the temporary dir before it is renamed into
 * place; for PostgreSQL when the users table is still empty. `heldLock` is the release of a data-dir
 * lock the caller already took (the server takes it before loading the app, to refuse fast).
 */
export async function openConfiguredDatabase(
  config: DbConfig,
  onCreate?: (database: Database) => Promise<void>,
  heldLock?: () => void,
): Promise<{ database: Database; release: () => Promise<void> }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await migrate(database);
    const { rows } = await database.db
      .selectFrom('users')
      .select('id')
      .limit(1)
      .execute()
      .then((r) => ({ rows: r }));
    if (rows.length === 0 && onCreate) await onCreate(database);
    return { database, release: () => database.close() };
  }
  const unlock = heldLock ?? lockDataDir(config.dataDir);
  try {
    const pgDir = join(config.dataDir, 'pg');
    await buildDataDirAtomically(pgDir, async (tmpDir) => {
      const fresh = await openPGlite({ dataDir: tmpDir });
      try {
        await migrate(fresh);
        if (onCreate) await onCreate(fresh);
        await fresh.checkpoint();
      } finally {
        await fresh.close();
      }
    });
    const database = await openPGlite({ dataDir: pgDir });
    await migrate(database);
    return {
      database,
      release: async () => {
        await database.checkpoint();
        await database.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}
