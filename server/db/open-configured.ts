import { join } from 'node:path';
import { buildDataDirAtomically, lockDataDir } from './data-dir.ts';
import { type Database, openPGlite, openPostgres, type PGliteOptions } from './database.ts';
import { migrate } from './migrate.ts';
import { migrationsDoneText, type StartProgress, silentProgress } from '../start-progress.ts';

export interface DbConfig {
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database's CHECKPOINT guard and death notice (main.ts: a full disk). */
  pglite?: Pick<PGliteOptions, 'canCheckpoint' | 'onFatal'>;
}

/**
 * Opens the database the configuration names and migrates it. `onCreate` runs once on a database
 * that was just created (demo data): for PGlite inside the temporary dir before it is renamed into
 * place; for PostgreSQL when the users table is still empty. `heldLock` is the release of a data-dir
 * lock the caller already took (the server takes it before loading the app, to refuse fast).
 * `progress` hears of each phase (opening, migrations) so `npm start` can print them.
 */
export async function openConfiguredDatabase(
  config: DbConfig,
  onCreate?: (database: Database) => Promise<unknown>,
  heldLock?: () => void,
  progress: StartProgress = silentProgress,
): Promise<{ database: Database; release: () => Promise<void> }> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const database = await progress.phase(
      'Подключаюсь к PostgreSQL (DATABASE_URL)',
      () => openPostgres(url),
      () => 'PostgreSQL подключена',
    );
    await progress.phase('Проверяю миграции', () => migrate(database), migrationsDoneText);
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
      const fresh = await progress.phase(
        `Создаю новую базу PGlite (${pgDir})`,
        () => openPGlite({ dataDir: tmpDir }),
        () => 'База создана',
      );
      try {
        await progress.phase('Применяю миграции', () => migrate(fresh), migrationsDoneText);
        if (onCreate) await onCreate(fresh);
        await progress.phase(
          'Записываю новую базу на диск',
          () => fresh.checkpoint(),
          () => 'База записана',
        );
      } finally {
        await fresh.close();
      }
    });
    const database = await progress.phase(
      `Открываю базу PGlite (${pgDir})`,
      () => openPGlite({ dataDir: pgDir, ...config.pglite }),
      () => 'База открыта',
    );
    await progress.phase('Проверяю миграции', () => migrate(database), migrationsDoneText);
    return {
      database,
      release: async () => {
        try {
          await database.checkpoint();
        } finally {
          await database.close();
          unlock();
        }
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}
