import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/db/seed/demo-seed.ts';
import { writePGliteTemplate } from './pglite-template.ts';
import { isPostgresPass, pgliteOnly } from './postgres-pass.ts';
import { TEST_ADMIN } from './test-users.ts';

const tmpDir = fileURLToPath(new URL('../.tmp/', import.meta.url));
export const TEMPLATE_DUMP = join(tmpDir, 'migrated-demo.tar');
export const TEMPLATE_DB = `crm_template_${process.pid}`;

/**
 * Migrate and seed once per run; every test file then starts from a copy: on PGlite a small data-dir
 * tarball (pglite-template.ts: about 0.5 s to load instead of 3 s to boot and migrate), on
 * PostgreSQL a database made from a template database.
 */
export async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.DATABASE_URL;
  if (url) {
    if (isPostgresPass())
      console.log(
        `PostgreSQL pass: ${Object.keys(pgliteOnly).length} suites run on PGlite only, their behaviour does not depend on the database:\n` +
          Object.entries(pgliteOnly)
            .map(([file, why]) => `  ${file}: ${why}`)
            .join('\n'),
      );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    const u = new URL(url);
    u.pathname = `/${TEMPLATE_DB}`;
    const database = await openPostgres(u.toString(), 2);
    await migrate(database);
    await seedDemo(database.db, TEST_ADMIN);
    await database.close();
    provide('templateDb', TEMPLATE_DB);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
      await admin.end();
    };
  }
  mkdirSync(tmpDir, { recursive: true });
  await writePGliteTemplate(TEMPLATE_DUMP, async (database) => {
    await migrate(database);
    await seedDemo(database.db, TEST_ADMIN);
  });
  provide('templateDump', TEMPLATE_DUMP);
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDb: string;
  }
}
