import { join } from 'node:path';
import { sql } from 'kysely';
import { openConfiguredDatabase } from '../../server/db/open-configured.ts';
import { seedDemo } from '../../server/db/seed/demo-seed.ts';
import { localDiskStorage } from '../../server/files/local-disk-storage.ts';

export const BIG_LIST_ROWS = 10_000;

/**
 * A data dir with the demo data plus 10 000 territories, built before the server starts: one
 * INSERT … generate_series is seconds, 10 000 POSTs would be minutes.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const { release } = await openConfiguredDatabase({ dataDir }, async (fresh) => {
    await seedDemo(fresh.db, {
      adminEmail: 'admin@crm.local',
      adminPassword: 'admin12345',
      fileStorage: localDiskStorage(join(dataDir, 'files')),
    });
    await sql`
      insert into territories (name, short_name, description)
      select 'Участок ' || lpad(g::text, 5, '0'), 'У' || g, 'Тестовая территория ' || g
      from generate_series(1, ${BIG_LIST_ROWS}) as g`.execute(fresh.db);
  });
  await release();
}
